import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { SessionRepository } from './session.repository';

/** The row of `tareas_programadas` and the advisory lock that make this purge run once per period across replicas. */
const TASK = 'purga-sesiones-y-limites';
/** How often the purge is due, and how often each replica asks whether it is (with jitter, so replicas spread). */
export const PURGE_EVERY_MS = 60 * 60_000;
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Deletes expired sessions and ended rate-limit windows (docs/data.md, who deletes what). Every replica asks every
 * ten minutes; inside one transaction, the one that takes the advisory lock and finds the last run an hour old
 * runs it and moves the mark, the others skip. Nothing lives in process memory.
 */
@Injectable()
export class ExpiredRowsPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Purga');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionRepository,
    private readonly counters: RateLimitRepository,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      this.timer = setTimeout(() => {
        this.runIfDue()
          .catch((error: unknown) => this.logger.warn(`La purga falló y se reintentará: ${error instanceof Error ? error.message : String(error)}`))
          .finally(tick);
      }, CHECK_EVERY_MS + Math.random() * 60_000);
      this.timer.unref();
    };
    tick();
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
  }

  /** Runs the purge when due and no other replica is running it: 'ran' or 'skipped'. */
  runIfDue(): Promise<'ran' | 'skipped'> {
    return this.dataSource.transaction(async (tx) => {
      const [{ locked }]: Array<{ locked: boolean }> = await tx.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [TASK]);
      if (!locked) return 'skipped';
      const due: unknown[] = await tx.query(
        `INSERT INTO tareas_programadas AS t (nombre, last_run_at) VALUES ($1, now())
         ON CONFLICT (nombre) DO UPDATE SET last_run_at = now()
         WHERE t.last_run_at <= now() - $2 * interval '1 millisecond'
         RETURNING 1`,
        [TASK, PURGE_EVERY_MS],
      );
      if (!due.length) return 'skipped';
      const sesiones = await this.sessions.purgeExpired(tx);
      const limites = await this.counters.purgeExpired(tx);
      this.logger.log(`Purga: ${sesiones} sesiones vencidas y ${limites} contadores de límites borrados`);
      return 'ran';
    });
  }
}
