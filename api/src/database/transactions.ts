import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { currentActor, runAs } from './actor';

/** What a repository method receives to take part in a caller's transaction. */
export type Tx = EntityManager;

/** Names the transaction's actor for the history's triggers (historial_registrar); local: it ends with the transaction. */
const SQL_ACTOR = `SELECT set_config('app.usuario', $1, true)`;

/**
 * Runs work in one database transaction. Services use it when several repository calls must succeed or fail
 * together (Reserva Rápida: client and reservation), and for every write of an audited table: the transaction
 * first tells PostgreSQL who acts (the request's session user, database/actor.ts), so the trigger-written history
 * row names them and is committed or rolled back with the change. Repositories take the `Tx` it passes.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const usuario = currentActor();
    return this.dataSource.transaction(async (tx) => {
      if (usuario) await tx.query(SQL_ACTOR, [usuario]);
      return work(tx);
    });
  }

  /** The same, as `usuario` (work outside a request that must still name who did it, e.g. tests and tools). */
  runAs<T>(usuario: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return runAs(usuario, () => this.run(work));
  }
}
