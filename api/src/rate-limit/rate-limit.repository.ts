import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Tx } from '../database/transactions';

/** One counter to move: its key and the length of the window it opens when it has none running. */
export interface CounterHit {
  key: string;
  windowMs: number;
}

export interface CounterState {
  key: string;
  /** Hits in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (what Retry-After says). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL (`limites`), shared by every replica. A hit is one `INSERT ... ON CONFLICT
 * DO UPDATE ... RETURNING`: the row lock makes concurrent hits on a key take turns, so a burst of any size gets
 * consecutive counts and at most the limit of them pass. Times come from the database clock, never the replica's.
 */
@Injectable()
export class RateLimitRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts one hit on each key (in the given order, so two callers lock shared keys in the same order). */
  async hit(hits: CounterHit[]): Promise<CounterState[]> {
    if (!hits.length) return [];
    const rows: Array<{ clave: string; cantidad: number; retry_after: number }> = await this.dataSource.query(
      `INSERT INTO limites AS l (clave, cantidad, expires_at)
       SELECT k.clave, 1, now() + k.ms * interval '1 millisecond'
       FROM unnest($1::varchar[], $2::integer[]) WITH ORDINALITY AS k(clave, ms, n)
       ORDER BY k.n
       ON CONFLICT (clave) DO UPDATE SET
         cantidad = CASE WHEN l.expires_at <= now() THEN 1 ELSE l.cantidad + 1 END,
         expires_at = CASE WHEN l.expires_at <= now() THEN excluded.expires_at ELSE l.expires_at END
       RETURNING l.clave, l.cantidad, greatest(1, ceil(extract(epoch FROM l.expires_at - now())))::integer AS retry_after`,
      [hits.map((h) => h.key), hits.map((h) => Math.round(h.windowMs))],
    );
    const byKey = new Map(rows.map((r) => [r.clave, r]));
    return hits.map(({ key }) => {
      const row = byKey.get(key);
      if (!row) throw new Error(`El contador ${key} no devolvió su estado`);
      return { key, count: row.cantidad, retryAfterSeconds: row.retry_after };
    });
  }

  /** Gives back one hit per key within its running window (a success that should not count against a limit). */
  async refund(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.dataSource.query(
      `UPDATE limites SET cantidad = cantidad - 1 WHERE clave = ANY($1::varchar[]) AND cantidad > 0 AND expires_at > now()`,
      [keys],
    );
  }

  async forget(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM limites WHERE clave = $1`, [key]);
  }

  /** Deletes the given keys and every key starting with one of the prefixes, in one statement; how many went. */
  async forgetMatching(keys: string[], prefixes: string[]): Promise<number> {
    // Counted in a SELECT: TypeORM answers a bare DELETE ... RETURNING as [rows, affected].
    const [row]: Array<{ n: number }> = await this.dataSource.query(
      `WITH gone AS (DELETE FROM limites WHERE clave = ANY($1::varchar[]) OR clave::text ^@ ANY($2::text[]) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [keys, prefixes],
    );
    return row.n;
  }

  /** Marks a key for a period (a known address), restarting the period when already marked. */
  async remember(key: string, periodMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO limites (clave, cantidad, expires_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (clave) DO UPDATE SET cantidad = 1, expires_at = excluded.expires_at`,
      [key, Math.round(periodMs)],
    );
  }

  async isRemembered(key: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM limites WHERE clave = $1 AND expires_at > now()`, [key]);
    return rows.length > 0;
  }

  /** Deletes the counters whose window has ended; the scheduled purge calls it (docs/data.md). */
  async purgeExpired(tx: Tx): Promise<number> {
    // TypeORM answers a DELETE … RETURNING as [rows, count] (its length was always 2).
    const [, count]: [unknown[], number] = await tx.query(`DELETE FROM limites WHERE expires_at <= now() RETURNING 1`);
    return count;
  }
}
