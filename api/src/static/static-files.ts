/**
 * In production one process serves everything: the API under /api, each remote's build under /remotes/<name>/ and
 * the shell at / (with the SPA fallback to its index.html).
 *
 * Builds carry a brotli and a gzip copy of every script and style sheet (libs/federation, PrecompressPlugin): the
 * copy the browser accepts is sent as is, with no compression work per request. index.html gets the business
 * contact data written into it (see @camping/contracts/sitio-embebido) and, for a public page, its cover announced
 * (page-preloads.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { sitioEmbebidoHtml } from '@camping/contracts/sitio-embebido';
import { frontEndDist, REMOTE_ROWS } from './front-end-paths';
import { pagePreloads, type PagePreloads } from './page-preloads';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;
const COMPRESSED_COPY = /\.(br|gz)$/;

function setCacheHeaders(response: ServerResponse, filePath: string): void {
  if (HASHED_ASSET.test(filePath.replace(COMPRESSED_COPY, ''))) {
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html, remoteEntry.js and mf-manifest.json must be revalidated so a redeploy is seen at once.
    response.setHeader('Cache-Control', 'no-cache');
  }
}

/** A build folder, sending the precompressed copy (brotli first, then gzip) when the browser accepts one. */
function buildFiles(root: string) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: setCacheHeaders },
  });
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

export interface StaticFilesOptions {
  /** Contact data written into every page, so the first paint needs no request for them. */
  sitio?: Sitio;
  /** The runtime manifest (/remotes.json): the public remote's hints are added when this server serves it. */
  remotes?: Record<string, string>;
}

interface SentPage {
  html: string;
  etag: string;
}

/**
 * The shell's index.html as sent for a page: read again only when a build changes, with the contact data and the
 * page's preload hints added, and a strong ETag, so a revisit costs a 304.
 */
function shellPage(indexFile: string, preloads: PagePreloads, options: StaticFilesOptions) {
  let index: { key: string; html: string } | null = null;
  const pages = new Map<string, SentPage>();
  return (pagePath: string): SentPage | null => {
    if (!existsSync(indexFile)) return null;
    const key = `${statSync(indexFile).mtimeMs}:${preloads.version()}`;
    if (index?.key !== key) {
      let html = readFileSync(indexFile, 'utf8');
      if (options.sitio) html = html.replace('</head>', `${sitioEmbebidoHtml(options.sitio)}</head>`);
      index = { key, html };
      pages.clear();
    }
    const links = preloads.forPath(pagePath);
    let page = pages.get(links);
    if (!page) {
      // Early in <head>, but after the viewport tag: before it a phone's browser sizes `100vw` for a 980 px
      // desktop layout and the preload scanner fetches the widest picture besides the right one.
      const viewport = /<meta name="viewport"[^>]*>/i;
      const html = !links
        ? index.html
        : viewport.test(index.html)
          ? index.html.replace(viewport, (tag) => `${tag}${links}`)
          : index.html.replace('</head>', `${links}</head>`);
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      pages.set(links, page);
    }
    return page;
  };
}

export function mountStaticFiles(app: Express, staticRoot?: string, options: StaticFilesOptions = {}): void {
  for (const remote of REMOTE_ROWS) {
    app.use(`/remotes/${remote.workspace}`, buildFiles(frontEndDist(remote.workspace, staticRoot)));
  }
  const shellFiles = buildFiles(frontEndDist('shell', staticRoot));
  // API calls never touch the disk: without this every call paid a file-system lookup (docs/api.md, benchmark).
  app.use((request, response, next) => (isApiPath(request.path) ? next() : shellFiles(request, response, next)));

  const page = shellPage(shellIndexPath(staticRoot), pagePreloads(options.remotes ?? {}, staticRoot), options);
  app.use((request: Request, response: Response, next) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.path) &&
      !request.path.startsWith('/remotes/') &&
      !path.extname(request.path);
    if (!isPage) return next();
    const index = page(request.path);
    if (!index) {
      response.status(503).type('text/plain; charset=utf-8').send('El sitio todavía no fue compilado: ejecute npm run build.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', index.etag);
    response.type('html').send(index.html);
  });
}
