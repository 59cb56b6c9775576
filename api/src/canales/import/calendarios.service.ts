import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import type { CalendarioExterno, Conflicto } from '@camping/contracts/schemas/calendario-externo';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../database/postgres-errors';
import { CalendariosRepository } from './calendarios.repository';
import { IcalSyncService } from './ical-sync.service';

const notFound = (message: string) => new NotFoundException({ success: false, message });

/** External calendars of each unit, their «Sincronizar ahora», and the conflicts they find. */
@Injectable()
export class CalendariosService {
  constructor(
    private readonly repository: CalendariosRepository,
    private readonly sync: IcalSyncService,
  ) {}

  list(): Promise<CalendarioExterno[]> {
    return this.repository.findAll();
  }

  /** Adds the calendar and syncs it at once, so staff see its first result (or error) in the answer. */
  async create(hospedajeId: number, nombre: string, url: string, usuario: string): Promise<CalendarioExterno> {
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
  async syncNow(id: number): Promise<CalendarioExterno> {
    const calendar = await this.repository.claim(id);
    if (!calendar) {
      if (await this.repository.findById(id)) throw new ConflictException({ success: false, message: MSG_CANALES.sincronizacionEnCurso });
      throw notFound(MSG.calendarioExternoNoEncontrado);
    }
    const result = await this.sync.sync(calendar);
    const now = result.ok === 'gone' ? null : await this.repository.findById(id);
    if (!now) throw notFound(MSG.calendarioExternoNoEncontrado);
    return now;
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
