/**
 * The session history the shell's router navigates with: the browser's, or one in memory (tests). What the router
 * and the unsaved-changes guard need of react-router's history and no more (docs/performance.md: the router is
 * ours, ~1 KB instead of react-router's 13 KB gzip on every page).
 *
 * Each entry the browser history writes carries its index (`history.state.idx`), so a POP (back, forward) knows how
 * far it went: the guard undoes a refused one with `go(-delta)`.
 */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  key: string;
}

/** A path (`/admin/reservas?page=2#x`) or its parts; parts left out keep nothing of the current location. */
export type To = string | Partial<Path>;

export interface Update {
  action: Action;
  location: Location;
  /** How many entries a POP moved (null when the entry's index is unknown); 1 for a push, 0 for a replace. */
  delta: number | null;
}

export interface History {
  readonly action: Action;
  readonly location: Location;
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Told of every navigation, push and replace at once; returns its removal. */
  listen(listener: (update: Update) => void): () => void;
}

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    parts.hash = rest.slice(hash);
    rest = rest.slice(0, hash);
  }
  const search = rest.indexOf('?');
  if (search >= 0) {
    parts.search = rest.slice(search);
    rest = rest.slice(0, search);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** `?` and `#` are added where a part lacks them; an empty `?` or `#` is left out. */
const part = (text: string, mark: string) => (!text || text === mark ? '' : text.startsWith(mark) ? text : mark + text);

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + part(search, '?') + part(hash, '#');
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The location `to` names (parts left out are empty, the pathname `/`). */
export function locationAt(to: To, state: unknown, key: string): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key };
}

/** The href of `to`: a path as written, or its parts joined. */
export const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

function listeners() {
  const all = new Set<(update: Update) => void>();
  return {
    add(listener: (update: Update) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    tell: (update: Update) => all.forEach((listener) => listener(update)),
    count: () => all.size,
  };
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The browser's history; an entry written before the app started gets index 0. */
export function createBrowserHistory(win: Window = window): History {
  const browser = win.history;
  const entryState = () => (browser.state ?? {}) as Partial<EntryState>;
  let index = entryState().idx ?? null;
  if (index === null) {
    index = 0;
    browser.replaceState({ ...entryState(), idx: index }, '');
  }
  let action: Action = 'POP';
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const { usr = null, key = 'default' } = entryState();
    return { pathname, search, hash, state: usr, key };
  };
  let location = read();
  const subscribers = listeners();
  const write = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const next = locationAt(to, state, newKey());
    const idx = kind === 'PUSH' ? (index ?? 0) + 1 : (index ?? 0);
    const entry: EntryState = { usr: next.state, key: next.key, idx };
    const url = createPath(next);
    if (kind === 'PUSH') {
      try {
        browser.pushState(entry, '', url);
      } catch {
        // Too many entries (iOS caps them) or a state that cannot be cloned: the page loads instead.
        win.location.assign(url);
        return;
      }
    } else {
      browser.replaceState(entry, '', url);
    }
    index = idx;
    action = kind;
    location = read();
    subscribers.tell({ action, location, delta: kind === 'PUSH' ? 1 : 0 });
  };
  const onPop = () => {
    const next = entryState().idx ?? null;
    const delta = next === null || index === null ? null : next - index;
    index = next;
    action = 'POP';
    location = read();
    subscribers.tell({ action, location, delta });
  };
  // The window is listened to only while someone listens here: a history no router uses any more leaves nothing behind.
  const listen = (listener: (update: Update) => void) => {
    if (subscribers.count() === 0) {
      index = entryState().idx ?? index;
      location = read();
      win.addEventListener('popstate', onPop);
    }
    const stop = subscribers.add(listener);
    return () => {
      stop();
      if (subscribers.count() === 0) win.removeEventListener('popstate', onPop);
    };
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref: hrefOf,
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => browser.go(delta),
    listen,
  };
}

export interface MemoryHistory extends History {
  /** The current entry's position. */
  readonly index: number;
}

/** A history in memory (tests): go() answers at once. */
export function createMemoryHistory({ initialEntries = ['/'], initialIndex }: { initialEntries?: To[]; initialIndex?: number } = {}): MemoryHistory {
  const entries = initialEntries.map((to, i) => locationAt(to, null, i === 0 ? 'default' : newKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: Action = 'POP';
  const subscribers = listeners();
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index];
    },
    get index() {
      return index;
    },
    createHref: hrefOf,
    push(to, state) {
      index += 1;
      entries.splice(index, entries.length, locationAt(to, state, newKey()));
      action = 'PUSH';
      subscribers.tell({ action, location: entries[index], delta: 1 });
    },
    replace(to, state) {
      entries[index] = locationAt(to, state, newKey());
      action = 'REPLACE';
      subscribers.tell({ action, location: entries[index], delta: 0 });
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      index = next;
      action = 'POP';
      subscribers.tell({ action, location: entries[index], delta: moved });
    },
    listen: subscribers.add,
  };
}
