import { existsSync } from 'node:fs';
import path from 'node:path';
import remotesTable from '@camping/federation/remotes.json';

export interface RemoteRow {
  workspace: string;
  federationName: string;
  devPort: number;
  admin: boolean;
}

export const REMOTE_ROWS: RemoteRow[] = remotesTable.remotes;

/** The monorepo root, found from the compiled (dist/) or source (src/) location of this file. */
function monorepoRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'shell'))) return dir;
    dir = path.dirname(dir);
  }
  return path.resolve(__dirname, '../../..');
}

/** Where the built shell and remotes are: STATIC_ROOT/<workspace>/dist, by default the monorepo itself. */
export function frontEndDist(workspace: string, staticRoot?: string): string {
  return path.join(staticRoot ?? monorepoRoot(), workspace, 'dist');
}

/** Where this server serves a remote's own build. */
export const localManifestPath = (workspace: string) => `/remotes/${workspace}/mf-manifest.json`;

/**
 * Whether this server serves a remote itself, by the runtime table of remotes (/remotes.json): a remote pointed
 * elsewhere at run time must get no hints from the build lying here.
 */
export function servedHere(remotes: Record<string, string>, workspace: string): boolean {
  return remotes[workspace] === localManifestPath(workspace);
}
