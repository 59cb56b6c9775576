import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { askPeriodically, runIfDue } from '../database/scheduled-task';
import { IdempotencyRepository } from './idempotency.repository';

/** The row of `tareas_programadas` and the advisory lock that make this purge run once per period across replicas. */
const TASK = 'purga-claves-idempotencia';
const PURGE_EVERY_MS = 60 * 60_000;
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Deletes the Idempotency-Key rows past their 24 h (docs/data.md, who deletes what), on the shared schedule
 * (database/scheduled-task.ts): every replica asks every ten minutes; the one that takes the task's advisory lock and
 * finds its last run an hour old runs it.
 */
@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Purga');
  private stop: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: IdempotencyRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = askPeriodically(() => this.runIfDue(), CHECK_EVERY_MS, 60_000, this.logger, 'La purga de claves de idempotencia');
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** Runs the purge when due and no other replica is running it: 'ran' or 'skipped'. */
  runIfDue(): Promise<'ran' | 'skipped'> {
    return runIfDue(this.dataSource, TASK, PURGE_EVERY_MS, async (tx) => {
      const claves = await this.keys.purgeExpired(tx);
      this.logger.log(`Purga: ${claves} claves de idempotencia vencidas borradas`);
    });
  }
}
