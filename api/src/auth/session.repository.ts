import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { SesionEntity } from './entities/sesion.entity';

/** Sessions live in PostgreSQL so logout and revocation hold across API replicas. */
@Injectable()
export class SessionRepository {
  constructor(@InjectRepository(SesionEntity) private readonly sessions: Repository<SesionEntity>) {}

  async create(data: { id: string; usuarioId: number; expiresAt: Date; ip: string | null; userAgent: string | null }) {
    await this.sessions.insert(data);
  }

  /** The session with its user, when neither has expired nor been disabled. */
  async findValid(id: string): Promise<SesionEntity | null> {
    const session = await this.sessions.findOne({ where: { id }, relations: { usuario: true } });
    if (!session || session.expiresAt.getTime() <= Date.now() || !session.usuario.activo) return null;
    return session;
  }

  async extend(id: string, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id }, { expiresAt });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  /** Ends every session of a user (after a password reset). */
  async deleteForUser(usuarioId: number): Promise<void> {
    await this.sessions.delete({ usuarioId });
  }

  async deleteExpired(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }
}
