/**
 * Builds the whole server: the Nest API on Fastify plus, on the same instance, the shell and the remotes' builds.
 * Used by main.ts and by the API tests, so both run exactly the same stack. Fastify rather than Express: the API's
 * own work per call halved, which the benchmark's throughput target needed (docs/api.md, Benchmark).
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AuthService } from './auth/auth.service';
import type { AppConfig } from './config/app-config';
import { recordRoutes, registerRequestPipeline, requestAdapterOptions } from './http/request-pipeline';
import { PinoLogger } from './logging/pino-logger';
import { SitioService } from './public/sitio.service';
import { RemoteTable } from './remotos/remote-table';
import type { StaticFilesOptions } from './static/static-files';

/** What the static files are given: the contact data, the remotes every page announces, and a session's role. */
function staticFilesOptions(app: NestFastifyApplication, config: AppConfig): StaticFilesOptions {
  // The contact data of every page, the same as /api/public/sitio (the WhatsApp number follows Configuración).
  const sitios = app.get(SitioService);
  // The table of remotes (PostgreSQL, re-read every few seconds) decides /remotes.json and the preloads.
  const remotes = app.get(RemoteTable);
  const fastify = app.getHttpAdapter().getInstance();
  const auth = app.get(AuthService);
  return {
    sitio: () => sitios.current(),
    remotes: () => remotes.current(),
    serveSourceMaps: config.SERVE_SOURCE_MAPS,
    log: (message) => fastify.log.warn(message),
    // An admin page announces the screen's remote by the session's role; under a temporary password no screen loads.
    sessionRole: async (token) => {
      const session = await auth.userForToken(token);
      return session && !session.user.debe_cambiar_contrasena ? session.user.rol : null;
    },
  };
}

/**
 * `abortOnError`: Nest's default ends the process when the app cannot start (a server's supervisor starts it again);
 * the API tests pass false, so a start that fails (a database too slow to connect) fails its suite, not the whole run.
 */
export async function createApp(config: AppConfig, options: { abortOnError?: boolean } = {}): Promise<INestApplication> {
  // bodyParser off: Nest would add a form (urlencoded) parser, the way a page of another site could write.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(requestAdapterOptions(config)), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: options.abortOnError ?? true,
  });
  app.useLogger(PinoLogger.forLevel(config.LOG_LEVEL));
  // The whole path of a request, stage by stage, is http/request-pipeline.ts.
  recordRoutes(app);
  await registerRequestPipeline(app, config, staticFilesOptions(app, config));
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
