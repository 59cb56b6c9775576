/**
 * One guarded fetch for every URL a user gives the server (iCal feeds, remote manifests; docs/decisions.md): only
 * http(s); only public unicast addresses (address-policy.ts), checked on the URL's literal host, on every DNS answer
 * and on the socket actually connected (guarded-connector.ts), again at every redirect hop (followed by hand, at most
 * `maxRedirects`, never to another scheme); the body streamed and abandoned as soon as it passes `maxBytes`; one
 * deadline for the whole exchange. ICAL_ALLOW_PRIVATE_URLS (addressPolicy(true)) lifts the address rule only.
 */
import type { Readable } from 'node:stream';
import { request } from 'undici';
import { type AddressPolicy, isIpLiteral } from './address-policy';
import { guardedAgent, refusedAddress } from './guarded-connector';
import { GuardedFetchError } from './guarded-fetch-error';

export interface GuardedFetchOptions {
  /** addressPolicy(config.ICAL_ALLOW_PRIVATE_URLS). */
  policy: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** The Accept header. */
  accept: string;
}

export interface GuardedFetchResult {
  body: Buffer;
  contentType: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const DEFAULT_MAX_REDIRECTS = 5;

function httpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new GuardedFetchError('esquema', 'URL ilegible');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GuardedFetchError('esquema', url.protocol);
  return url;
}

/** An IP literal never reaches `lookup`: refused here, before any packet leaves. */
function checkLiteral(url: URL, policy: AddressPolicy): void {
  if (isIpLiteral(url.hostname) && !policy(url.hostname.replace(/^\[|\]$/g, ''), 'url')) throw refusedAddress(url.hostname, 'url');
}

/** Drops a body unread: the stream and its connection closed now (undici reports that as an error nobody needs). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** The body, up to `maxBytes`: past it the stream is destroyed at once (the connection with it), nothing more read. */
async function readCapped(body: Readable, declared: string | string[] | undefined, maxBytes: number): Promise<Buffer> {
  if (Number(declared) > maxBytes) {
    discard(body);
    throw new GuardedFetchError('tamano', `Content-Length ${String(declared)}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      discard(body);
      throw new GuardedFetchError('tamano', `más de ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function asFetchError(error: unknown, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error;
  // undici wraps what the connector refused in its own errors: look for ours inside.
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof GuardedFetchError) return cause;
  if (signal.aborted) return new GuardedFetchError('tiempo', 'plazo vencido');
  const code = (error as { code?: string }).code ?? (error as Error).name;
  return new GuardedFetchError('red', String(code));
}

/** GET `address` under the guard; a GuardedFetchError (reason for the log only) for anything but a 2xx body. */
export async function guardedFetch(address: string, options: GuardedFetchOptions): Promise<GuardedFetchResult> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const agent = guardedAgent(options.policy, options.timeoutMs);
  try {
    let url = httpUrl(address);
    for (let hop = 0; ; hop++) {
      checkLiteral(url, options.policy);
      const answer = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: { accept: options.accept, 'accept-encoding': 'identity', 'user-agent': 'camping-complejo/1.0' },
      });
      if (REDIRECTS.has(answer.statusCode) && answer.headers.location) {
        discard(answer.body);
        if (hop >= maxRedirects) throw new GuardedFetchError('redirecciones', `más de ${maxRedirects}`);
        url = httpUrl(String(answer.headers.location), url);
        continue;
      }
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        discard(answer.body);
        throw new GuardedFetchError('estado', String(answer.statusCode));
      }
      const body = await readCapped(answer.body, answer.headers['content-length'], options.maxBytes);
      return { body, contentType: String(answer.headers['content-type'] ?? '') };
    }
  } catch (error) {
    throw asFetchError(error, signal);
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}
