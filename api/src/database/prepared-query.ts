import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a hot read outside any transaction as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (the availability query plans in more time than it runs; docs/api.md,
 * Benchmark). Only for queries whose plan does not depend on the values: a generic plan is reused for all of them.
 */
export async function preparedQuery<Row>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}
