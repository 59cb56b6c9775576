import type { AppConfig } from '../config/app-config';
import { REMOTE_ROWS } from './front-end-paths';

/**
 * The runtime manifest the shell reads (/remotes.json): remote name to its mf-manifest.json URL. Each entry can be
 * pointed elsewhere with REMOTE_<NAME>_URL, so one team redeploys its remote with no shell rebuild.
 */
export function remotesManifest(config: AppConfig): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const remote of REMOTE_ROWS) {
    manifest[remote.workspace] =
      config.remoteOverrides[remote.workspace] ??
      (config.REMOTES_DEV
        ? `http://localhost:${remote.devPort}/mf-manifest.json`
        : `/remotes/${remote.workspace}/mf-manifest.json`);
  }
  return manifest;
}

/** Origins other than ours that serve remote code: the CSP must allow them. */
export function remoteOrigins(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
