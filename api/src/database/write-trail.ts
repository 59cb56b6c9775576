import type { EntityManager } from 'typeorm';

/**
 * A first statement the request's first transaction runs before its work, once: the Idempotency-Key's row
 * (idempotency/), so a committed write always has its key and a rolled-back one leaves none.
 *   pending: no transaction wrote it yet; writing: one is; committed: one committed it; unknown: its COMMIT got no
 *   answer; settled: the request's answer is decided, no later transaction takes it.
 */
export interface TransactionClaim {
  state: 'pending' | 'writing' | 'committed' | 'unknown' | 'settled';
  insert(tx: EntityManager): Promise<void>;
}

/**
 * What one request's transactions did (Transactions.run), kept in its actor scope (actor.ts): its error answers say
 * from it whether anything was saved (write-outcome.ts), and once the request has answered (the deadline,
 * http/request-deadline.ts) it is `abandoned`: no transaction of it starts or commits any more.
 */
export interface WriteTrail {
  started: number;
  /** COMMITs sent and not answered yet. */
  committing: number;
  committed: number;
  /** A COMMIT whose answer never came (the connection died or froze): saved or not, nobody here knows. */
  outcomeUnknown: boolean;
  abandoned: boolean;
  claim?: TransactionClaim;
}

/** The request's trail, made at its first use. */
export function writeTrailOf(scope: { writes?: WriteTrail }): WriteTrail {
  scope.writes ??= { started: 0, committing: 0, committed: 0, outcomeUnknown: false, abandoned: false };
  return scope.writes;
}

/** Thrown instead of starting or committing a transaction for a request that has already answered. */
export class RequestAlreadyAnswered extends Error {
  constructor() {
    super('La solicitud ya fue respondida (plazo vencido): la transacción no se confirma');
    this.name = 'RequestAlreadyAnswered';
  }
}
