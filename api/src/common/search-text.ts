/**
 * A user's search text as a `LIKE` operand: trimmed, inner blanks collapsed, and `%`, `_` and `\` escaped so they
 * match themselves. Case and accents are folded in SQL (`f_unaccent(lower(...))`), the same way as the indexes.
 */
export function searchOperand(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/[\\%_]/g, (c) => `\\${c}`);
}
