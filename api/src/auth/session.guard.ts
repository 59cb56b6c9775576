import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import type { Rol, SessionUser } from '@camping/contracts/schemas/auth';
import { actAs } from '../database/actor';
import { AuthService, type SessionIdentity } from './auth.service';
import { ALLOWS_TEMPORARY_PASSWORD, IS_PUBLIC, OPEN_TO_LIMPIEZA, REQUIRED_ROLE } from './public.decorator';
import { readSessionToken } from './session-cookie';

export type AuthenticatedRequest = FastifyRequest & { user?: SessionUser; identity?: SessionIdentity };

/** What a route's decorators ask of the caller (public.decorator.ts). */
interface RoutePolicy {
  isPublic: boolean;
  allowsTemporaryPassword: boolean;
  role: Rol | undefined;
  openToLimpieza: boolean;
}

/** Every route needs a session unless marked @Public(); the browser's flag is only a hint. */
@Injectable()
export class SessionGuard implements CanActivate {
  /**
   * Each route's policy, read from its decorators on its first call: they never change at run time, and reading
   * them is three metadata lookups on handler and class per call. By class, then handler: a subclass shares its
   * parent's handler functions but may be decorated otherwise.
   */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();

  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    if (policy.isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = await this.auth.userForToken(readSessionToken(request));
    if (!session) throw new UnauthorizedException({ success: false, message: MSG.noAutorizado });
    request.user = session.user;
    request.identity = session.identity;
    // What this request writes is recorded under its user (database/actor.ts).
    actAs(session.user.usuario);
    // A temporary password (new account, reset) is replaced before anything else is done with it.
    if (session.user.debe_cambiar_contrasena && !policy.allowsTemporaryPassword) {
      throw new ForbiddenException({ success: false, message: MSG.debeCambiarContrasena });
    }
    if (policy.role === 'admin' && session.user.rol !== 'admin') {
      throw new ForbiddenException({ success: false, message: MSG.sinPermiso });
    }
    // Housekeeping is closed by default: only the routes marked for it, and who am I / log out / own password.
    if (session.user.rol === 'limpieza' && !policy.openToLimpieza && !policy.allowsTemporaryPassword) {
      throw new ForbiddenException({ success: false, message: MSG.sinPermiso });
    }
    return true;
  }

  private policyOf(context: ExecutionContext): RoutePolicy {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.policies.get(controller);
    if (!byHandler) {
      byHandler = new WeakMap();
      this.policies.set(controller, byHandler);
    }
    let policy = byHandler.get(handler);
    if (!policy) {
      const targets = [handler, controller];
      policy = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
        allowsTemporaryPassword: this.reflector.getAllAndOverride<boolean>(ALLOWS_TEMPORARY_PASSWORD, targets) === true,
        role: this.reflector.getAllAndOverride<Rol | undefined>(REQUIRED_ROLE, targets),
        openToLimpieza: this.reflector.getAllAndOverride<boolean>(OPEN_TO_LIMPIEZA, targets) === true,
      };
      byHandler.set(handler, policy);
    }
    return policy;
  }
}
