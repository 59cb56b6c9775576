/**
 * A folder served over HTTP on 127.0.0.1, standing for a CDN in tests and in the deploy script's CI run
 * (docs/deploying-a-remote.md): CORS open to any origin (the site loads remotes from another origin), manifests and
 * entry scripts revalidated, everything else cached. Only GET and HEAD; nothing outside the folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};
const REVALIDATED = /(mf-manifest\.json|remoteEntry\.js|build-info\.json)$/;

/** Answers one request for a file under `base` (see serveFolder). */
async function answer(base, delayMs, request, response) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(base, pathname);
  const wait = delayMs?.(pathname) ?? 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (file !== base && !file.startsWith(base + path.sep)) {
    response.writeHead(404).end();
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': REVALIDATED.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('No encontrado');
  }
}

/**
 * Serves `root` on a free port (or `port`). Answers `{ url, port, close }`; `url` has no trailing slash.
 * `delayMs(pathname)` may hold an answer back (a slow CDN).
 */
export async function serveFolder(root, { port = 0, delayMs } = {}) {
  const base = path.resolve(root);
  // Node's server does not wait for a promise: an error the answer did not handle (a malformed `%` in the path, a
  // throwing `delayMs`) becomes a 400 here instead of an unhandled rejection that ends the test run.
  const server = createServer((request, response) => {
    answer(base, delayMs, request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Solicitud inválida');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
