import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

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
  /** The gzip's length once made (0 before), counted in the budget. */
  gzippedBytes = 0;
  private compressed?: Promise<Buffer>;

  constructor(
    readonly version: string,
    text: string,
    private readonly onGzip: () => void = () => undefined,
  ) {
    this.body = Buffer.from(text, 'utf8');
  }

  gzip(): Promise<Buffer> {
    this.compressed ??= gzipAsync(this.body).then((bytes) => {
      this.gzippedBytes = bytes.length;
      this.onGzip();
      return bytes;
    });
    return this.compressed;
  }
}

/**
 * Answers kept by key with the data version they were computed at (database/read-cache.ts), bounded in number and
 * bytes by lru-cache: the least recently used leave first, and an answer larger than the whole budget is not kept.
 * The version check is ours: an answer of another version is not served, and leaves with the least recently used.
 */
export class KeptAnswers {
  private readonly entries: LRUCache<string, KeptAnswer>;

  constructor(maxEntries = KEPT_ANSWERS_MAX_ENTRIES, maxBytes = KEPT_ANSWERS_MAX_BYTES) {
    // lru-cache wants a positive size: an empty answer counts as one byte.
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (a) => sizeOf(a) });
  }

  /** The answer kept for `key` if it was computed at `version`, else undefined. */
  get(key: string, version: string): KeptAnswer | undefined {
    // peek first: an answer of another version is not a use.
    if (this.entries.peek(key)?.version !== version) return undefined;
    return this.entries.get(key);
  }

  /** Keeps `text` for `key` at `version` (replacing what was kept) and answers it, kept or not. */
  put(key: string, version: string, text: string): KeptAnswer {
    const answer: KeptAnswer = new KeptAnswer(version, text, () => {
      // Its gzip joins its size, counted only while this answer is still the one kept under its key.
      // lru-cache sizes an entry when it is set, and keeps the size when the same value is set again: set it anew.
      if (this.entries.peek(key) !== answer) return;
      this.entries.delete(key);
      this.entries.set(key, answer);
    });
    this.entries.set(key, answer);
    return answer;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

function sizeOf(answer: KeptAnswer): number {
  return Math.max(1, answer.body.length + answer.gzippedBytes);
}
