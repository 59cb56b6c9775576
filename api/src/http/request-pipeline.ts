/**
 * The whole path of a request, in order (docs/api.md «The path of a request»). Every stage is registered here and
 * nowhere else; app.factory.ts builds Nest and calls this once.
 *
 * | #  | Stage                      | Where (Fastify hook / Nest)       | Refuses / does                                        | Status |
 * |----|----------------------------|-----------------------------------|-------------------------------------------------------|--------|
 * | 0  | Node's HTTP parser         | adapter clientErrorHandler        | oversized headers, malformed or slow requests         | 4xx    |
 * | 1  | route table                | onRoute                           | (records every route for the input fuzz test)         |        |
 * | 2  | request deadline           | onRequest … onSend                | a call unanswered at statement timeout + 5 s          | 503    |
 * | 3  | security headers           | onRequest                         | (CSP, HSTS… by kind of path)                          |        |
 * | 4  | request log                | onResponse                        | (one line per /api and /ical call, final status)      |        |
 * | 5  | served methods             | onRequest                         | OPTIONS, TRACE, PROPFIND…                             | 405    |
 * | 6  | write guards               | onRequest                         | a write from another origin / not JSON                | 403/415|
 * | 7  | JSON-only bodies           | content-type parser (bodyLimit)   | another body type; over 100 KB; broken JSON           | 4xx    |
 * | 8  | clean text                 | preValidation                     | NUL or lone surrogate in path, query, header, body    | 400    |
 * | 9  | actor scope                | preHandler … onSend (write routes)| (opens the scope the handler's writes are named in)   |        |
 * | 10 | idempotent answers         | onSend (before compression)       | (replays a stored answer, stores a committed error)   |        |
 * | 11 | compression                | onSend (@fastify/compress)        | (br/gzip/deflate above 1 KB)                          |        |
 * | 12 | cookies                    | onRequest (@fastify/cookie)       | (parses the session cookie)                           |        |
 * | 13 | static files               | routes /remotes/*, /* (static/)   | shell, remotes, pages; /api/… unknown → Nest's 404    | 404    |
 * | 14 | Nest: SessionGuard         | global guard (auth.module.ts)     | no session; temporary password; not admin             | 401/403|
 * | 15 | Nest: ThrottlerGuard       | per route (public quote)          | too many quotes from one address                      | 429    |
 * | 16 | Nest: IdempotencyInterceptor| global interceptor               | a reused key for another request; one still answering | 422/409|
 * | 17 | Nest: zod (parseOrThrow)   | in each controller, shared schemas| invalid query, params or body, in Spanish             | 400    |
 * | 18 | handler → service → SQL    | controller                        | the rules (overlap, states…)                          | 4xx    |
 * | 19 | Nest: ApiExceptionFilter   | global filter                     | every error as {success:false, message} in Spanish    | any    |
 *
 * Stages 2-13 stay Fastify hooks, not Nest middleware, guards or interceptors (docs/decisions.md): they must also
 * cover the static files, Swagger and unknown routes, which never reach Nest's per-route constructs, or run before
 * Nest's own guard (clean text before the login reads a name; the actor scope around the guard, which names the user).
 * Fastify runs hooks of one kind in the order they are added, so the order of the calls below is the order above.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import type { AppConfig } from '../config/app-config';
import { clientQueryTimeoutMs, requestDeadlineMs } from '../database/typeorm-options';
import { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { registerIdempotentAnswers } from '../idempotency/idempotent-answers';
import { RemoteTable } from '../remotos/remote-table';
import { mountStaticFiles, type StaticFilesOptions } from '../static/static-files';
import { registerActorScope } from './actor-scope';
import { answerClientError } from './client-errors';
import { useJsonBodiesOnly } from './json-body';
import { registerRequestDeadline } from './request-deadline';
import { registerRequestLog } from './request-log';
import { registerSecurityHeaders } from './security-headers';
import { refuseUnservedMethods } from './served-methods';
import { recordServedRoutes } from './served-routes';
import { refuseUncleanText } from './text-input-guard';
import { registerWriteGuards } from './write-guards';

/** The largest JSON body accepted: a reservation or a client is well under 2 KB. */
export const BODY_LIMIT = 100 * 1024;

type AdapterOptions = NonNullable<ConstructorParameters<typeof FastifyAdapter>[0]>;

/** Stage 0 and the body limit of stage 7: what Fastify is built with. */
export function requestAdapterOptions(config: Pick<AppConfig, 'TRUST_PROXY'>): AdapterOptions {
  return {
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-* are read only from the proxies TRUST_PROXY names (config/trust-proxy.ts); none by default.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // `hospedajes?tipos` must arrive as {tipos: ''} and `/camping/` must be the page /camping.
    routerOptions: { ignoreTrailingSlash: true },
    // Oversized headers and malformed requests, refused by Node's parser, in the API's Spanish error shape.
    clientErrorHandler: answerClientError,
  };
}

/** Stage 1: registered right after Nest is created, before any route, so no route escapes the table. */
export function recordRoutes(app: NestFastifyApplication): void {
  recordServedRoutes(app.getHttpAdapter().getInstance());
}

/** Stages 2-13 and 19 (14-18 are Nest's own, declared by their modules and controllers). */
export async function registerRequestPipeline(
  app: NestFastifyApplication,
  config: AppConfig,
  staticFiles: StaticFilesOptions,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // The table of remotes (PostgreSQL, re-read every few seconds) decides the CSP (and /remotes.json, the preloads).
  const remotes = app.get(RemoteTable);
  const statementTimeoutMs = config.DATABASE_STATEMENT_TIMEOUT_MS;
  registerRequestDeadline(fastify, requestDeadlineMs(statementTimeoutMs), 3 * clientQueryTimeoutMs(statementTimeoutMs));
  registerSecurityHeaders(fastify, config, remotes);
  registerRequestLog(fastify, config.LOG_LEVEL);
  refuseUnservedMethods(fastify);
  registerWriteGuards(fastify, config);
  useJsonBodiesOnly(fastify, BODY_LIMIT);
  refuseUncleanText(fastify);
  registerActorScope(fastify);
  registerIdempotentAnswers(fastify, app.get(IdempotencyRepository));
  // Scripts and styles go out precompressed (mountStaticFiles); this compresses the rest: pages, manifests, JSON.
  await fastify.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await fastify.register(fastifyCookie);
  await mountStaticFiles(fastify, config.STATIC_ROOT, staticFiles);
  app.useGlobalFilters(new ApiExceptionFilter());
}
