/**
 * Which remote shows an admin page, by the table of remotes (libs/federation/remotes.json) the shell routes with:
 * /admin/<route> is the remote listing that route, the shell's own screens (Módulos) none, and /admin or an unknown
 * path the home screen's remote, where the shell sends them. Routes match regardless of case, as the shell's router.
 */
import { REMOTE_ROWS, SHELL_ROW } from './front-end-paths';

/** A page of the admin area: /admin and below. */
export const ADMIN_PAGE = /^\/admin(\/|$)/i;

function remoteOfRoute(route: string): string | undefined {
  return REMOTE_ROWS.find((row) => row.adminRoutes.includes(route))?.workspace;
}

export function adminScreenRemote(pagePath: string): string | null {
  const route = pagePath
    .replace(/^\/admin\/?/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (SHELL_ROW.adminRoutes.includes(route)) return null;
  return remoteOfRoute(route) ?? remoteOfRoute(SHELL_ROW.adminHome) ?? null;
}
