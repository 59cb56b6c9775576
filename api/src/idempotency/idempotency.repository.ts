import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import type { Tx } from '../database/transactions';
import { SQL_CLAIM_KEY, SQL_FIND_KEY, SQL_KEY_WITH_ANSWER, SQL_PURGE_KEYS, SQL_STORE_ANSWER } from './idempotency.sql';

/** One caller's key: who, which key, and the request it names (idempotency-key.ts). */
export interface KeyRef {
  usuarioId: number;
  clave: string;
  huella: Buffer;
}

/** A key's row: the request it was first used for and, once stored, that request's answer. */
export interface StoredKey {
  huella: Buffer;
  status: number | null;
  body: string | null;
  ageMs: number;
}

interface Row {
  huella: Buffer;
  codigo_http: number | null;
  respuesta: string | null;
  edad_ms: string;
}

/** The only place that touches `claves_idempotencia` (SQL in idempotency.sql.ts). */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Asked before every write that names a key: a prepared statement straight on the pool. */
  async find(usuarioId: number, clave: string): Promise<StoredKey | null> {
    const [row] = await preparedQuery<Row>(this.dataSource, 'clave_idempotencia', SQL_FIND_KEY, [usuarioId, clave]);
    return row ? { huella: row.huella, status: row.codigo_http, body: row.respuesta, ageMs: Number(row.edad_ms) } : null;
  }

  /** Writes the key in the write's transaction; false when a fresh row already holds it (taken). */
  async claim(key: KeyRef, tx: Tx): Promise<boolean> {
    const rows: unknown[] = await tx.query(SQL_CLAIM_KEY, [key.usuarioId, key.clave, key.huella]);
    return rows.length > 0;
  }

  async storeAnswer(key: KeyRef, status: number, body: string): Promise<void> {
    await this.dataSource.query(SQL_STORE_ANSWER, [key.usuarioId, key.clave, status, body]);
  }

  async insertWithAnswer(key: KeyRef, status: number, body: string): Promise<void> {
    await this.dataSource.query(SQL_KEY_WITH_ANSWER, [key.usuarioId, key.clave, key.huella, status, body]);
  }

  /** Deletes the keys past their 24 h; answers how many. */
  async purgeExpired(tx: Tx): Promise<number> {
    // TypeORM answers a DELETE … RETURNING as [rows, count].
    const [, count]: [unknown[], number] = await tx.query(SQL_PURGE_KEYS);
    return count;
  }
}
