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
  /** The screens under /admin/ it serves ('calendario', 'calendario/planilla'...). */
  adminRoutes: string[];
}

export const REMOTES: readonly RemoteInfo[] = table.remotes;
export const SHELL_DEV_PORT: number = table.shell.devPort;
export const API_PORT: number = table.api.port;

/** Admin route (under /admin) to the remote that serves it; the server announces that remote's files in the page. */
export const ADMIN_ROUTES: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTES.flatMap((remote) => remote.adminRoutes.map((route) => [route, remote.workspace])),
);
/** Where /admin and an unknown admin path lead. */
export const ADMIN_HOME: string = table.shell.adminHome;

/** The one module every remote exposes. */
export const EXPOSED_APP = './export-app';

export function findRemote(workspace: string): RemoteInfo {
  const remote = REMOTES.find((r) => r.workspace === workspace);
  if (!remote) throw new Error(`Remoto desconocido: ${workspace}`);
  return remote;
}
