/**
 * Text PostgreSQL cannot take (issue 33): NUL (`text` refuses byte 0, `jsonb` refuses `\u0000`) and lone UTF-16
 * surrogates, which are no code point at all (the driver would store U+FFFD instead, changing what was typed
 * without a word; `jsonb` refuses their escapes). Every other character, control ones included, is storable.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Where in a parsed JSON value the first unstorable text is: a key (`inKey`) or a string value, by its path. */
export interface UncleanText {
  path: Array<string | number>;
  inKey: boolean;
}

/** A value still to visit, linked to its parent: the path is built only for the one that fails. */
interface Pending {
  value: unknown;
  key: string | number | null;
  parent: Pending | null;
}

function pathOf(node: Pending): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Pending | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Walks a parsed JSON body (objects, arrays, strings) in linear time and without recursion, so a 100 kB body nested
 * tens of thousands deep neither overflows the stack nor holds the event loop (copying each path would be quadratic).
 * Keys are checked before their values.
 */
export function findUncleanText(value: unknown): UncleanText | null {
  const pending: Pending[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (!isCleanText(current)) return { path: pathOf(node), inKey: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], key: i, parent: node });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isCleanText(key)) return { path: pathOf(node), inKey: true };
      for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i][1], key: entries[i][0], parent: node });
    }
  }
  return null;
}
