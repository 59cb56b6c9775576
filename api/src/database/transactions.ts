import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** What a repository method receives to take part in a caller's transaction. */
export type Tx = EntityManager;

/**
 * Runs work in one database transaction. Services use it when several repository calls must succeed or fail
 * together (Reserva Rápida: client and reservation); repositories take the `Tx` it passes.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
