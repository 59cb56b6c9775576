/**
 * Every API call answers within DATABASE_STATEMENT_TIMEOUT_MS + 5 s (requestDeadlineMs), whatever it waits for: a
 * call runs several statements, each allowed the statement timeout, and behind a frozen PostgreSQL writes answered
 * after 40 s (issue 33). At the deadline a call still unanswered gets a 503 that tells the truth about its writes
 * (database/write-outcome.ts), and a write's handler, which keeps running, starts and commits nothing more.
 *
 * Own code rather than Fastify's `handlerTimeout`: that one also cuts off an answer already streaming (a compressed
 * list to a slow client) at the deadline, and sends its 503 through the error handler as an English Fastify error.
 * The timer stops as soon as the call's own answer starts (onSend), so the two never both answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { holdScopes } from '../database/actor';
import { RETRY_AFTER_SECONDS } from '../database/database-unavailable';
import { abandonWrites, type UnavailableAnswer, unavailableAnswer } from '../database/write-outcome';
import { writeTrailOf } from '../database/write-trail';
import { scopeOf } from './actor-scope';
import { errorBody } from './error-body';
import { isReadMethod } from './served-methods';

const TIMER = Symbol('deadline');

type TimedRequest = FastifyRequest & { [TIMER]?: NodeJS.Timeout };

/**
 * The 503 of a call past its deadline: a read, a write not started (no scope yet) or a running write. A running
 * write's scope is held `lingerMs` after this answer closes it, so its handler still finds it (actor.ts holdScopes).
 */
function deadlineAnswer(request: FastifyRequest, lingerMs: number): UnavailableAnswer {
  const scope = isReadMethod(request.method) ? undefined : scopeOf(request);
  if (!scope) return unavailableAnswer(undefined);
  holdScopes(lingerMs);
  return abandonWrites(writeTrailOf(scope), scope.usuario !== undefined);
}

function expire(request: TimedRequest, reply: FastifyReply, lingerMs: number): void {
  request[TIMER] = undefined;
  if (reply.sent || reply.raw.headersSent) return;
  const answer = deadlineAnswer(request, lingerMs);
  if (answer.retryAfter) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  void reply.code(503).send(errorBody(answer.message));
}

function stop(request: TimedRequest): void {
  clearTimeout(request[TIMER]);
  request[TIMER] = undefined;
}

/**
 * Arms the deadline of every `/api/` call (the site's pages and files need no database). `lingerMs`: how long a
 * write answered by it may still run (its statements each give up within the driver's query timeout).
 */
export function registerRequestDeadline(fastify: FastifyInstance, deadlineMs: number, lingerMs: number): void {
  fastify.addHook('onRequest', (request: TimedRequest, reply, done) => {
    if (request.url.startsWith('/api/')) request[TIMER] = setTimeout(() => expire(request, reply, lingerMs), deadlineMs);
    done();
  });
  fastify.addHook('onSend', (request: TimedRequest, _reply, payload, done) => {
    stop(request);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request: TimedRequest, _reply, done) => {
    stop(request);
    done();
  });
}
