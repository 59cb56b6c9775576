import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { runAs } from '../database/actor';
import type { AuthenticatedRequest } from './session.guard';

/**
 * Every call with a session runs as its user, so whatever it writes through Transactions is recorded under that
 * name in the history. Nest binds the handler to the async context of `next.handle()`, so the user reaches every
 * await of the handler. Written once here rather than passed by each endpoint: endpoints added later are covered.
 */
@Injectable()
export class ActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const usuario = context.switchToHttp().getRequest<AuthenticatedRequest>().user?.usuario;
    return usuario ? runAs(usuario, () => next.handle()) : next.handle();
  }
}
