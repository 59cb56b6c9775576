import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UsuarioEntity } from './entities/usuario.entity';

@Injectable()
export class UserRepository {
  constructor(@InjectRepository(UsuarioEntity) private readonly users: Repository<UsuarioEntity>) {}

  findActiveByUsuario(usuario: string): Promise<UsuarioEntity | null> {
    return this.users.findOne({ where: { usuario, activo: true } });
  }

  findByUsuario(usuario: string): Promise<UsuarioEntity | null> {
    return this.users.findOne({ where: { usuario } });
  }

  async create(usuario: string, passwordHash: string, rol: 'admin' | 'staff'): Promise<UsuarioEntity> {
    return this.users.save(this.users.create({ usuario, passwordHash, rol, activo: true }));
  }

  /**
   * Creates the account unless the name is taken, in one statement (ON CONFLICT DO NOTHING): replicas starting
   * together on an empty database each try to create the first administrator, and only one may. Whether this call did.
   */
  async createIfAbsent(usuario: string, passwordHash: string, rol: 'admin' | 'staff'): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .insert()
      .values({ usuario, passwordHash, rol, activo: true })
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Stores a rehash of the same password, unless the hash changed meanwhile (a reset wins over an upgrade). */
  async replacePasswordHash(id: number, previousHash: string, passwordHash: string): Promise<void> {
    await this.users.update({ id, passwordHash: previousHash }, { passwordHash });
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** Sets password and role and re-enables the account (the user CLI resets a staff member this way). */
  async reset(id: number, passwordHash: string, rol: 'admin' | 'staff'): Promise<void> {
    await this.users.update({ id }, { passwordHash, rol, activo: true });
  }
}
