/**
 * Builds the whole server: the Nest API on Fastify plus, on the same instance, the shell and the remotes' builds.
 * Used by main.ts and by the API tests, so both run exactly the same stack. Fastify rather than Express: the API's
 * own work per call halved, which the benchmark's throughput target needed (docs/api.md, Benchmark).
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { registerActorScope } from './http/actor-scope';
import { clientQueryTimeoutMs, requestDeadlineMs } from './database/typeorm-options';
import { registerRequestDeadline } from './http/request-deadline';
import { registerIdempotentAnswers } from './idempotency/idempotent-answers';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import { answerClientError } from './http/client-errors';
import { useJsonBodiesOnly } from './http/json-body';
import { registerRequestLog } from './http/request-log';
import { PinoLogger } from './logging/pino-logger';
import { registerSecurityHeaders } from './http/security-headers';
import { refuseUnservedMethods } from './http/served-methods';
import { recordServedRoutes } from './http/served-routes';
import { refuseUncleanText } from './http/text-input-guard';
import { RemoteTable } from './remotos/remote-table';
import { registerWriteGuards } from './http/write-guards';
import { SitioService } from './public/sitio.service';
import { mountStaticFiles } from './static/static-files';

/** The largest JSON body accepted: a reservation or a client is well under 2 KB. */
const BODY_LIMIT = 100 * 1024;

export async function createApp(config: AppConfig): Promise<INestApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-* are read only from the proxies TRUST_PROXY names (config/trust-proxy.ts); none by default.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // `hospedajes?tipos` must arrive as {tipos: ''} and `/camping/` must be the page /camping.
    routerOptions: { ignoreTrailingSlash: true },
    // Oversized headers and malformed requests, refused by Node's parser, in the API's Spanish error shape.
    clientErrorHandler: answerClientError,
  });
  // bodyParser off: Nest would add a form (urlencoded) parser, the way a page of another site could write.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(PinoLogger.forLevel(config.LOG_LEVEL));
  const fastify = app.getHttpAdapter().getInstance();
  recordServedRoutes(fastify);

  // The table of remotes (PostgreSQL, re-read every few seconds) decides /remotes.json, the CSP and the preloads.
  const remotes = app.get(RemoteTable);
  // Every API call answers within the statement timeout + 5 s, whatever it waits for (docs/api.md, Database outages).
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
  // The contact data of every page, the same as /api/public/sitio (the WhatsApp number follows Configuración).
  const sitios = app.get(SitioService);
  await mountStaticFiles(fastify, config.STATIC_ROOT, {
    sitio: () => sitios.current(),
    remotes: () => remotes.current(),
    serveSourceMaps: config.SERVE_SOURCE_MAPS,
    log: (message) => fastify.log.warn(message),
  });

  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('API del complejo de camping y cabañas')
      .setDescription('Clientes, reservas, hospedajes, precios y reportes (spec sección 7). Requiere sesión.')
      .setVersion('1.0.0')
      .addCookieAuth('camping_sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}

/** Starts the routes without listening (the tests drive the server through supertest). */
export async function initApp(app: INestApplication): Promise<void> {
  await app.init();
  await (app as NestFastifyApplication).getHttpAdapter().getInstance().ready();
}
