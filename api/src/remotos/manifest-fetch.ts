/**
 * Reads a remote's manifest before it is saved: over http(s) with a timeout, or, for a path of this server
 * (/remotes/<name>/...), from the build on disk (the server may not be reachable from itself behind its proxy).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@camping/contracts/messages';
import { frontEndDist, REMOTE_ROWS } from '../static/front-end-paths';

/** A CDN that has not answered in this time will not serve the receptionists either. */
export const MANIFEST_TIMEOUT_MS = 5000;
/** A real manifest is a few KB. */
const MAX_BYTES = 1024 * 1024;

export type ManifestRead = { ok: true; data: unknown } | { ok: false; message: string };

async function readLocal(url: string, staticRoot?: string): Promise<ManifestRead> {
  const match = /^\/remotes\/([a-z-]+)\/([A-Za-z0-9._-]+\.json)$/.exec(url);
  const remote = match && REMOTE_ROWS.find((row) => row.workspace === match[1]);
  if (!match || !remote) return { ok: false, message: MSG.remotoManifiestoInaccesible };
  try {
    return { ok: true, data: JSON.parse(await readFile(path.join(frontEndDist(remote.workspace, staticRoot), match[2]), 'utf8')) };
  } catch (error) {
    return { ok: false, message: error instanceof SyntaxError ? MSG.remotoNoEsManifiesto : MSG.remotoManifiestoInaccesible };
  }
}

async function readRemote(url: string, timeoutMs: number): Promise<ManifestRead> {
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' }, redirect: 'follow' });
    if (!response.ok) return { ok: false, message: MSG.remotoManifiestoInaccesible };
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return { ok: false, message: MSG.remotoNoEsManifiesto };
    body = await response.text();
  } catch {
    return { ok: false, message: MSG.remotoManifiestoInaccesible };
  }
  if (body.length > MAX_BYTES) return { ok: false, message: MSG.remotoNoEsManifiesto };
  try {
    return { ok: true, data: JSON.parse(body) };
  } catch {
    return { ok: false, message: MSG.remotoNoEsManifiesto };
  }
}

export function readManifest(url: string, options: { staticRoot?: string; timeoutMs?: number } = {}): Promise<ManifestRead> {
  return url.startsWith('/') ? readLocal(url, options.staticRoot) : readRemote(url, options.timeoutMs ?? MANIFEST_TIMEOUT_MS);
}
