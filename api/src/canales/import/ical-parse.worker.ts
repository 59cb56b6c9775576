/**
 * The parse worker (piscina, ical-parse-pool.ts): a feed's bytes → its events as PostgreSQL array literals, off the
 * event loop. ical.js on 20,000 events takes about a second of CPU; here it takes none of the loop's.
 */
import { type EventColumns, toColumns } from './event-columns';
import { CalendarFormatError, parseExternalEvents } from './ical-events';

export interface ParseTask {
  body: Uint8Array;
  contentType: string;
  today: string;
}

/** A format error comes back as a value: an Error crossing the thread loses its class. */
export type ParseOutcome = { ok: true; columns: EventColumns } | { ok: false; message: string };

export default function parseFeed(task: ParseTask): ParseOutcome {
  const text = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength).toString('utf8');
  try {
    return { ok: true, columns: toColumns(parseExternalEvents(text, task.contentType, task.today)) };
  } catch (error) {
    if (error instanceof CalendarFormatError) return { ok: false, message: error.message };
    throw error;
  }
}
