import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { askPeriodically, runIfDue } from '../database/scheduled-task';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { SessionRepository } from './session.repository';

/** The row of `tareas_programadas` and the advisory lock that make this purge run once per period across replicas. */
const TASK = 'purga-sesiones-y-limites';
/** How often the purge is due, and how often each replica asks whether it is (with jitter, so replicas spread). */
export const PURGE_EVERY_MS = 60 * 60_000;
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Deletes expired sessions and ended rate-limit windows (docs/data.md, who deletes what). Every replica asks every
 * ten minutes; the one that takes the advisory lock and finds the last run an hour old runs it (scheduled-task.ts).
 */
@Injectable()
export class ExpiredRowsPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Purga');
  private stop: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionRepository,
    private readonly counters: RateLimitRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = askPeriodically(() => this.runIfDue(), CHECK_EVERY_MS, 60_000, this.logger, 'La purga');
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** Runs the purge when due and no other replica is running it: 'ran' or 'skipped'. */
  runIfDue(): Promise<'ran' | 'skipped'> {
    return runIfDue(this.dataSource, TASK, PURGE_EVERY_MS, async (tx) => {
      const sesiones = await this.sessions.purgeExpired(tx);
      const limites = await this.counters.purgeExpired(tx);
      this.logger.log(`Purga: ${sesiones} sesiones vencidas y ${limites} contadores de límites borrados`);
    });
  }
}
