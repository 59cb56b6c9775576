import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { isCommonPassword } from './common-passwords';
import { LoginThrottle } from './login-throttle';
import { checkPassword, dummyPasswordHash, hashPassword } from './password';
import { SessionRepository } from './session.repository';
import { UserRepository } from './user.repository';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a session belongs to, beyond what the browser is told: the guard keeps it on the request. */
export interface SessionIdentity {
  usuarioId: number;
  sessionId: string;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
  expiresAt: Date;
}

/** 429 of the login throttle; the controller turns `retryAfterSeconds` into the Retry-After header. */
export class LoginThrottledException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ success: false, message: MSG.loginDemasiadosIntentos }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly throttle: LoginThrottle,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private ttlMs(): number {
    return this.config.SESSION_TTL_HOURS * 3_600_000;
  }

  async login(usuario: string, contrasena: string, ip: string, userAgent: string | null): Promise<LoginResult> {
    // Counted before any hashing: a refused burst costs one statement per request, not one argon2 each.
    const admission = await this.throttle.admit(usuario, ip);
    if (!admission.allowed) throw new LoginThrottledException(admission.retryAfterSeconds);

    const user = await this.users.findActiveByUsuario(usuario);
    const check = await checkPassword(contrasena, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !check.valid) throw new UnauthorizedException({ success: false, message: MSG.loginIncorrecto });

    await this.throttle.succeeded(admission.attempt);
    if (check.needsRehash) await this.users.replacePasswordHash(user.id, user.passwordHash, await hashPassword(contrasena));
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlMs());
    await this.sessions.create({
      id: hashToken(token),
      usuarioId: user.id,
      expiresAt,
      ip: ip.slice(0, 64),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, user: { usuario: user.usuario, rol: user.rol, debe_cambiar_contrasena: user.debeCambiarContrasena }, expiresAt };
  }

  /**
   * The user of a session token, sliding its expiry forward once half of it has passed. Checked in PostgreSQL on
   * every call, never remembered by the process: a logout, a reset or a disabled account holds at once on every
   * replica (the lookup costs ~0.1 ms; docs/api.md, benchmark).
   */
  async userForToken(
    token: string | undefined,
  ): Promise<{ user: SessionUser; expiresAt: Date; identity: SessionIdentity } | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const session = await this.sessions.findValid(id);
    if (!session) return null;
    let expiresAt = session.expiresAt;
    if (expiresAt.getTime() - Date.now() < this.ttlMs() / 2) {
      expiresAt = new Date(Date.now() + this.ttlMs());
      await this.sessions.extend(id, expiresAt);
    }
    return {
      user: { usuario: session.usuario, rol: session.rol, debe_cambiar_contrasena: session.debe_cambiar_contrasena },
      expiresAt,
      identity: { usuarioId: session.id, sessionId: id },
    };
  }

  /**
   * The user's own change: the current password proves it is them; the new one is long enough and not a common
   * one. It is no longer temporary, and their other sessions end (this one stays), in one transaction.
   */
  async changePassword(identity: SessionIdentity, actual: string, nueva: string): Promise<void> {
    const user = await this.users.findById(identity.usuarioId);
    if (!user || !(await checkPassword(actual, user.passwordHash)).valid) {
      throw new BadRequestException({ success: false, message: MSG.contrasenaActualIncorrecta });
    }
    if (isCommonPassword(nueva, user.usuario)) throw new BadRequestException({ success: false, message: MSG.contrasenaComun });
    const hash = await hashPassword(nueva);
    await this.transactions.run(async (tx) => {
      await this.users.setPassword(user.id, hash, false, tx);
      await this.sessions.deleteOthers(user.id, identity.sessionId, tx);
    });
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.sessions.delete(hashToken(token));
  }
}
