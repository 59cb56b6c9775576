import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { currentScope, runAs } from './actor';
import { runTransaction, type TransactionHooks } from './transaction-runner';
import { RequestAlreadyAnswered, type TransactionClaim, type WriteTrail, writeTrailOf } from './write-trail';

/** What a repository method receives to take part in a caller's transaction. */
export type Tx = EntityManager;

/** Names the transaction's actor for the history's triggers (historial_registrar); local: it ends with the transaction. */
const SQL_ACTOR = `SELECT set_config('app.usuario', $1, true)`;

/**
 * Runs work in one database transaction. Services use it when several repository calls must succeed or fail
 * together (Reserva Rápida: client and reservation), and for every write of an audited table: the transaction
 * first tells PostgreSQL who acts (the request's session user, database/actor.ts), so the trigger-written history
 * row names them and is committed or rolled back with the change. Repositories take the `Tx` it passes.
 *
 * Inside a request it also keeps the request's write trail (write-trail.ts): the first transaction writes the
 * request's Idempotency-Key row before its work (idempotency/), every outcome is noted for the answer to tell
 * (write-outcome.ts), and after the request has answered (its deadline) nothing more starts or commits.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const scope = currentScope();
    const usuario = scope?.usuario;
    const trail = scope ? writeTrailOf(scope) : undefined;
    if (trail?.abandoned) return Promise.reject(new RequestAlreadyAnswered());
    const claim = trail?.claim?.state === 'pending' ? trail.claim : undefined;
    if (claim) claim.state = 'writing';
    if (trail) trail.started += 1;
    return runTransaction(
      this.dataSource,
      async (tx) => {
        if (usuario) await tx.query(SQL_ACTOR, [usuario]);
        if (claim) await claim.insert(tx);
        return work(tx);
      },
      trail && trailHooks(trail, claim),
    );
  }

  /**
   * A transaction of the request that is not its write: housekeeping whose effect stands whatever the write does
   * after it (an expired hold cancelled before an edit that is then refused). It leaves the request's Idempotency-Key
   * to the write's own transaction and is not counted as the write being saved (write-outcome.ts).
   */
  runApart<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const usuario = currentScope()?.usuario;
    return runTransaction(this.dataSource, async (tx) => {
      if (usuario) await tx.query(SQL_ACTOR, [usuario]);
      return work(tx);
    });
  }

  /** The same, as `usuario` (work outside a request that must still name who did it, e.g. tests and tools). */
  runAs<T>(usuario: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return runAs(usuario, () => this.run(work));
  }
}

/** Notes in the request's trail what the transaction does and how it ends. */
function trailHooks(trail: WriteTrail, claim: TransactionClaim | undefined): TransactionHooks {
  let commitSent = false;
  return {
    beforeCommit: () => {
      if (trail.abandoned) throw new RequestAlreadyAnswered();
    },
    committing: () => {
      commitSent = true;
      trail.committing += 1;
    },
    ended: (outcome) => {
      if (commitSent) trail.committing -= 1;
      if (outcome === 'committed') trail.committed += 1;
      if (outcome === 'unknown') trail.outcomeUnknown = true;
      // A rolled-back transaction leaves no key row: the request's next one (if any) writes it.
      if (claim) claim.state = outcome === 'rolled-back' ? 'pending' : outcome;
    },
  };
}
