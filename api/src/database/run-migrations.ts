/**
 * Migrations run at start, once across replicas: on an empty database two replicas starting together would both find
 * every migration pending and both run them (one then fails on a table that already exists). The one that takes this
 * session-level advisory lock runs what is pending; the others wait for it, then find nothing left to run. The wait is
 * bounded by DATABASE_STATEMENT_TIMEOUT_MS, like every statement. Lock, migrations and unlock share one connection.
 */
import type { Pool } from 'pg';
import { type DataSource, MigrationExecutor } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { discardUncleanConnections } from './pool-guard';

/** Advisory lock key of the migrations (hashtext('camping:migraciones')), apart from the business locks. */
export const MIGRATIONS_LOCK_KEY = 'camping:migraciones';

export async function runMigrationsOnce(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      // Each migration in its own transaction: one that fails leaves the ones before it applied.
      executor.transaction = 'each';
      await executor.executePendingMigrations();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Connects (its pool discarding every connection that comes back unclean, pool-guard.ts) and brings the schema up to
 * date: what the API and the user command do before anything else.
 */
export async function initializeWithMigrations(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  discardUncleanConnections((dataSource.driver as PostgresDriver).master as Pool);
  try {
    await runMigrationsOnce(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
