/**
 * A history that can hold a navigation until someone answers a question: what react-router's `useBlocker` does,
 * without the data router it needs (its code is ~16 KB gzip more on every public page: docs/performance.md). The
 * shell routes with react-router-dom's `unstable_HistoryRouter` over this history (guarded-router.tsx).
 *
 * Every navigation of the app goes through the router's history: links and `navigate()` call push/replace, the
 * browser's back and forward arrive as a POP after the URL has already changed. So the guard wraps the history:
 * a push or replace that the blocker refuses is kept aside, not done; a refused POP is undone at once (`go(-delta)`,
 * as react-router's useBlocker does, with the entry index react-router's history keeps in `history.state`) and redone if the
 * visitor chooses to leave. Leaving the page (reload, closing the tab) is the browser's `beforeunload`, which each
 * form asks for itself (useUnsavedChangesWarning).
 */
import { NavigationType, parsePath, type BlockerFunction, type HistoryRouterProps, type Location, type To } from 'react-router-dom';

/** react-router's history (its type is not exported by name). */
export type History = HistoryRouterProps['history'];
type Action = NavigationType;
export type { BlockerFunction };

/** A navigation the blocker held: `retry` does it after all. */
interface HeldNavigation {
  retry: () => void;
}

export interface NavigationGuard {
  /** The history the router navigates with. */
  history: History;
  /** Sets the one question asked before every navigation (true holds it); returns its removal. */
  block(blocker: BlockerFunction): () => void;
  /** Whether a navigation is held, waiting for proceed() or reset(). */
  isBlocked(): boolean;
  subscribe(onChange: () => void): () => void;
  /** Does the held navigation. */
  proceed(): void;
  /** Forgets the held navigation: the visitor stays. */
  reset(): void;
}

/** The location a push or replace would reach (same path unless `to` says). */
function locationOf(to: To, state: unknown, current: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'held',
  };
}

export function createNavigationGuard(inner: History): NavigationGuard {
  let blocker: BlockerFunction | null = null;
  let held: HeldNavigation | null = null;
  /** What the router shows: during an undone POP, the URL differs for a moment. */
  let shown = inner.location;
  /** POPs of our own: the undoing of a refused one (not shown), the redoing of an accepted one (not asked). */
  let undoing = 0;
  let redoing = 0;
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());
  const hold = (retry: () => void) => {
    held = { retry };
    notify();
  };
  const refuses = (nextLocation: Location, historyAction: Action) =>
    blocker !== null && blocker({ currentLocation: shown, nextLocation, historyAction });

  const history: History = {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push(to, state) {
      if (refuses(locationOf(to, state, shown), NavigationType.Push)) return hold(() => inner.push(to, state));
      inner.push(to, state);
    },
    replace(to, state) {
      if (refuses(locationOf(to, state, shown), NavigationType.Replace)) return hold(() => inner.replace(to, state));
      inner.replace(to, state);
    },
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          if (redoing > 0) {
            redoing -= 1;
          } else if (update.delta !== null && update.delta !== 0 && refuses(update.location, update.action)) {
            const delta = update.delta;
            // Counted before go(): a memory history answers synchronously, the browser on a later popstate.
            undoing += 1;
            inner.go(-delta);
            return hold(() => {
              redoing += 1;
              inner.go(delta);
            });
          }
        }
        shown = update.location;
        listener(update);
      });
    },
  };

  return {
    history,
    block(next) {
      blocker = next;
      return () => {
        if (blocker !== next) return;
        blocker = null;
        if (held) {
          held = null;
          notify();
        }
      };
    },
    isBlocked: () => held !== null,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    proceed() {
      const navigation = held;
      held = null;
      notify();
      navigation?.retry();
    },
    reset() {
      held = null;
      notify();
    },
  };
}
