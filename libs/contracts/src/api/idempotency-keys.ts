/**
 * The Idempotency-Key of every write the shared client sends (apiRequest; docs/api.md «Idempotent writes»): a new key
 * for each submission, and, when a write's fate is unknown (no answer, a 5xx, or the 409 «en proceso»), that key is
 * kept for that exact request (method, path with query, body) so the clerk's retry of the same submission names the
 * same operation: the server answers it once, whatever happened to the first try. Any final answer (2xx, other 4xx)
 * forgets it, and the next submission gets a new key. Kept in memory: a reload shows what was saved anyway.
 */
import { CODIGO_OPERACION_EN_PROCESO } from '../messages-idempotencia';

/** Unsettled requests kept at most (the oldest leave first): a clerk retries one or two, not hundreds. */
const KEPT_MAX = 50;
const unsettled = new Map<string, string>();

/** What names a request: two submissions are the same operation when all of it is the same. */
export function requestFingerprint(method: string, url: string, body: string | undefined): string {
  return `${method} ${url}\n${body ?? ''}`;
}

/** A random UUID (v4); `crypto.randomUUID` exists only on https or localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for a submission: the one of an unsettled identical request, else a new one. */
export function idempotencyKeyFor(fingerprint: string): string {
  return unsettled.get(fingerprint) ?? newIdempotencyKey();
}

/** Whether an answer leaves the write's fate unknown (status 0: no answer at all). */
export function isFateUnknown(status: number, body: unknown): boolean {
  if (status === 0 || status >= 500) return true;
  return status === 409 && typeof body === 'object' && body !== null && (body as { codigo?: unknown }).codigo === CODIGO_OPERACION_EN_PROCESO;
}

/** Keeps the key of a request whose fate is unknown, or forgets it once its answer is final. */
export function settleIdempotencyKey(fingerprint: string, key: string, fateUnknown: boolean): void {
  unsettled.delete(fingerprint);
  if (!fateUnknown) return;
  unsettled.set(fingerprint, key);
  for (const oldest of unsettled.keys()) {
    if (unsettled.size <= KEPT_MAX) break;
    unsettled.delete(oldest);
  }
}
