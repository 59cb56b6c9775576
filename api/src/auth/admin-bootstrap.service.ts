import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { generatePassword, hashPassword, verifyPassword } from './password';
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
      if (configured && !(await verifyPassword(configured, existing.passwordHash))) {
        await this.users.setPassword(existing.id, await hashPassword(configured));
        this.logger.log(`Contraseña de "${usuario}" actualizada desde ADMIN_PASSWORD`);
      }
      return;
    }
    const password = configured ?? generatePassword();
    await this.users.create(usuario, await hashPassword(password), 'admin');
    if (!configured) {
      this.generatedPassword = password;
    } else {
      this.logger.log(`Usuario administrador "${usuario}" creado desde ADMIN_PASSWORD`);
    }
  }
}
