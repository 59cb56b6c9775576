/**
 * The one fetch wrapper every remote uses: same-origin cookies, JSON in and out, Spanish errors.
 * A non-OK answer becomes an ApiError carrying the server's message (spec section 7).
 */
import type { z } from 'zod';
import { MSG_PUBLICO, httpErrorMessage } from '../messages-publico';
import { idempotencyKeyFor, isFateUnknown, requestFingerprint, settleIdempotencyKey } from './idempotency-keys';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let baseUrl = '/api';
let onUnauthorized: (() => void) | undefined;

/** Where the API lives (a remote's dev server proxies `/api`, so the default rarely changes). */
export function configureApi(options: { baseUrl?: string; onUnauthorized?: () => void }): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.onUnauthorized !== undefined) onUnauthorized = options.onUnauthorized;
}

const sessionRenewedListeners = new Set<() => void>();

/**
 * Called after a login over an expired session (the shell's login dialog): each remote's screens ask again what
 * failed for lack of a session. Answers the unsubscribe.
 */
export function onSessionRenewed(listener: () => void): () => void {
  sessionRenewedListeners.add(listener);
  return () => {
    sessionRenewedListeners.delete(listener);
  };
}

export function notifySessionRenewed(): void {
  for (const listener of sessionRenewedListeners) listener();
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/** Builds `?a=1&flag`: a `true` value is a bare key, as the legacy calls (`hospedajes?tipos`) use. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue;
    parts.push(value === true ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  schema?: z.ZodType<T>;
  /** Message when the answer does not match the schema. */
  formatError?: string;
  signal?: AbortSignal;
}

function textField(data: unknown, key: string): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response: Response;
  const method = options.method ?? 'GET';
  const url = `${baseUrl}${path}${buildQuery(options.query)}`;
  const body = options.body !== undefined ? JSON.stringify(options.body) : undefined;
  // Every write names its operation (idempotency-keys.ts): a retry of the same submission is never done twice.
  const fingerprint = method !== 'GET' ? requestFingerprint(method, url, body) : undefined;
  const key = fingerprint !== undefined ? idempotencyKeyFor(fingerprint) : undefined;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        // Every change says JSON, body or not (a DELETE has none), as the spec's client does: the API refuses any
        // other type on a change (docs/api.md, cross-site writes).
        ...(method !== 'GET' || options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(key !== undefined ? { 'Idempotency-Key': key } : {}),
      },
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (fingerprint !== undefined && key !== undefined) settleIdempotencyKey(fingerprint, key, true);
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(MSG_PUBLICO.errorConexion, 0);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer broke off: what it said, and so what happened, is unknown.
    if (fingerprint !== undefined && key !== undefined) settleIdempotencyKey(fingerprint, key, true);
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(MSG_PUBLICO.errorConexion, 0);
  }
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (fingerprint !== undefined && key !== undefined) settleIdempotencyKey(fingerprint, key, isFateUnknown(response.status, data));
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    const message = textField(data, 'message') || textField(data, 'error') || httpErrorMessage(response.status);
    throw new ApiError(message, response.status, data);
  }
  if (data === undefined) throw new ApiError(text ? MSG_PUBLICO.errorProcesarRespuesta : MSG_PUBLICO.respuestaVacia, response.status);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(options.formatError ?? MSG_PUBLICO.errorFormatoDatos, response.status, data);
  return parsed.data;
}

/**
 * Whether a call's error is an ApiError, read by shape: a remote deployed on its own may carry another build of this
 * module, whose class `instanceof` would not recognise.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';
}

/** The HTTP status of an API error (0: no connection), else null. */
export function apiErrorStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}

/** The message to show for any error a call threw, with the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * What a failed write shows the clerk, or null when nothing should be shown: a 401 means the session ended, and the
 * shell's login dialog already opens over the screen with its input intact, so a «No autorizado» toast or field error
 * beside it would only contradict it. Every mutation's error handler goes through this.
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  return apiErrorStatus(error) === 401 ? null : errorMessage(error, fallback);
}
