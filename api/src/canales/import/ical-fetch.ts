/**
 * Reads an external calendar's URL with the care a server fetching user-given URLs needs (docs/channels.md):
 * only http(s), at most 15 s and 5 MB, redirects followed by hand (at most 5, never to another scheme), and never to
 * loopback, private, link-local or other special addresses unless `allowPrivate` (the tests' local feed server).
 * The address check runs on the addresses the connection will really use (our own `lookup`), so a name that
 * resolves to a private address, or a redirect to one, is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** A refusal or failure of the fetch, with the Spanish text staff see on the calendar. */
export class CalendarFetchError extends Error {}

export const FETCH_MSG = {
  esquema: 'La dirección del calendario debe empezar con http:// o https://',
  redireccionEsquema: 'El calendario redirigió a una dirección que no es http:// ni https://',
  demasiadasRedirecciones: 'El calendario redirigió demasiadas veces',
  privada: 'La dirección apunta a una red local o privada: no se permite',
  tiempo: (s: number) => `El calendario no respondió en ${s} segundos`,
  tamano: (mb: number) => `El calendario pesa más de ${mb} MB`,
  estado: (status: number) => `El servidor del calendario respondió con el error ${status}`,
  noEncontrado: 'No se encontró el servidor del calendario (revise la dirección)',
  conexion: 'No se pudo conectar con el servidor del calendario',
} as const;

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Loopback, private, link-local, multicast, documentation and other addresses no public calendar lives at. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = !allowPrivate && addresses.some((a) => isPrivateAddress(a.address));
      if (refused) return callback(new CalendarFetchError(FETCH_MSG.privada), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function parseHttpUrl(text: string, message: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CalendarFetchError(message);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CalendarFetchError(message);
  return url;
}

function checkLiteralHost(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never reaches `lookup`: check it here.
  if (!allowPrivate && (isIP(host) ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) {
    throw new CalendarFetchError(FETCH_MSG.privada);
  }
}

function networkMessage(error: unknown): string {
  if (error instanceof CalendarFetchError) return error.message;
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return FETCH_MSG.noEncontrado;
  return FETCH_MSG.conexion;
}

interface Answer {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
}

function requestOnce(url: URL, options: FetchOptions, deadline: number, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const seconds = Math.round((options.timeoutMs ?? FETCH_LIMITS.timeoutMs) / 1000);
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new CalendarFetchError(FETCH_MSG.tiempo(seconds))), remaining);
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivate),
        headers: { Accept: 'text/calendar, */*;q=0.5', 'Accept-Encoding': 'identity', 'User-Agent': 'camping-canales-ical/1.0' },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          settled = true;
          clearTimeout(timer);
          resolve({ status, location: response.headers.location, contentType: '', body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) return fail(new CalendarFetchError(FETCH_MSG.tamano(maxBytes / 1024 / 1024)));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new CalendarFetchError(FETCH_MSG.tamano(maxBytes / 1024 / 1024)));
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status, contentType: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
        });
        response.on('error', (error) => fail(new CalendarFetchError(networkMessage(error))));
      },
    );
    request.on('error', (error) => fail(new CalendarFetchError(networkMessage(error))));
  });
}

/** The calendar's text (UTF-8) and declared content type, or a CalendarFetchError in Spanish. */
export async function fetchCalendar(address: string, options: FetchOptions): Promise<{ text: string; contentType: string }> {
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_LIMITS.timeoutMs);
  let url = parseHttpUrl(address, FETCH_MSG.esquema);
  for (let hop = 0; ; hop++) {
    checkLiteralHost(url, options.allowPrivate);
    const answer = await requestOnce(url, options, deadline, maxBytes);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (hop >= FETCH_LIMITS.maxRedirects) throw new CalendarFetchError(FETCH_MSG.demasiadasRedirecciones);
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw new CalendarFetchError(FETCH_MSG.redireccionEsquema);
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new CalendarFetchError(FETCH_MSG.redireccionEsquema);
      url = next;
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) throw new CalendarFetchError(FETCH_MSG.estado(answer.status));
    return { text: answer.body.toString('utf8'), contentType: answer.contentType };
  }
}
