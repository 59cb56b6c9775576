import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import { AuthService } from './auth.service';
import { IS_PUBLIC, REQUIRED_ROLE } from './public.decorator';
import { readSessionToken } from './session-cookie';

export type AuthenticatedRequest = FastifyRequest & { user?: SessionUser };

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
    const role = this.reflector.getAllAndOverride<'admin' | 'staff' | undefined>(REQUIRED_ROLE, targets);
    if (role === 'admin' && session.user.rol !== 'admin') {
      throw new ForbiddenException({ success: false, message: MSG.sinPermiso });
    }
    return true;
  }
}
