/**
 * The shell's router (lib/router) over a history that can hold a navigation (navigation-guard.ts), and
 * `useNavigationBlocker`, react-router's `useBlocker` for it.
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createNavigationGuard, type BlockerFunction, type History, type NavigationGuard } from './navigation-guard';
import { createBrowserHistory, Router } from './router';

const NavigationGuardContext = createContext<NavigationGuard | null>(null);

/** Routes over `history` (the browser's in the app; a memory history in tests) with navigations that can be held. */
export function GuardedRouter({ history, children }: { history: History; children: ReactNode }) {
  const [guard] = useState(() => createNavigationGuard(history));
  return (
    <NavigationGuardContext.Provider value={guard}>
      <Router history={guard.history}>{children}</Router>
    </NavigationGuardContext.Provider>
  );
}

/** The app's router: `<BrowserRouter>` whose navigations UnsavedChangesGuard can hold. */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(window));
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
