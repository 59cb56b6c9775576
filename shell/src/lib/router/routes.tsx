/**
 * `<Routes>` shows the element of the route that matches the current path under the enclosing route's base:
 * `index` (nothing left), a path of fixed segments (`reservas`, `calendario/planilla`: the whole rest, ignoring case
 * and a final slash) or a path ending in `*` (`/admin/*`, `*`: a prefix; the nested `<Routes>` match under it).
 * Fixed paths and index routes win over splats, longer splats over shorter, whatever their order, as in react-router.
 */
import { Children, isValidElement, type ReactElement, type ReactNode, useContext } from 'react';
import { RouteBase, useLocation } from './router';

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
}

/** A row of `<Routes>`: read by it, never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean).map((segment) => segment.toLowerCase());

interface Match {
  element: ReactNode;
  base: string;
  /** Higher wins: an exact match over any splat, a longer splat over a shorter. */
  rank: number;
}

function matchRoute({ path, index, element }: RouteProps, base: string, pathname: string): Match | null {
  const baseSegments = segmentsOf(base);
  const all = segmentsOf(pathname);
  // Only what is under the base is matched: an absolute route path names the base too.
  if (baseSegments.some((segment, i) => all[i] !== segment)) return null;
  const rest = all.slice(baseSegments.length);
  if (index) return rest.length === 0 ? { element, base, rank: Number.MAX_SAFE_INTEGER } : null;
  const pattern = path ?? '';
  const absolute = pattern.startsWith('/');
  const splat = pattern === '*' || pattern.endsWith('/*');
  const fixed = segmentsOf(splat ? pattern.slice(0, -1) : pattern);
  const own = absolute ? fixed.slice(baseSegments.length) : fixed;
  if (absolute && baseSegments.some((segment, i) => fixed[i] !== segment)) return null;
  if (own.some((segment, i) => rest[i] !== segment)) return null;
  if (!splat && rest.length !== own.length) return null;
  const matchedBase = `/${[...baseSegments, ...own].join('/')}`;
  return { element, base: matchedBase, rank: splat ? own.length : Number.MAX_SAFE_INTEGER };
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const base = useContext(RouteBase);
  let best: Match | null = null;
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const match = matchRoute(child.props, base, pathname);
    if (match && (!best || match.rank > best.rank)) best = match;
  }
  if (!best) return null;
  return <RouteBase.Provider value={best.base}>{best.element}</RouteBase.Provider>;
}
