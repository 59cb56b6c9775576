import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { checkPassword, generatePassword, hashPassword } from './password';
import { UserRepository } from './user.repository';

const MSG_ARRANQUE = {
  adminPasswordNoAplicada: (usuario: string) =>
    `ADMIN_PASSWORD no se aplica: "${usuario}" ya existe y conserva su contraseña. Para restablecerla: npm run user -- create --usuario ${usuario} --rol admin`,
};

/**
 * The first admin comes from ADMIN_USER/ADMIN_PASSWORD, or is created with a generated password printed once and
 * stored only as a hash. ADMIN_PASSWORD is applied only when the account is created (issue 37): applied at every
 * start it undid, at each restart, a password changed in the application. A lost password is reset with
 * `npm run user -- create --usuario admin --rol admin` (docs/decisions.md).
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');
  /** Set on the first start without ADMIN_PASSWORD; main.ts prints it once, after the server is listening. */
  generatedPassword: string | null = null;

  constructor(
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const usuario = this.config.ADMIN_USER;
    const existing = await this.users.findByUsuario(usuario);
    const configured = this.config.ADMIN_PASSWORD;
    if (existing) {
      const check = configured ? await checkPassword(configured, existing.passwordHash) : null;
      // The same password stored by an older hash (bcrypt) is stored again as argon2id; another one is not applied.
      if (configured && check?.valid && check.needsRehash) await this.users.setPassword(existing.id, await hashPassword(configured));
      if (check && !check.valid) this.logger.log(MSG_ARRANQUE.adminPasswordNoAplicada(usuario));
      return;
    }
    const password = configured ?? generatePassword();
    // Another replica starting at the same moment may have created it since: then it is theirs to announce.
    if (!(await this.users.createIfAbsent(usuario, await hashPassword(password), 'admin'))) return;
    if (!configured) {
      this.generatedPassword = password;
    } else {
      this.logger.log(`Usuario administrador "${usuario}" creado desde ADMIN_PASSWORD`);
    }
  }
}
