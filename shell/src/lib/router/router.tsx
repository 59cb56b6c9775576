/**
 * The shell's router: the current location from a history, `useLocation` and `useNavigate`, and the base path a
 * nested `<Routes>` matches under (routes.tsx). Relative paths (`calendario`, `../x`) resolve against that base, as
 * in react-router, whose API this keeps for what the shell uses.
 */
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createMemoryHistory, hrefOf, locationAt, parsePath, type History, type Location, type Path, type To } from './history';

interface RouterValue {
  location: Location;
  history: History;
}

const RouterContext = createContext<RouterValue | null>(null);
/** Where the enclosing route's path ends: '/' at the top, '/admin' inside `/admin/*`. */
export const RouteBase = createContext('/');

function useRouter(hook: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} va dentro de un Router`);
  return router;
}

/**
 * The location the history last announced, not `history.location`: while the unsaved-changes guard undoes a refused
 * back or forward, the history is briefly elsewhere and tells no one (navigation-guard.ts).
 */
function announcedLocation(history: History) {
  let current = history.location;
  return {
    subscribe(onChange: () => void) {
      const stop = history.listen((update) => {
        current = update.location;
        onChange();
      });
      // A navigation done between the first render and this subscription is not lost (React reads again).
      current = history.location;
      return stop;
    },
    location: () => current,
  };
}

/** Shows the history's location; a navigation renders the new one. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const store = useMemo(() => announcedLocation(history), [history]);
  const location = useSyncExternalStore(store.subscribe, store.location, store.location);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router over a history in memory (tests). */
export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: To[]; initialIndex?: number; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <Router history={history}>{children}</Router>;
}

const fixedHistory = (location: Location): History => {
  const refuse = () => {
    throw new Error('Un StaticRouter no navega');
  };
  return { action: 'POP', location, createHref: hrefOf, push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
};

/** One location that never changes: a page drawn on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => {
    const fixed = locationAt(location, null, 'default');
    return { location: fixed, history: fixedHistory(fixed) };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/** `to` as an absolute path: its pathname resolved against `base` (`..` goes up one segment), the rest as given. */
export function resolveTo(to: To, base: string): Partial<Path> {
  const path = typeof to === 'string' ? parsePath(to) : to;
  if (path.pathname === undefined || path.pathname.startsWith('/')) return path;
  const segments = base.split('/').filter(Boolean);
  for (const segment of path.pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return { ...path, pathname: `/${segments.join('/')}` };
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/** navigate(to, { replace }) or navigate(-1); the same function for the router's life (effects can depend on it). */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  const base = useContext(RouteBase);
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const resolved = resolveTo(to, base);
      // `?page=2` or `#x` alone stays on the current path.
      const target = resolved.pathname === undefined ? { ...resolved, pathname: history.location.pathname } : resolved;
      if (options.replace) history.replace(target, options.state);
      else history.push(target, options.state);
    },
    [history, base],
  ) as NavigateFunction;
}

/** The href a link to `to` shows (for the browser's own "open in a new tab"). */
export function useHref(to: To): string {
  const { history } = useRouter('useHref');
  return history.createHref(resolveTo(to, useContext(RouteBase)));
}
