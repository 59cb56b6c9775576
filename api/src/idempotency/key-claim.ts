import type { FastifyRequest } from 'fastify';
import type { Tx } from '../database/transactions';
import type { TransactionClaim } from '../database/write-trail';
import type { IdempotencyRepository, KeyRef } from './idempotency.repository';

/**
 * A request's key, claimed by the first transaction of its write (Transactions.run calls `insert` first thing): a
 * committed write always has its key row, a rolled-back one none.
 */
export class KeyClaim implements TransactionClaim, KeyRef {
  state: TransactionClaim['state'] = 'pending';

  constructor(
    readonly usuarioId: number,
    readonly clave: string,
    readonly huella: Buffer,
    private readonly keys: IdempotencyRepository,
  ) {}

  async insert(tx: Tx): Promise<void> {
    if (!(await this.keys.claim(this, tx))) throw new KeyTaken();
  }
}

/**
 * Another request with the same key committed first (it may have run at the same time: the claim waited for it).
 * Rolls this write back; the interceptor answers as for a retry. No SQLSTATE on purpose: services that turn a
 * unique violation into their own 409 must not take it for theirs.
 */
export class KeyTaken extends Error {
  constructor() {
    super('La clave de idempotencia ya está registrada por otra solicitud');
    this.name = 'KeyTaken';
  }
}

export const IDEMPOTENCY = Symbol('idempotency');

/** What the answer's onSend hook (idempotent-answers.ts) needs to know of a request with a key. */
export interface IdempotencyState {
  /** The stored answer's status, sent instead of the route's own. */
  replayStatus?: number;
  /** A write that committed, then failed: its error answer, as formatted, is stored for the retries. */
  storeErrorOf?: KeyRef;
}

export type IdempotentRequest = FastifyRequest & { [IDEMPOTENCY]?: IdempotencyState };
