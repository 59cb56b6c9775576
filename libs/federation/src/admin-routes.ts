/**
 * Typed access to routes.json, the one table of the admin screens (path, remote, screen, roles, navigation entry).
 * The shell routes, guards and draws its bar from it; the server announces a page's remote by it; a remote shows
 * the screen the shell names (RemoteAppProps.screen) or, under an older shell, the one its path names here.
 */
import { ROLES, type Rol } from '@camping/contracts/schemas/auth';
import { matchRoutePattern, type RouteParams } from '@camping/contracts/route-pattern';
import table from '../routes.json';

export type NavGroup = 'Operación' | 'Clientes y precios' | 'Administración';

export interface AdminNavEntry {
  label: string;
  group: NavGroup;
  /** A count shown beside the label: 'conflictos', the pending channel conflicts («Canales»). */
  badge?: 'conflictos';
}

export interface AdminRoute {
  /** Under /admin: 'reservas', 'reservas/:id', 'calendario/planilla'. */
  path: string;
  /** The workspace that shows it, or 'shell' for the shell's own screens (Módulos). */
  remote: string;
  /** What the remote switches on (RemoteAppProps.screen). */
  screen: string;
  /** Who may open it (docs/staff.md); anyone else gets «No tiene permiso para ver esta pantalla.». */
  roles: readonly Rol[];
  /** Its entry in the admin bar; screens reached from another (a detail, the planning grid) have none. */
  nav?: AdminNavEntry;
}

/** The remote of the shell's own screens. */
export const SHELL_SCREENS = 'shell';

const isRol = (value: string): value is Rol => (ROLES as readonly string[]).includes(value);
const isGroup = (value: string): value is NavGroup => (table.navGroups as string[]).includes(value);

/** A row as the JSON holds it, its words checked: a misspelt role or group fails the build, not a clerk. */
function toRoute(row: (typeof table.routes)[number]): AdminRoute {
  const roles = row.roles.map((rol) => {
    if (!isRol(rol)) throw new Error(`routes.json: rol desconocido «${rol}» en ${row.path}`);
    return rol;
  });
  const nav = 'nav' in row ? row.nav : undefined;
  if (nav && !isGroup(nav.group)) throw new Error(`routes.json: grupo desconocido «${nav.group}» en ${row.path}`);
  const badge = nav && 'badge' in nav && nav.badge === 'conflictos' ? ('conflictos' as const) : undefined;
  return {
    path: row.path,
    remote: row.remote,
    screen: row.screen,
    roles,
    ...(nav ? { nav: { label: nav.label, group: nav.group as NavGroup, ...(badge ? { badge } : {}) } } : {}),
  };
}

export const ADMIN_ROUTE_TABLE: readonly AdminRoute[] = table.routes.map(toRoute);
/** Where /admin and an unknown admin path lead. */
export const ADMIN_HOME: string = table.home;
/** The bar's groups, in their order. */
export const NAV_GROUPS = table.navGroups as readonly NavGroup[];

/** The absolute path of a route without parameters: '/admin/reservas'. */
export const adminPath = (route: Pick<AdminRoute, 'path'>): string => `/admin/${route.path}`;

export function mayOpen(route: AdminRoute, user: { rol: Rol } | null | undefined): boolean {
  return user ? route.roles.includes(user.rol) : false;
}

/** Where /admin leads a user: the home screen, or the first screen of the bar their role may open (limpieza). */
export function homeFor(user: { rol: Rol } | null | undefined): string {
  const home = ADMIN_ROUTE_TABLE.find((route) => route.path === ADMIN_HOME);
  if (!user || (home && mayOpen(home, user))) return ADMIN_HOME;
  return ADMIN_ROUTE_TABLE.find((route) => route.nav && mayOpen(route, user))?.path ?? ADMIN_HOME;
}

export interface AdminRouteMatch {
  route: AdminRoute;
  params: RouteParams;
}

/** The row an admin path ('/admin/reservas/12') shows, with its parameters; null for /admin and unknown paths. */
export function matchAdminPath(pathname: string): AdminRouteMatch | null {
  const below = /^\/admin(\/.*)?$/i.exec(pathname);
  if (!below) return null;
  for (const route of ADMIN_ROUTE_TABLE) {
    const params = matchRoutePattern(route.path, below[1] ?? '');
    if (params) return { route, params };
  }
  return null;
}

/**
 * The screen a remote shows: the one the shell named, else the one its path names (an older shell passes no
 * `screen`), else `fallback` (the remote mounted alone on its dev server, at `/`).
 */
export function screenOf({ screen, pathname }: { screen?: string; pathname: string }, fallback: string): string {
  return screen ?? matchAdminPath(pathname)?.route.screen ?? fallback;
}

/** The screens a remote serves. */
export const screensOf = (remote: string): string[] => ADMIN_ROUTE_TABLE.filter((route) => route.remote === remote).map((route) => route.screen);

export interface NavLinkEntry {
  label: string;
  to: string;
  badge?: 'conflictos';
}

/** The admin bar for a user: each group with the entries their role may open, in the table's order; empty groups left out. */
export function navFor(user: { rol: Rol } | null | undefined): { group: NavGroup; entries: NavLinkEntry[] }[] {
  return NAV_GROUPS.map((group) => ({
    group,
    entries: ADMIN_ROUTE_TABLE.filter((route) => route.nav?.group === group && mayOpen(route, user)).map((route) => ({
      label: route.nav?.label ?? route.screen,
      to: adminPath(route),
      ...(route.nav?.badge ? { badge: route.nav.badge } : {}),
    })),
  })).filter((group) => group.entries.length > 0);
}
