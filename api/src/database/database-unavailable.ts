/**
 * Errors that mean "PostgreSQL cannot answer now", not "this request is wrong": the server is down or restarting,
 * every pooled connection stayed busy past DATABASE_ACQUIRE_TIMEOUT_MS, or a statement ran (or waited for a lock)
 * past DATABASE_STATEMENT_TIMEOUT_MS. The API answers them 503 with Retry-After, never 500.
 */
import { pgErrorCode } from './postgres-errors';

/**
 * SQLSTATEs of an outage or a timeout: 57014 statement timeout, 55P03 lock timeout, 25P03 a transaction left idle past
 * idle_in_transaction_session_timeout (its session ended by the server), class 08 connection, class 53 resources,
 * 57P0x shutdown.
 */
const UNAVAILABLE_SQLSTATE = /^(57014|55P03|25P03|08...|53...|57P0[1-4])$/;

/** Socket errors of a server that is not there. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** pg and pg-pool raise these as plain errors, without a code. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code !== undefined && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_CODES.has(code))) return true;
  const candidate = error as { message?: unknown; driverError?: { message?: unknown } } | undefined;
  const message = candidate?.driverError?.message ?? candidate?.message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL itself refused the statement (an ErrorResponse of severity ERROR): it answered, so the transaction is
 * known to be rolled back and the connection is in step. FATAL and PANIC end the session: not a refusal.
 */
export function isServerRefusal(error: unknown): boolean {
  const candidate = error as { severity?: unknown; driverError?: { severity?: unknown } } | undefined;
  return (candidate?.driverError?.severity ?? candidate?.severity) === 'ERROR';
}

/**
 * The call gave up, or its connection died, before PostgreSQL answered (a client-side query timeout, a reset socket,
 * a session ended): what was sent may or may not have happened, and the connection cannot be trusted with another
 * statement. At COMMIT, it means nobody here knows whether the write was saved.
 */
export function isUnansweredCall(error: unknown): boolean {
  return isDatabaseUnavailable(error) && !isServerRefusal(error);
}
