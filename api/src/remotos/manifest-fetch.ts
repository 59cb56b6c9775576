/**
 * Reads a remote's manifest before it is saved: over http(s) through the one guarded fetch (net/guarded-fetch.ts:
 * public addresses only unless ICAL_ALLOW_PRIVATE_URLS, every redirect hop and the connected socket checked, at most
 * 1 MB read and 5 s in all), or, for a path of this server (/remotes/<name>/...), from the build on disk (the server may
 * not be reachable from itself behind its proxy). Every failure, unreadable JSON included, is one message: the answer
 * must not tell a closed port from a refused address or a page that is not JSON (issue 33).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { AddressPolicy } from '../net/address-policy';
import { guardedFetch } from '../net/guarded-fetch';
import { GuardedFetchError } from '../net/guarded-fetch-error';
import { frontEndDist, REMOTE_ROWS } from '../static/front-end-paths';

/** A CDN that has not answered in this time will not serve the receptionists either. */
export const MANIFEST_TIMEOUT_MS = 5000;
/** A real manifest is a few KB. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

export type ManifestRead = { ok: true; data: unknown } | { ok: false; message: string };

const unreadable: ManifestRead = { ok: false, message: MSG.remotoManifiestoInaccesible };
const logger = new Logger('Remotos');

function parseJson(text: string): ManifestRead {
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return unreadable;
  }
}

async function readLocal(url: string, staticRoot?: string): Promise<ManifestRead> {
  const match = /^\/remotes\/([a-z-]+)\/([A-Za-z0-9._-]+\.json)$/.exec(url);
  const remote = match && REMOTE_ROWS.find((row) => row.workspace === match[1]);
  if (!match || !remote) return unreadable;
  try {
    return parseJson(await readFile(path.join(frontEndDist(remote.workspace, staticRoot), match[2]), 'utf8'));
  } catch {
    return unreadable;
  }
}

async function readRemote(url: string, policy: AddressPolicy, timeoutMs: number): Promise<ManifestRead> {
  try {
    const { body } = await guardedFetch(url, { policy, timeoutMs, maxBytes: MANIFEST_MAX_BYTES, accept: 'application/json' });
    return parseJson(body.toString('utf8'));
  } catch (error) {
    if (!(error instanceof GuardedFetchError)) throw error;
    logger.warn(`No se pudo leer el manifiesto ${url} (${error.message})`);
    return unreadable;
  }
}

export function readManifest(url: string, options: { policy: AddressPolicy; staticRoot?: string; timeoutMs?: number }): Promise<ManifestRead> {
  return url.startsWith('/') ? readLocal(url, options.staticRoot) : readRemote(url, options.policy, options.timeoutMs ?? MANIFEST_TIMEOUT_MS);
}
