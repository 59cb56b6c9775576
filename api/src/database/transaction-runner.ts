import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { isServerRefusal, isUnansweredCall } from './database-unavailable';

/** How a transaction ended: `unknown` when COMMIT was sent and no answer came back. */
export type TransactionOutcome = 'committed' | 'rolled-back' | 'unknown';

export interface TransactionHooks {
  /** Last word before COMMIT is sent: throwing rolls the transaction back instead. */
  beforeCommit?: () => void;
  /** COMMIT is about to be sent. */
  committing?: () => void;
  ended?: (outcome: TransactionOutcome) => void;
}

/**
 * One transaction on a connection of its own, as TypeORM's `DataSource.transaction` runs it, with two differences
 * that keep outages honest (docs/api.md, Database outages):
 * - A statement that got no answer (the driver's query timeout on a frozen server, a dead socket) is not followed by
 *   a ROLLBACK, which would wait behind it as long again (a frozen server made writes answer after 40 s): the
 *   connection goes back to the pool unclean and the pool discards it (pool-guard.ts); PostgreSQL rolls back when it
 *   closes.
 * - A COMMIT that got no answer is reported as `unknown`, not as a failure: the write may be saved.
 */
export async function runTransaction<T>(
  dataSource: DataSource,
  work: (tx: EntityManager) => Promise<T>,
  hooks: TransactionHooks = {},
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  let outcome: TransactionOutcome = 'rolled-back';
  try {
    let result: T;
    try {
      await runner.startTransaction();
      result = await work(runner.manager);
      hooks.beforeCommit?.();
    } catch (error) {
      await rollBack(runner, error);
      throw error;
    }
    hooks.committing?.();
    try {
      await runner.commitTransaction();
    } catch (error) {
      // PostgreSQL refused the COMMIT itself (a deferred constraint): rolled back. Anything else: nobody knows.
      if (isServerRefusal(error)) await rollBack(runner, error);
      else outcome = 'unknown';
      throw error;
    }
    outcome = 'committed';
    return result;
  } finally {
    await runner.release();
    hooks.ended?.(outcome);
  }
}

/** Rolls back, unless the connection still waits for an answer or is gone: then the pool discards it instead. */
async function rollBack(runner: QueryRunner, cause: unknown): Promise<void> {
  if (!runner.isTransactionActive || isUnansweredCall(cause)) return;
  try {
    await runner.rollbackTransaction();
  } catch {
    // The connection is left inside its transaction: the pool discards it on release (pool-guard.ts).
  }
}
