/**
 * In production one process serves everything: the API under /api, each remote's build under /remotes/<name>/ and
 * the shell at / (with the SPA fallback to its index.html).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import { frontEndDist, REMOTE_ROWS } from './front-end-paths';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;

function setCacheHeaders(response: Response, filePath: string): void {
  if (HASHED_ASSET.test(filePath)) {
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html, remoteEntry.js and mf-manifest.json must be revalidated so a redeploy is seen at once.
    response.setHeader('Cache-Control', 'no-cache');
  }
}

function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

export function shellIndexPath(staticRoot?: string): string {
  return path.join(frontEndDist('shell', staticRoot), 'index.html');
}

/** SHA-256 sources of the shell's inline scripts, for the CSP. */
export function inlineScriptHashes(staticRoot?: string): string[] {
  const file = shellIndexPath(staticRoot);
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}

export function mountStaticFiles(app: Express, staticRoot?: string): void {
  for (const remote of REMOTE_ROWS) {
    app.use(
      `/remotes/${remote.workspace}`,
      express.static(frontEndDist(remote.workspace, staticRoot), {
        index: false,
        fallthrough: true,
        setHeaders: setCacheHeaders,
      }),
    );
  }
  const shellDist = frontEndDist('shell', staticRoot);
  const shellFiles = express.static(shellDist, { index: false, setHeaders: setCacheHeaders });
  // API calls never touch the disk: without this every call paid a file-system lookup (docs/api.md, benchmark).
  app.use((request, response, next) => (isApiPath(request.path) ? next() : shellFiles(request, response, next)));

  const indexFile = shellIndexPath(staticRoot);
  app.use((request, response, next) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.path) &&
      !request.path.startsWith('/remotes/') &&
      !path.extname(request.path);
    if (!isPage) return next();
    if (!existsSync(indexFile)) {
      response.status(503).type('text/plain; charset=utf-8').send('El sitio todavía no fue compilado: ejecute npm run build.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
}
