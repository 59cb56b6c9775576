/**
 * react-router-dom's `unstable_HistoryRouter` over a history that can hold a navigation (navigation-guard.ts), and
 * `useNavigationBlocker`, react-router's `useBlocker` for it (useBlocker itself needs the data router: see
 * docs/decisions.md, «react-router-dom back»).
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createNavigationGuard, type BlockerFunction, type History, type NavigationGuard } from './navigation-guard';

const NavigationGuardContext = createContext<NavigationGuard | null>(null);

/**
 * Routes over `history` (the browser's in the app; a memory history in tests) with navigations that can be held.
 * The history must tell its listener of pushes and replaces too (`v5Compat: true`), as HistoryRouter needs.
 */
export function GuardedRouter({ history, children }: { history: History; children: ReactNode }) {
  const [guard] = useState(() => createNavigationGuard(history));
  return (
    <NavigationGuardContext.Provider value={guard}>
      <HistoryRouter history={guard.history}>{children}</HistoryRouter>
    </NavigationGuardContext.Provider>
  );
}

/** The app's router: `<BrowserRouter>` whose navigations UnsavedChangesGuard can hold. */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  proceed: () => void;
  reset: () => void;
}

/**
 * Holds every navigation for which `shouldBlock` answers true (links, `navigate()`, back and forward) until
 * proceed() or reset(), as react-router's useBlocker. One blocker at a time, as there.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): NavigationBlocker {
  const guard = useContext(NavigationGuardContext);
  if (!guard) throw new Error('useNavigationBlocker va dentro de GuardedRouter');
  // The latest question, read when a navigation comes: set once, so a new render does not drop a held navigation.
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => guard.block((args) => latest.current(args)), [guard]);
  const blocked = useSyncExternalStore(guard.subscribe, guard.isBlocked);
  return { state: blocked ? 'blocked' : 'unblocked', proceed: guard.proceed, reset: guard.reset };
}
