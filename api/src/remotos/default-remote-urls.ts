import type { AppConfig } from '../config/app-config';
import { localManifestPath, REMOTE_ROWS } from '../static/front-end-paths';

/**
 * The URL each remote starts from (the seed of the table `remotos`): REMOTE_<NAME>_URL, else the dev server under
 * `npm run dev`, else the build this server serves under /remotes/<name>/.
 */
export function defaultRemoteUrls(config: AppConfig): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const remote of REMOTE_ROWS) {
    urls[remote.workspace] =
      config.remoteOverrides[remote.workspace] ??
      (config.REMOTES_DEV ? `http://localhost:${remote.devPort}/mf-manifest.json` : localManifestPath(remote.workspace));
  }
  return urls;
}
