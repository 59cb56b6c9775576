import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { UsuarioCreateData, UsuarioCuenta, UsuarioUpdateData } from '@camping/contracts/schemas/usuario';
import { hashPassword } from '../auth/password';
import { SessionRepository } from '../auth/session.repository';
import { UserRepository } from '../auth/user.repository';
import { Transactions } from '../database/transactions';
import { temporaryPassword } from './temporary-password';
import { UsuariosRepository } from './usuarios.repository';

const notFound = () => new NotFoundException({ success: false, message: MSG.usuarioNoEncontrado });

/**
 * Staff accounts (issue 17, docs/staff.md). A new or reset account gets a temporary password, shown once to the
 * administrator and changed by its owner at the next login. Disabling ends the account's sessions in the same
 * transaction: the session check reads PostgreSQL on every call, so every replica refuses them at once.
 */
@Injectable()
export class UsuariosService {
  constructor(
    private readonly usuarios: UsuariosRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly transactions: Transactions,
  ) {}

  list(): Promise<UsuarioCuenta[]> {
    return this.usuarios.findAll();
  }

  async create(data: UsuarioCreateData): Promise<{ usuario: UsuarioCuenta; contrasena_temporal: string }> {
    const contrasena = temporaryPassword();
    const hash = await hashPassword(contrasena);
    const usuario = await this.transactions.run((tx) => this.usuarios.create(data.usuario, hash, data.rol, tx));
    if (!usuario) throw new ConflictException({ success: false, message: MSG.usuarioDuplicado });
    return { usuario, contrasena_temporal: contrasena };
  }

  /** Enables, disables or changes the role of an account; nobody disables or demotes themselves or the last admin. */
  update(data: UsuarioUpdateData, actor: string): Promise<UsuarioCuenta> {
    return this.transactions.run(async (tx) => {
      const actual = await this.usuarios.findForUpdate(data.id, tx);
      if (!actual) throw notFound();
      const pierdeAdmin = actual.rol === 'admin' && (data.activo === false || (data.rol !== undefined && data.rol !== 'admin'));
      if (pierdeAdmin && (actual.usuario === actor || (await this.usuarios.otherActiveAdmins(actual.id, tx)) === 0)) {
        throw new BadRequestException({ success: false, message: MSG.noCambiarseASiMismo });
      }
      const usuario = await this.usuarios.change(actual.id, { activo: data.activo, rol: data.rol }, tx);
      if (data.activo === false) await this.sessions.deleteForUser(actual.id, tx);
      return usuario;
    });
  }

  /** A new temporary password; the account's open sessions end with the old one. */
  async resetPassword(id: number): Promise<{ usuario: UsuarioCuenta; contrasena_temporal: string }> {
    const contrasena = temporaryPassword();
    const hash = await hashPassword(contrasena);
    const usuario = await this.transactions.run(async (tx) => {
      const actual = await this.usuarios.findForUpdate(id, tx);
      if (!actual) throw notFound();
      await this.users.setPassword(id, hash, true, tx);
      await this.sessions.deleteForUser(id, tx);
      return { ...actual, debe_cambiar_contrasena: true };
    });
    return { usuario, contrasena_temporal: contrasena };
  }
}
