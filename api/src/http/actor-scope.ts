/**
 * The actor scope (database/actor.ts) of each request that may write: opened as the last step before its handler
 * (Fastify calls the handler synchronously from the preHandler hooks, so the handler's whole async work runs in it,
 * Nest's guard included, which names the user) and closed when the answer is sent: a Nest handler's last act, error
 * answers included. Only routes that take a writing method get the hooks; reads pay nothing.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { type ActorScope, closeScope, openScope, runInScope } from '../database/actor';
import { isReadMethod } from './served-methods';

const SCOPE = Symbol('actorScope');

type ScopedRequest = FastifyRequest & { [SCOPE]?: ActorScope };

function close(request: ScopedRequest): void {
  const scope = request[SCOPE];
  if (scope) closeScope(scope);
}

/** The scope of a request that may write, once its handler is about to run (the request's deadline reads it). */
export function scopeOf(request: FastifyRequest): ActorScope | undefined {
  return (request as ScopedRequest)[SCOPE];
}

const open: preHandlerHookHandler = (request: ScopedRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
  // Already answered (the deadline, http/request-deadline.ts): the handler will not run, nothing to open.
  if (isReadMethod(request.method) || reply.sent) {
    done();
    return;
  }
  // On the request before the handler runs: an answer sent synchronously still finds it to close.
  const scope = openScope();
  request[SCOPE] = scope;
  runInScope(scope, done);
};

const closeOnSend: onSendHookHandler = (request: ScopedRequest, _reply, payload, done) => {
  close(request);
  done(null, payload);
};

// An answer written past onSend (a hijacked reply) is closed when it ends all the same.
const closeOnResponse: onResponseHookHandler = (request: ScopedRequest, _reply, done) => {
  close(request);
  done();
};

function hooks<T>(current: T | T[] | undefined): T[] {
  return current === undefined ? [] : Array.isArray(current) ? current : [current];
}

export function registerActorScope(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = hooks(route.method);
    if (methods.every((method) => isReadMethod(method))) return;
    route.preHandler = [...hooks(route.preHandler), open];
    route.onSend = [closeOnSend, ...hooks(route.onSend)];
    route.onResponse = [...hooks(route.onResponse), closeOnResponse];
  });
}
