/**
 * Drafts of forms in progress, per browser tab (sessionStorage): a reload or Back restores them, another tab does
 * not see them, and closing the tab ends them. Every key carries one prefix so logout can clear them all at once
 * (docs/decisions.md, "Drafts").
 */
const PREFIX = 'camping:draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or null when there is none, it is unreadable, or `parse` refuses it (an older shape). */
export function readDraft<T>(key: string, parse: (raw: unknown) => T | null): T | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? parse(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}

/** Every draft of this tab (on logout: the next clerk must not find the previous one's input). */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage blocked: there are no drafts either.
  }
}

/**
 * A form's stored values when they still have the form's shape (every field of `defaults`, each a string), else
 * null: a draft written by an older build is dropped rather than half restored.
 */
export function stringFields<T extends object>(raw: unknown, defaults: T): T | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const result: Record<string, string> = {};
  for (const key of Object.keys(defaults)) {
    const value = record[key];
    if (typeof value !== 'string') return null;
    result[key] = value;
  }
  return result as T;
}

/** Whether a form's values differ from its empty state. */
export function differsFrom<T extends object>(values: T, defaults: T): boolean {
  return (Object.keys(defaults) as Array<keyof T>).some((key) => values[key] !== defaults[key]);
}
