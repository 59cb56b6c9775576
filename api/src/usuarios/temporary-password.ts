import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread when said aloud or copied from a screen (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A temporary password an administrator reads to the new clerk: 12 characters in groups of 4 («k7pm-x2qa-9hdt»). */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
