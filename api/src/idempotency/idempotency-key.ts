import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { stringify } from 'safe-stable-stringify';
import { MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';

/** The header's value: 1 to 255 printable ASCII characters (a UUID is what the shared client sends). */
const KEY = /^[\x20-\x7e]{1,255}$/;

/** The key a write names, or a Spanish 400 when it is not one. */
export function parseIdempotencyKey(header: string | string[]): string {
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (!KEY.test(value)) throw new BadRequestException({ success: false, message: MSG_IDEMPOTENCIA.claveInvalida });
  return value;
}

/** The path and query as the call means them: `_t`, the spec's client's cache-buster (always ignored), left out. */
function meaningfulUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.delete('_t');
  const rest = query.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}

/**
 * What makes two requests the same operation: method, path with its query, and the body as canonical JSON (keys
 * sorted: a client may serialise the same object in another order). SHA-256: 32 bytes a row, compared as bytes.
 */
export function requestHash(method: string, url: string, body: unknown): Buffer {
  const canonical = body === undefined || body === null ? '' : (stringify(body) ?? '');
  return createHash('sha256').update(`${method.toUpperCase()}\n${meaningfulUrl(url)}\n${canonical}`).digest();
}
