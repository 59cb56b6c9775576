/** Typed access to remotes.json, the one table of the product's remotes. */
import table from '../remotes.json';

export interface RemoteInfo {
  /** Workspace and folder name, also the path segment under /remotes/. */
  workspace: string;
  /** Module Federation name (a JS identifier). */
  federationName: string;
  /** Port of its own dev server. */
  devPort: number;
  /** Holds admin code: never downloaded by anonymous visitors. */
  admin: boolean;
}

export const REMOTES: readonly RemoteInfo[] = table.remotes;
export const SHELL_DEV_PORT: number = table.shell.devPort;
export const API_PORT: number = table.api.port;

/** The one module every remote exposes. */
export const EXPOSED_APP = './export-app';

export function findRemote(workspace: string): RemoteInfo {
  const remote = REMOTES.find((r) => r.workspace === workspace);
  if (!remote) throw new Error(`Remoto desconocido: ${workspace}`);
  return remote;
}
