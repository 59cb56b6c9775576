import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import type { Rol, SessionUser } from '@camping/contracts/schemas/auth';
import { AuthService, type SessionIdentity } from './auth.service';
import { ALLOWS_TEMPORARY_PASSWORD, IS_PUBLIC, REQUIRED_ROLE } from './public.decorator';
import { readSessionToken } from './session-cookie';

export type AuthenticatedRequest = FastifyRequest & { user?: SessionUser; identity?: SessionIdentity };

/** Every route needs a session unless marked @Public(); the browser's flag is only a hint. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = await this.auth.userForToken(readSessionToken(request));
    if (!session) throw new UnauthorizedException({ success: false, message: MSG.noAutorizado });
    request.user = session.user;
    request.identity = session.identity;
    // A temporary password (new account, reset) is replaced before anything else is done with it.
    if (session.user.debe_cambiar_contrasena && !this.reflector.getAllAndOverride<boolean>(ALLOWS_TEMPORARY_PASSWORD, targets)) {
      throw new ForbiddenException({ success: false, message: MSG.debeCambiarContrasena });
    }
    const role = this.reflector.getAllAndOverride<Rol | undefined>(REQUIRED_ROLE, targets);
    if (role === 'admin' && session.user.rol !== 'admin') {
      throw new ForbiddenException({ success: false, message: MSG.sinPermiso });
    }
    return true;
  }
}
