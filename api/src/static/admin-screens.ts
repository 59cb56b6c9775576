/**
 * Which remote shows an admin page to a role, by the admin route table (libs/federation/routes.json) the shell
 * routes with: /admin/<path> is the remote of the row that path fits (`reservas/:id` too), the shell's own screens
 * (Módulos) none, a row the role may not open none (the shell shows «No tiene permiso para ver esta pantalla.» and
 * loads nothing), and /admin or an unknown path the home screen's remote, where the shell sends them. Paths match
 * regardless of case and a final slash, as react-router does (@camping/contracts/route-pattern).
 */
import { matchRoutePattern } from '@camping/contracts/route-pattern';
import type { Rol } from '@camping/contracts/schemas/auth';
import routeTable from '@camping/federation/routes.json';

/** A page of the admin area: /admin and below. */
export const ADMIN_PAGE = /^\/admin(\/|$)/i;

interface RouteRow {
  path: string;
  remote: string;
  roles: string[];
  nav?: unknown;
}

const ROUTES: RouteRow[] = routeTable.routes;
/** The remote of the shell's own screens in the table. */
const SHELL = 'shell';

/** Where /admin leads `rol`: the home screen, or the first screen of its bar (the role limpieza: issue 36), as homeFor. */
function homeRow(rol: Rol): RouteRow | undefined {
  const home = ROUTES.find((row) => row.path === routeTable.home);
  return home?.roles.includes(rol) ? home : (ROUTES.find((row) => row.nav && row.roles.includes(rol)) ?? home);
}

function rowOf(pagePath: string, rol: Rol): RouteRow | undefined {
  const below = pagePath.replace(/^\/admin/i, '');
  return ROUTES.find((row) => matchRoutePattern(row.path, below) !== null) ?? homeRow(rol);
}

/** The remote that shows `pagePath` to `rol`, or null when the shell shows its own screen (or the refusal). */
export function adminScreenRemote(pagePath: string, rol: Rol): string | null {
  const row = rowOf(pagePath, rol);
  if (!row || row.remote === SHELL || !row.roles.includes(rol)) return null;
  return row.remote;
}
