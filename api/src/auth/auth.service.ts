import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LoginThrottleRepository } from './login-throttle.repository';
import { SessionCache } from './session-cache';
import { DUMMY_HASH, verifyPassword } from './password';
import { SessionRepository } from './session.repository';
import { UserRepository } from './user.repository';

/** Failed attempts allowed per user name and per address within the window before 429. */
export const THROTTLE = { windowMinutes: 15, maxPerUser: 5, maxPerIp: 30 };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface LoginResult {
  token: string;
  user: SessionUser;
  expiresAt: Date;
}

@Injectable()
export class AuthService {
  private readonly cache: SessionCache;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly throttle: LoginThrottleRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cache = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);
  }

  private ttlMs(): number {
    return this.config.SESSION_TTL_HOURS * 3_600_000;
  }

  async login(usuario: string, contrasena: string, ip: string, userAgent: string | null): Promise<LoginResult> {
    const userKey = `usuario:${usuario.toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
    const [byUser, byIp] = await Promise.all([
      this.throttle.countSince(userKey, since),
      this.throttle.countSince(ipKey, since),
    ]);
    if (byUser >= THROTTLE.maxPerUser || byIp >= THROTTLE.maxPerIp) {
      throw new HttpException({ success: false, message: MSG.loginDemasiadosIntentos }, HttpStatus.TOO_MANY_REQUESTS);
    }

    const user = await this.users.findActiveByUsuario(usuario);
    const valid = await verifyPassword(contrasena, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      await this.throttle.recordFailure([userKey, ipKey]);
      throw new UnauthorizedException({ success: false, message: MSG.loginIncorrecto });
    }

    await this.throttle.clear(userKey);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlMs());
    await this.sessions.create({
      id: hashToken(token),
      usuarioId: user.id,
      expiresAt,
      ip: ip.slice(0, 64),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, user: { usuario: user.usuario, rol: user.rol }, expiresAt };
  }

  /** The user of a session token, sliding its expiry forward once half of it has passed. */
  async userForToken(token: string | undefined): Promise<{ user: SessionUser; expiresAt: Date } | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const cached = this.cache.get(id);
    if (cached) return cached;
    const session = await this.sessions.findValid(id);
    if (!session) return null;
    let expiresAt = session.expiresAt;
    if (expiresAt.getTime() - Date.now() < this.ttlMs() / 2) {
      expiresAt = new Date(Date.now() + this.ttlMs());
      await this.sessions.extend(id, expiresAt);
    }
    const result = { user: { usuario: session.usuario, rol: session.rol }, expiresAt };
    this.cache.set(id, result);
    return result;
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    this.cache.delete(hashToken(token));
    await this.sessions.delete(hashToken(token));
  }
}
