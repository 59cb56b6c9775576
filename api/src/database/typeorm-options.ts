import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { defaultPoolSize } from './pool-size';

export interface PoolOptions {
  /** Connections kept to PostgreSQL (DATABASE_POOL_SIZE). */
  size?: number;
  /** Milliseconds a caller waits for a free or new connection (DATABASE_ACQUIRE_TIMEOUT_MS). */
  acquireTimeoutMs?: number;
  /** Milliseconds a statement may run, lock waits included (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/**
 * Extra time the driver gives PostgreSQL to answer after its own statement timeout should have fired: only a frozen
 * or unreachable server gets this far, and then the call gives up instead of waiting as long as the server is stuck.
 */
const FROZEN_SERVER_MARGIN_MS = 5000;

/**
 * How long an API call may take before it answers 503 whatever it is waiting for (http/request-deadline.ts): the
 * statement timeout plus the same margin, a little under it so the answer is out by then. One call may run several
 * statements, each allowed the statement timeout; the call as a whole is not.
 */
export function requestDeadlineMs(statementTimeoutMs: number): number {
  return statementTimeoutMs + FROZEN_SERVER_MARGIN_MS - 500;
}

/** How long the driver waits for one statement's answer before it gives up on the server (pg's query_timeout). */
export function clientQueryTimeoutMs(statementTimeoutMs: number): number {
  return statementTimeoutMs + FROZEN_SERVER_MARGIN_MS;
}

/**
 * TypeORM over pg. Migrations run at start through `initializeWithMigrations` (run-migrations.ts), under an advisory
 * lock so replicas starting together run them once; `synchronize` is never on.
 */
export function typeormOptions(url: string, entities: DataSourceOptions['entities'], pool: PoolOptions = {}): DataSourceOptions {
  const statementTimeoutMs = pool.statementTimeoutMs ?? 15_000;
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    // Expected refusals (a clash, a duplicate) are answered as 4xx; real failures are logged by the error filter.
    logging: false,
    extra: {
      max: pool.size ?? defaultPoolSize(),
      // pg-pool applies it both to opening a connection and to waiting in line for one when all are busy.
      connectionTimeoutMillis: pool.acquireTimeoutMs ?? 5000,
      // Sent at connection start: PostgreSQL cancels a longer statement (SQLSTATE 57014), the connection stays usable.
      statement_timeout: statementTimeoutMs,
      // A lock wait is a statement's too; named so the bound does not depend on the statement timeout's wording.
      lock_timeout: statementTimeoutMs,
      // A transaction whose client went silent (a frozen process, a cut network) is ended by the server, freeing its
      // locks for the other replicas, after the same wait the client gives a silent server; a healthy call never idles
      // inside a transaction that long.
      idle_in_transaction_session_timeout: statementTimeoutMs + FROZEN_SERVER_MARGIN_MS,
      // The client's own bound, for a server that cannot even cancel: the connection is then discarded (pool-guard.ts).
      query_timeout: clientQueryTimeoutMs(statementTimeoutMs),
    },
  };
}
