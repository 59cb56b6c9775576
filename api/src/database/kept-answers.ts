import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** What one replica keeps: at most this many answers and this many bytes of them (their gzip counted too). */
export const KEPT_ANSWERS_MAX_ENTRIES = 200;
export const KEPT_ANSWERS_MAX_BYTES = 48 * 1024 * 1024;
/** The searched pages' own budget (read-cache.ts): a searched page of 50 rows is ~22 kB. */
export const KEPT_SEARCHES_MAX_ENTRIES = 300;
export const KEPT_SEARCHES_MAX_BYTES = 16 * 1024 * 1024;

const gzipAsync = promisify(gzip);

/**
 * One kept answer: its JSON as UTF-8 bytes, written as they are at every call, and their gzip, made at the first
 * call that accepts it (what browsers send) and then reused: a 6-week window is 330 kB that would otherwise be
 * encoded and compressed again at every call.
 */
export class KeptAnswer {
  readonly body: Buffer;
  private compressed?: Promise<Buffer>;

  constructor(
    readonly version: string,
    text: string,
    private readonly onGzip: (bytes: number) => void = () => undefined,
  ) {
    this.body = Buffer.from(text, 'utf8');
  }

  gzip(): Promise<Buffer> {
    this.compressed ??= gzipAsync(this.body).then((bytes) => {
      this.onGzip(bytes.length);
      return bytes;
    });
    return this.compressed;
  }
}

/**
 * Answers kept by key with the data version they were computed at (database/read-cache.ts), bounded in number and
 * bytes: the least recently used leave first, and an answer larger than the whole budget is not kept.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, { answer: KeptAnswer; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = KEPT_ANSWERS_MAX_ENTRIES,
    private readonly maxBytes = KEPT_ANSWERS_MAX_BYTES,
  ) {}

  /** The answer kept for `key` if it was computed at `version`, else undefined. */
  get(key: string, version: string): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (kept?.answer.version !== version) return undefined;
    // Map order is the use order: move the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.answer;
  }

  /** Keeps `text` for `key` at `version` (replacing what was kept) and answers it, kept or not. */
  put(key: string, version: string, text: string): KeptAnswer {
    this.remove(key);
    const entry = { answer: undefined as unknown as KeptAnswer, bytes: 0 };
    entry.answer = new KeptAnswer(version, text, (gzipped) => {
      // Counted only while this entry is still the one kept under its key.
      if (this.entries.get(key) !== entry) return;
      entry.bytes += gzipped;
      this.bytes += gzipped;
      this.evict();
    });
    entry.bytes = entry.answer.body.length;
    if (entry.bytes > this.maxBytes) return entry.answer;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry.answer;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}
