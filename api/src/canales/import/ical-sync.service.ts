import { Inject, Injectable, Logger } from '@nestjs/common';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../database/postgres-errors';
import { addressPolicy } from '../../net/address-policy';
import { GuardedFetchError } from '../../net/guarded-fetch-error';
import { CalendariosRepository, type SyncCounts } from './calendarios.repository';
import type { EventColumns } from './event-columns';
import { fetchCalendar } from './ical-fetch';
import { IcalParsePool } from './ical-parse-pool';

export type SyncResult = { ok: true; counts: SyncCounts } | { ok: false; error: string } | { ok: 'gone' };

/** Calendars one replica syncs at once in its periodic pass (syncDue). */
export const SYNC_WORKERS = 3;

/**
 * One calendar's sync (docs/channels.md), for a calendar already claimed (its lease: calendarios.sql.ts): fetch through
 * the guarded fetch and parse in the worker thread, outside any transaction (up to 15 s + the parse), then apply the
 * events in one short transaction under the calendar's advisory lock; the lease is released at the end whatever
 * happened. Any failure before the apply records the error and leaves the blocks of the last good sync untouched.
 */
@Injectable()
export class IcalSyncService {
  private readonly logger = new Logger('Canales');

  constructor(
    private readonly repository: CalendariosRepository,
    private readonly parser: IcalParsePool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sync(calendar: { id: number; url: string }): Promise<SyncResult> {
    try {
      const read = await this.read(calendar);
      if (!read.ok) {
        await this.repository.recordError(calendar.id, read.message);
        return { ok: false, error: read.message };
      }
      const counts = await this.applyRetryingOnce(calendar.id, read.columns);
      return counts ? { ok: true, counts } : { ok: 'gone' };
    } finally {
      await this.repository.release(calendar.id);
    }
  }

  /** The feed's events, or the one Spanish message of a failed fetch (the reason goes to the log) or a format error. */
  private async read(calendar: { id: number; url: string }): Promise<{ ok: true; columns: EventColumns } | { ok: false; message: string }> {
    let fetched;
    try {
      fetched = await fetchCalendar(calendar.url, addressPolicy(this.config.ICAL_ALLOW_PRIVATE_URLS));
    } catch (error) {
      if (!(error instanceof GuardedFetchError)) throw error;
      this.logger.warn(`Calendario ${calendar.id}: no se pudo leer (${error.message})`);
      return { ok: false, message: MSG_CANALES.calendarioNoSeLeyo };
    }
    return this.parser.parse(fetched.body, fetched.contentType);
  }

  /**
   * A stay booked between our free-night computation and the block's insert makes the exclusion constraint refuse the
   * block (23P01): the second try sees the stay and records a conflict for those nights instead.
   */
  private async applyRetryingOnce(id: number, columns: EventColumns) {
    try {
      return await this.repository.applyEvents(id, columns);
    } catch (error) {
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
      this.logger.warn(`Calendario ${id}: una estadía se reservó durante la sincronización; se reintenta`);
      return this.repository.applyEvents(id, columns);
    }
  }

  /**
   * The periodic pass: SYNC_WORKERS loops claim and sync due calendars until none is due (or `max` in all). Several at
   * once, because a sync alternates between the network, the parse thread and PostgreSQL: with 3 running, one waits on
   * its feed while another is parsed and a third writes (bench/ical). Each claim takes the calendar's lease atomically,
   * so no calendar is synced twice at once, here, by «Sincronizar ahora» or by another replica.
   */
  async syncDue(max = 50): Promise<number> {
    let claimed = 0;
    const worker = async () => {
      while (claimed < max) {
        claimed++;
        const calendar = await this.repository.claimDue();
        if (!calendar) {
          claimed--;
          return;
        }
        await this.sync(calendar);
      }
    };
    await Promise.all(Array.from({ length: SYNC_WORKERS }, worker));
    return claimed;
  }
}
