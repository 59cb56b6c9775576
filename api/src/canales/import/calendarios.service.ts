import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import type { CalendarioExterno, Conflicto } from '@camping/contracts/schemas/calendario-externo';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../database/postgres-errors';
import { requestDeadlineMs } from '../../database/typeorm-options';
import { CalendariosRepository } from './calendarios.repository';
import { IcalSyncService } from './ical-sync.service';

const notFound = (message: string) => new NotFoundException({ success: false, message });

/** A calendar after «Sincronizar ahora»: `enCurso` when its sync was still running at the answer's time. */
export interface SyncNowResult {
  calendario: CalendarioExterno;
  enCurso: boolean;
}

/**
 * How long «Sincronizar ahora» waits for its sync before answering that it goes on: half the call's deadline (about
 * 10 s by default), so a slow feed (up to 15 s to arrive) or a huge one on a loaded replica is never answered by the
 * deadline's 503 while it runs on.
 */
function syncAnswerWithinMs(statementTimeoutMs: number): number {
  return Math.max(1000, Math.floor(requestDeadlineMs(statementTimeoutMs) / 2));
}

/** External calendars of each unit, their «Sincronizar ahora», and the conflicts they find. */
@Injectable()
export class CalendariosService {
  private readonly logger = new Logger('Canales');

  constructor(
    private readonly repository: CalendariosRepository,
    private readonly sync: IcalSyncService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(): Promise<CalendarioExterno[]> {
    return this.repository.findAll();
  }

  /** Adds the calendar and syncs it at once, so staff see its first result (or error) in the answer. */
  async create(hospedajeId: number, nombre: string, url: string, usuario: string): Promise<SyncNowResult> {
    let id: number | null;
    try {
      id = await this.repository.create(hospedajeId, nombre, url, usuario);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictException({ success: false, message: MSG.calendarioDuplicado });
      throw error;
    }
    if (id === null) throw new BadRequestException({ success: false, message: MSG.canalSinCalendario });
    return this.syncNow(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repository.remove(id))) throw notFound(MSG.calendarioExternoNoEncontrado);
  }

  /**
   * Syncs one calendar now and answers it with its log (the error, if any, is in `error`). While a sync of it runs
   * (here, on another replica, or the periodic pass) a second one is refused with 409: one sync per calendar at a time.
   */
  async syncNow(id: number): Promise<SyncNowResult> {
    const calendar = await this.repository.claim(id);
    if (!calendar) {
      if (await this.repository.findById(id)) throw new ConflictException({ success: false, message: MSG_CANALES.sincronizacionEnCurso });
      throw notFound(MSG.calendarioExternoNoEncontrado);
    }
    const running = this.sync.sync(calendar);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), syncAnswerWithinMs(this.config.DATABASE_STATEMENT_TIMEOUT_MS));
    });
    const result = await Promise.race([running, late]).finally(() => clearTimeout(timer));
    if (result === 'late') {
      // It runs on and releases its lease at the end; meanwhile another «Sincronizar ahora» is told it is running.
      running.catch((error: unknown) => this.logger.error(`Calendario ${id}: la sincronización falló`, error as Error));
    }
    const now = result !== 'late' && result.ok === 'gone' ? null : await this.repository.findById(id);
    if (!now) throw notFound(MSG.calendarioExternoNoEncontrado);
    return { calendario: now, enCurso: result === 'late' };
  }

  conflicts(page: number, pageSize: number): Promise<{ total: number; conflictos: Conflicto[] }> {
    return this.repository.conflicts(page, pageSize);
  }

  conflictsInRange(desde: string, hasta: string): Promise<Conflicto[]> {
    return this.repository.conflictsInRange(desde, hasta);
  }

  pendingConflicts(): Promise<number> {
    return this.repository.pendingConflicts();
  }

  async markSeen(id: number, usuario: string): Promise<void> {
    if (!(await this.repository.markSeen(id, usuario))) throw notFound(MSG.conflictoNoEncontrado);
  }
}
