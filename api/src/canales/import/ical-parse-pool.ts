/**
 * iCal parsing off the event loop (issue 33): one piscina worker thread per replica parses feeds (ical-parse.worker.ts),
 * so a 20,000-event feed (about a second of ical.js) never stalls the loop that answers the desk. One thread: a replica
 * has few cores and PostgreSQL wants one; feeds queue for it (one sync per calendar at a time bounds the queue by the
 * number of calendars). The thread starts at the first feed and ends after a minute idle.
 */
import path from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { todayIso } from '@camping/contracts/dates';
import type { ParseOutcome, ParseTask } from './ical-parse.worker';
import { FORMAT_MSG } from './ical-events';

/** A 5 MB feed parses in a few seconds; one that takes longer is not a calendar we can use. */
export const PARSE_TIMEOUT_MS = 30_000;

/**
 * The worker file beside this module: compiled (.js) in the built API; under jest the sources are .ts, and the worker
 * thread, which jest does not reach, loads them through swc (test/helpers/ts-worker-register.js).
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  if (!__filename.endsWith('.ts')) return { filename: path.join(__dirname, 'ical-parse.worker.js'), execArgv: [] };
  const register = path.resolve(__dirname, '../../../test/helpers/ts-worker-register.js');
  return { filename: path.join(__dirname, 'ical-parse.worker.ts'), execArgv: ['--conditions=source', '--require', register] };
}

@Injectable()
export class IcalParsePool implements OnModuleDestroy {
  private pool: Piscina<ParseTask, ParseOutcome> | null = null;

  private started(): Piscina<ParseTask, ParseOutcome> {
    this.pool ??= new Piscina<ParseTask, ParseOutcome>({
      ...workerOptions(),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      // A bad feed may not take the process's memory with it (5 MB of text needs far less).
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // Below the loop's priority where the OS allows it (@napi-rs/nice, piscina's optional dependency).
      niceIncrement: 5,
    });
    return this.pool;
  }

  /** The feed's events as array literals, or its format error in Spanish (a parse past PARSE_TIMEOUT_MS is one). */
  async parse(body: Buffer, contentType: string): Promise<ParseOutcome> {
    try {
      // A body that owns its memory (any but the smallest) is handed over, not copied: the loop never copies megabytes.
      const memory = body.buffer;
      const owned = memory instanceof ArrayBuffer && body.byteOffset === 0 && body.byteLength === memory.byteLength;
      return await this.started().run(
        { body, contentType, today: todayIso() },
        { signal: AbortSignal.timeout(PARSE_TIMEOUT_MS), transferList: owned ? [memory] : [] },
      );
    } catch (error) {
      if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') return { ok: false, message: FORMAT_MSG.invalido };
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
