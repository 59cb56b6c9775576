import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../database/postgres-errors';
import { CalendariosRepository, type SyncCounts } from './calendarios.repository';
import { CalendarFetchError, fetchCalendar } from './ical-fetch';
import { CalendarFormatError, parseExternalEvents } from './ical-events';

export type SyncResult = { ok: true; counts: SyncCounts } | { ok: false; error: string } | { ok: 'gone' };

/** Calendars one replica syncs at once in its periodic pass (syncDue). */
export const SYNC_WORKERS = 3;

/**
 * One calendar's sync (docs/channels.md): fetch and parse outside any transaction (up to 15 s), then apply the events
 * in one short transaction under the calendar's advisory lock. Any failure before the apply records the error and
 * leaves the blocks of the last good sync untouched.
 */
@Injectable()
export class IcalSyncService {
  private readonly logger = new Logger('Canales');

  constructor(
    private readonly repository: CalendariosRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sync(calendar: { id: number; url: string }): Promise<SyncResult> {
    let events;
    try {
      const { text, contentType } = await fetchCalendar(calendar.url, { allowPrivate: this.config.ICAL_ALLOW_PRIVATE_URLS });
      events = parseExternalEvents(text, contentType);
    } catch (error) {
      if (!(error instanceof CalendarFetchError || error instanceof CalendarFormatError)) throw error;
      await this.repository.recordError(calendar.id, error.message);
      return { ok: false, error: error.message };
    }
    const counts = await this.applyRetryingOnce(calendar.id, events);
    return counts ? { ok: true, counts } : { ok: 'gone' };
  }

  /**
   * A stay booked between our conflict check and the block's insert makes the exclusion constraint refuse the
   * block (23P01): the second try sees the stay and records a conflict instead.
   */
  private async applyRetryingOnce(id: number, events: Parameters<CalendariosRepository['applyEvents']>[1]) {
    try {
      return await this.repository.applyEvents(id, events);
    } catch (error) {
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
      this.logger.warn(`Calendario ${id}: una estadía se reservó durante la sincronización; se reintenta`);
      return this.repository.applyEvents(id, events);
    }
  }

  /**
   * The periodic pass: SYNC_WORKERS loops claim and sync due calendars until none is due (or `max` in all). Several at
   * once, because a sync alternates between node (fetching, parsing) and PostgreSQL (applying): with 3 running, one
   * parses while another writes (bench/ical: 20 calendars of 500 events). Each claim is atomic (SKIP LOCKED), so no
   * calendar is synced twice, here or by another replica; 3 keeps most of the pool for the desk's calls.
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
