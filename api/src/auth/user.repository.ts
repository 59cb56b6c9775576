import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Rol } from '@camping/contracts/schemas/auth';
import type { Tx } from '../database/transactions';
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

  async create(usuario: string, passwordHash: string, rol: Rol): Promise<UsuarioEntity> {
    return this.users.save(this.users.create({ usuario, passwordHash, rol, activo: true }));
  }

  /**
   * Creates the account unless the name is taken, in one statement (ON CONFLICT DO NOTHING): replicas starting
   * together on an empty database each try to create the first administrator, and only one may. Whether this call did.
   */
  async createIfAbsent(usuario: string, passwordHash: string, rol: Rol): Promise<boolean> {
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

  findById(id: number): Promise<UsuarioEntity | null> {
    return this.users.findOne({ where: { id } });
  }

  /** A new password; `temporal`: set by an administrator, to be changed at the next login. */
  async setPassword(id: number, passwordHash: string, temporal = false, tx?: Tx): Promise<void> {
    await (tx ? tx.getRepository(UsuarioEntity) : this.users).update(
      { id },
      { passwordHash, debeCambiarContrasena: temporal, contrasenaCambiadaEl: () => 'now()' },
    );
  }

  /** Sets password and role and re-enables the account (the user CLI resets an account this way: the operator chose the password, so it is not temporary). */
  async reset(id: number, passwordHash: string, rol: Rol): Promise<void> {
    await this.users.update(
      { id },
      { passwordHash, rol, activo: true, debeCambiarContrasena: false, contrasenaCambiadaEl: () => 'now()' },
    );
  }
}
