import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Tx } from './transactions';

/**
 * Scheduled work that runs once per period across replicas (docs/data.md): inside one transaction, the replica that
 * takes the task's advisory lock and finds its `tareas_programadas` mark a period old runs it and moves the mark;
 * the others skip. Nothing lives in process memory but the timer that asks.
 */
export function runIfDue(
  dataSource: DataSource,
  task: string,
  everyMs: number,
  work: (tx: Tx) => Promise<void>,
): Promise<'ran' | 'skipped'> {
  return dataSource.transaction(async (tx) => {
    const [{ locked }]: Array<{ locked: boolean }> = await tx.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [task]);
    if (!locked) return 'skipped';
    const due: unknown[] = await tx.query(
      `INSERT INTO tareas_programadas AS t (nombre, last_run_at) VALUES ($1, now())
       ON CONFLICT (nombre) DO UPDATE SET last_run_at = now()
       WHERE t.last_run_at <= now() - $2 * interval '1 millisecond'
       RETURNING 1`,
      [task, everyMs],
    );
    if (!due.length) return 'skipped';
    await work(tx);
    return 'ran';
  });
}

/**
 * Asks `check` every `everyMs` plus up to `jitterMs` (so replicas spread), never overlapping itself; a failure is
 * logged and asked again next time. Answers the stop function for onModuleDestroy.
 */
export function askPeriodically(check: () => Promise<unknown>, everyMs: number, jitterMs: number, logger: Logger, what: string): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    timer = setTimeout(() => {
      check()
        .catch((error: unknown) =>
          logger.warn(`${what} falló y se reintentará: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          if (!stopped) tick();
        });
    }, everyMs + Math.random() * jitterMs);
    timer.unref();
  };
  tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
