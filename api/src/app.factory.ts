/**
 * Builds the whole server: the Nest API plus, on the same Express instance, the shell and the remotes' builds.
 * Used by main.ts and by the API tests, so both run exactly the same stack.
 */
import { HttpStatus, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { MSG } from '@camping/contracts/messages';
import { sitioSchema } from '@camping/contracts/schemas/sitio';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { sitioFromConfig } from './public/sitio';
import { remoteOrigins, remotesManifest } from './static/remotes-manifest';
import { inlineScriptHashes, mountStaticFiles } from './static/static-files';

const SUBRESOURCE = /\.(js|css|map|avif|webp|png|jpe?g|gif|mp4|webm|woff2?)$/;

function contentSecurityPolicy(config: AppConfig) {
  const remotes = remoteOrigins(remotesManifest(config));
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", ...remotes, ...inlineScriptHashes(config.STATIC_ROOT)],
      'style-src': ["'self'", "'unsafe-inline'", ...remotes],
      'connect-src': ["'self'", ...remotes],
      'img-src': ["'self'", 'data:', 'blob:', ...remotes],
      'media-src': ["'self'", ...remotes],
      'font-src': ["'self'", 'data:', ...remotes],
      'frame-src': ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
      'upgrade-insecure-requests': null,
    },
  };
}

/** JSON bodies are parsed here so a malformed or huge body gets a Spanish 4xx, not Express' HTML page. */
function jsonBodyParser(app: express.Express): void {
  app.use('/api', express.json({ limit: '100kb' }));
  app.use('/api', (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.parse.failed') {
      res.status(HttpStatus.BAD_REQUEST).json({ success: false, message: MSG.jsonInvalido });
    } else if (error?.type === 'entity.too.large') {
      res.status(HttpStatus.PAYLOAD_TOO_LARGE).json({ success: false, message: 'La solicitud es demasiado grande' });
    } else if (error) {
      res.status(error.status ?? HttpStatus.BAD_REQUEST).json({ success: false, message: 'Solicitud inválida' });
    } else next();
  });
}

export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  // API answers are never cached by the browser: hashing every JSON body for an ETag is wasted work.
  server.set('etag', false);
  if (config.TRUST_PROXY) server.set('trust proxy', 1);

  // Swagger UI needs inline scripts: it gets its own relaxed policy; everything else the strict one.
  const strictHelmet = helmet({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  const docsHelmet = helmet({ contentSecurityPolicy: false });
  // Scripts, styles, pictures and videos are never documents: the policy of the page that loads them governs them,
  // so they skip its ~0.5 KB header (about 20 of them per page on a slow phone connection). No worker scripts exist;
  // one would need the policy on its own response.
  const subresourceHelmet = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // JSON answers are never rendered: the shortest policy that forbids everything says so in a tenth of the bytes.
  const apiHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  const policyFor = (path: string) =>
    path.startsWith('/api/docs')
      ? docsHelmet
      : path.startsWith('/api/')
        ? apiHelmet
        : SUBRESOURCE.test(path)
          ? subresourceHelmet
          : strictHelmet;
  server.use((req: Request, res: Response, next: NextFunction) => policyFor(req.path)(req, res, next));
  // Scripts and styles go out precompressed (mountStaticFiles); this compresses the rest: pages, manifests, JSON.
  server.use(compression());
  server.use(cookieParser());
  jsonBodyParser(server);
  // The contact data of every page, checked with the same schema the browser would use on /api/public/sitio.
  mountStaticFiles(server, config.STATIC_ROOT, {
    sitio: sitioSchema.parse(sitioFromConfig(config)),
    remotes: remotesManifest(config),
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
