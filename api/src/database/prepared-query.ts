import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A statement run by name: its text must be the same for every call with that name (each variant of a built query
 * gets its own name), its values change.
 */
export interface PreparedSql {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Runs a hot read outside any transaction as a named prepared statement: PostgreSQL parses it once per connection
 * and, after a few calls, reuses a generic plan instead of planning every call (the availability query planned in
 * more time than it ran; a list page spent 1-2 ms planning; docs/performance.md). Only for statements whose shape
 * alone picks the right indexes, so the generic plan fits every value: no `$n IS NULL OR ...` conditions (build one
 * variant per filter instead), searches driven through `ARRAY(...)` or materialised CTEs.
 */
export async function preparedQuery<Row>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}

/** preparedQuery for a statement built with its name and values (PreparedSql). */
export function runPrepared<Row>(dataSource: DataSource, sql: PreparedSql): Promise<Row[]> {
  return preparedQuery<Row>(dataSource, sql.name, sql.text, sql.values);
}
