/**
 * Answers built as JSON text in PostgreSQL: a list's rows leave the database as one string that the API sends as it
 * is (http/json-text.ts), instead of thousands of values parsed by the driver, mapped into objects and serialised
 * again (docs/performance.md). row_to_json writes exactly what JSON.stringify writes for the same values (field
 * order, escapes, shortest float8 digits); the fields' SQL makes the values those node would have sent.
 */

/** One field of an answer's object: its name and its SQL (already as the answer carries it). */
export interface JsonField {
  campo: string;
  sql: string;
}

/** A timestamptz as Date#toISOString() writes it: UTC, milliseconds (truncated, as node-pg keeps them), 'Z'. */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A join that gives every row its answer object's fields as one record, named `alias` (read by jsonArray). */
export function jsonRecord(fields: readonly JsonField[], alias: string): string {
  return `CROSS JOIN LATERAL (SELECT ${fields.map(({ campo, sql }) => `${sql} AS ${campo}`).join(', ')}) AS ${alias}`;
}

/** The records `alias` of jsonRecord as a JSON array (text) in `orden`; '[]' when there are none. */
export function jsonArray(alias: string, orden: string): string {
  return `coalesce('[' || string_agg(row_to_json(${alias})::text, ',' ORDER BY ${orden}) || ']', '[]')`;
}
