import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { askPeriodically, runIfDue } from '../database/scheduled-task';
import { ReservasService } from './reservas.service';

/** The row of `tareas_programadas` and the advisory lock of the sweep. */
const TASK = 'vencimiento-prereservas';
/** Due every minute; each replica asks every minute (plus jitter). */
export const SWEEP_EVERY_MS = 60_000;
const CHECK_EVERY_MS = 60_000;

/**
 * Cancels expired holds, with their note, so the calendar and the lists show the unit free (issue 16). It only
 * keeps screens true: every booking and edit already cancels the expired holds in its way inside its own
 * transaction (ReservasService), and availability reads ignore them, so correctness never waits for this sweep.
 * Runs once per period across replicas (scheduled-task.ts).
 */
@Injectable()
export class StaleHoldsSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Prereservas');
  private stop: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reservas: ReservasService,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = askPeriodically(() => this.runIfDue(), CHECK_EVERY_MS, 15_000, this.logger, 'El vencimiento de pre-reservas');
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** Runs the sweep when due and no other replica is running it: 'ran' or 'skipped'. */
  runIfDue(): Promise<'ran' | 'skipped'> {
    return runIfDue(this.dataSource, TASK, SWEEP_EVERY_MS, async (tx) => {
      const vencidas = await this.reservas.expireAllHolds(tx);
      if (vencidas) this.logger.log(`Pre-reservas vencidas canceladas: ${vencidas}`);
    });
  }
}
