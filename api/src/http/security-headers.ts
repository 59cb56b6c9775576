/**
 * The security headers of every answer (helmet's), chosen by path: pages get the strict CSP, JSON the shortest policy
 * that forbids everything, scripts and pictures none (the page that loads them governs them), Swagger UI its own.
 *
 * helmet's headers depend only on its options, never on the request, so each policy is computed once at start and
 * set in one call per request instead of running helmet's dozen middlewares every time (docs/api.md, benchmark).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config';
import { remoteOrigins } from '../static/remotes-manifest';
import { inlineScriptHashes, shellIndexVersion } from '../static/static-files';

const SUBRESOURCE = /\.(js|css|map|avif|webp|png|jpe?g|gif|mp4|webm|woff2?)$/;

type Headers = Record<string, string>;

/** The headers helmet would set with these options. */
export function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

function pageContentSecurityPolicy(config: AppConfig, remoteUrls: Record<string, string>): HelmetOptions['contentSecurityPolicy'] {
  const remotes = remoteOrigins(remoteUrls);
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

/** The headers of a page, whose CSP allows the origins of the remotes' current URLs. */
export function pageHeaders(config: AppConfig, remoteUrls: Record<string, string>): Headers {
  return helmetHeaders({ contentSecurityPolicy: pageContentSecurityPolicy(config, remoteUrls), crossOriginEmbedderPolicy: false });
}

/** The live table of remotes as the headers need it (api/src/remotos/remote-table.ts). */
export interface RemoteUrlsSource {
  current(): Record<string, string>;
  onChange(listener: (urls: Record<string, string>) => void): void;
}

/**
 * The headers for a request path. A page's CSP is rebuilt whenever the table of remotes changes, and when a new
 * build of the shell's index.html (whose inline scripts it allows by hash) is on disk: one `stat` per page.
 */
export function securityHeadersFor(config: AppConfig, remotes: RemoteUrlsSource): (path: string) => Headers {
  const indexVersion = () => shellIndexVersion(config.STATIC_ROOT);
  let page = { index: indexVersion(), headers: pageHeaders(config, remotes.current()) };
  remotes.onChange((urls) => {
    page = { index: indexVersion(), headers: pageHeaders(config, urls) };
  });
  const pageNow = () => {
    const index = indexVersion();
    if (index !== page.index) page = { index, headers: pageHeaders(config, remotes.current()) };
    return page.headers;
  };
  // Swagger UI needs inline scripts.
  const docs = helmetHeaders({ contentSecurityPolicy: false });
  // ~0.5 KB less on each of the ~20 scripts, styles and pictures of a page on a slow phone connection.
  const subresource = helmetHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // JSON answers are never rendered: the shortest policy that forbids everything says so in a tenth of the bytes.
  const api = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  return (path) =>
    path.startsWith('/api/docs') ? docs : path.startsWith('/api/') ? api : SUBRESOURCE.test(path) ? subresource : pageNow();
}

export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig, remotes: RemoteUrlsSource): void {
  const headersFor = securityHeadersFor(config, remotes);
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    reply.headers(headersFor(query === -1 ? url : url.slice(0, query)));
    done();
  });
}
