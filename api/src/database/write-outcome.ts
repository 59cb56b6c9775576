import { MSG } from '@camping/contracts/messages';
import { MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';
import type { WriteTrail } from './write-trail';

/** A 503's words, and whether to invite a retry (Retry-After). */
export interface UnavailableAnswer {
  message: string;
  retryAfter: boolean;
}

/**
 * What a call answers when PostgreSQL could not answer it (an outage, a timeout, the call's deadline), from what its
 * transactions did (write-trail.ts), so a write never says «try again» when it was saved (issue 33):
 * - a transaction committed: it says so, and invites no retry (a retry with the same Idempotency-Key is answered
 *   «ya registrada»; one without a key would write again);
 * - a COMMIT got no answer, or `inFlight` (the deadline answered while the call may still write): nobody knows, and
 *   it says so; with a key, a retry finds out (the key's row is written in the same transaction as the write);
 * - otherwise nothing was saved: the usual «intente nuevamente».
 */
export function unavailableAnswer(trail: WriteTrail | undefined, inFlight = false): UnavailableAnswer {
  if (trail && trail.committed > 0) return { message: MSG_IDEMPOTENCIA.guardadoSinRespuesta, retryAfter: false };
  if (trail?.outcomeUnknown || inFlight) {
    return {
      message: trail?.claim ? MSG_IDEMPOTENCIA.guardadoInciertoConClave : MSG_IDEMPOTENCIA.guardadoIncierto,
      retryAfter: true,
    };
  }
  return { message: MSG.servicioNoDisponible, retryAfter: true };
}

/**
 * The deadline's answer for a call that may write, still running: from now on none of its transactions starts or
 * commits (Transactions.run). Nothing more will be saved unless a COMMIT is already on its way, or the handler writes
 * outside Transactions.run (the writes docs/api.md lists) and has started (`handlerStarted`: the session check passed).
 */
export function abandonWrites(trail: WriteTrail, handlerStarted: boolean): UnavailableAnswer {
  trail.abandoned = true;
  const mayStillWrite = trail.committing > 0 || (handlerStarted && trail.started === 0);
  return unavailableAnswer(trail, mayStillWrite);
}
