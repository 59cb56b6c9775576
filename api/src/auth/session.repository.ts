import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { Rol } from '@camping/contracts/schemas/auth';
import { preparedQuery } from '../database/prepared-query';
import type { Tx } from '../database/transactions';
import { SesionEntity } from './entities/sesion.entity';
import { SQL_SESION_VALIDA } from './session.sql';

export interface ValidSession {
  id: number;
  usuario: string;
  rol: Rol;
  debe_cambiar_contrasena: boolean;
  expiresAt: Date;
}

/** Sessions live in PostgreSQL so logout and revocation hold across API replicas. */
@Injectable()
export class SessionRepository {
  constructor(
    @InjectRepository(SesionEntity) private readonly sessions: Repository<SesionEntity>,
    private readonly dataSource: DataSource,
  ) {}

  async create(data: { id: string; usuarioId: number; expiresAt: Date; ip: string | null; userAgent: string | null }) {
    await this.sessions.insert(data);
  }

  /**
   * The user of a session, when neither has expired nor been disabled. It runs on every API call (nothing is
   * remembered between calls), so it is a prepared statement straight on the pool: no ORM work, no planning.
   */
  async findValid(id: string): Promise<ValidSession | null> {
    const rows = await preparedQuery<ValidSession>(this.dataSource, 'sesion_valida', SQL_SESION_VALIDA, [id]);
    return rows[0] ?? null;
  }

  async extend(id: string, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id }, { expiresAt });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  /** Ends every session of a user (after a password reset, or disabling it: in the caller's transaction when given). */
  async deleteForUser(usuarioId: number, tx?: Tx): Promise<void> {
    await (tx ? tx.getRepository(SesionEntity) : this.sessions).delete({ usuarioId });
  }

  /** Ends the user's sessions but one (their own, after changing their password). */
  async deleteOthers(usuarioId: number, keepId: string, tx: Tx): Promise<void> {
    await tx.query(`DELETE FROM sesiones WHERE usuario_id = $1 AND id <> $2`, [usuarioId, keepId]);
  }

  /** Deletes the sessions past their expiry; the scheduled purge calls it (docs/data.md). */
  async purgeExpired(tx: Tx): Promise<number> {
    // TypeORM answers a DELETE … RETURNING as [rows, count] (its length was always 2).
    const [, count]: [unknown[], number] = await tx.query(`DELETE FROM sesiones WHERE expires_at <= now() RETURNING 1`);
    return count;
  }
}
