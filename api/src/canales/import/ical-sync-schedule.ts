import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { askPeriodically } from '../../database/scheduled-task';
import { IcalSyncService } from './ical-sync.service';

/** Each replica asks every minute (plus jitter) for calendars due; claiming one is atomic, so each syncs once per period. */
const CHECK_EVERY_MS = 60_000;

/**
 * The periodic import (Configuración's «minutos_sincronizacion», default 15). No state in memory but the timer: which
 * calendar is due is its `ultimo_intento`, claimed with FOR UPDATE SKIP LOCKED (calendarios.sql.ts).
 */
@Injectable()
export class IcalSyncSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Canales');
  private stop: (() => void) | undefined;

  constructor(private readonly sync: IcalSyncService) {}

  onApplicationBootstrap(): void {
    this.stop = askPeriodically(() => this.sync.syncDue(), CHECK_EVERY_MS, 15_000, this.logger, 'La sincronización de calendarios');
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
