import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { checkPassword, generatePassword, hashPassword } from './password';
import { UserRepository } from './user.repository';

/**
 * The first admin comes from ADMIN_USER/ADMIN_PASSWORD, or is created with a generated password printed once and
 * stored only as a hash. When ADMIN_PASSWORD is set it is applied at every start, which is also how a lost
 * password is reset.
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
      if (configured && check && (!check.valid || check.needsRehash)) {
        await this.users.setPassword(existing.id, await hashPassword(configured));
        // A rehash of the same password (bcrypt to argon2id) is not news; a changed password is.
        if (!check.valid) this.logger.log(`Contraseña de "${usuario}" actualizada desde ADMIN_PASSWORD`);
      }
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
