import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Failed logins counted in PostgreSQL, shared by every API replica (ARCHITECTURE.md, scaling out).
 */
@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly dataSource: DataSource) {}

  async recordFailure(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.dataSource.query(
      `INSERT INTO intentos_login (clave) SELECT unnest($1::varchar[])`,
      [keys],
    );
  }

  async countSince(key: string, since: Date): Promise<number> {
    const rows: Array<{ total: string }> = await this.dataSource.query(
      `SELECT count(*) AS total FROM intentos_login WHERE clave = $1 AND created_at > $2`,
      [key, since],
    );
    return Number(rows[0]?.total ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM intentos_login WHERE clave = $1`, [key]);
  }

  async purgeOlderThan(before: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM intentos_login WHERE created_at < $1`, [before]);
  }
}
