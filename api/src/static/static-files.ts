/**
 * In production one process serves everything: the API under /api, each remote's build under /remotes/<name>/ and
 * the shell at / (with the SPA fallback to its index.html).
 *
 * Builds carry a brotli and a gzip copy of every script and style sheet (libs/federation, PrecompressPlugin): the
 * copy the browser accepts is sent as is, with no compression work per request. index.html gets the business
 * contact data written into it (see @camping/contracts/sitio-embebido) and, for a public page, its cover announced
 * (page-preloads.ts); for an admin page, the files its code will ask for (admin-preloads.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { htmlAttribute, preloadLinksHtml } from '@camping/contracts/page-hints';
import { normalizePublicPath, PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';
import { sitioEmbebidoHtml } from '@camping/contracts/sitio-embebido';
import type { Rol } from '@camping/contracts/schemas/auth';
import { readSessionToken } from '../auth/session-cookie';
import { answerFeedNotFound, isFeedPath } from '../canales/feed-not-found';
import { adminPreloads, type AdminPreloads } from './admin-preloads';
import { ADMIN_PAGE } from './admin-screens';
import { frontEndDist, REMOTE_ROWS } from './front-end-paths';
import { pagePreloads, type PagePreloads } from './page-preloads';
import { prerenderedPages, type PrerenderedPage, type PrerenderedPages } from './prerendered-pages';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;
const COMPRESSED_COPY = /\.(br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (HASHED_ASSET.test(filePath.replace(COMPRESSED_COPY, ''))) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html, remoteEntry.js and mf-manifest.json must be revalidated so a redeploy is seen at once.
    reply.header('Cache-Control', 'no-cache');
  }
}

/** How a build folder is sent: the precompressed copy (brotli first, then gzip) when the browser accepts one. */
const BUILD_FILE_OPTIONS = {
  preCompressed: true,
  index: false,
  serveDotFiles: false,
  setHeaders: setCacheHeaders,
} as const;

function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

export function shellIndexPath(staticRoot?: string): string {
  return path.join(frontEndDist('shell', staticRoot), 'index.html');
}

/**
 * Which build of the shell's index.html is on disk (modification time and size; '' while there is none): the CSP's
 * hashes are computed again when it changes, so a shell deployed under a running server is not refused its own
 * inline scripts.
 */
export function shellIndexVersion(staticRoot?: string): string {
  return fileVersion(shellIndexPath(staticRoot));
}

function fileVersion(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '';
  }
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
  /** Contact data written into every page, so the first paint needs no request for them (read per page: it may change). */
  sitio?: () => Promise<Sitio>;
  /** The runtime manifest (/remotes.json) as it is now: the public remote's hints are added when this server serves it. */
  remotes?: () => Record<string, string>;
  /** Serve the bundles' `.map` files (SERVE_SOURCE_MAPS); off, they answer 404 like a missing file. */
  serveSourceMaps?: boolean;
  /** Where a public page that could not be prerendered is reported (it is then sent empty, as before). */
  log?: (message: string) => void;
  /**
   * The role of a session cookie's session (null: none, expired, or no screen may load yet), asked on admin pages
   * only: it decides which screen's remote the page announces. Without it no remote is announced.
   */
  sessionRole?: (token: string) => Promise<Rol | null>;
}

const SOURCE_MAP = /\.map$/i;

/** The builds' prerender modules (dist/ssr/) are the server's, not the browser's. */
const isPrerenderModule = (file: string) => /^ssr(\/|\\|$)/i.test(file);

interface SentPage {
  html: string;
  etag: string;
}

/** Where a page's additions come from: the public remote's covers, the admin area's files, the prerendered pages. */
interface PageHintSources {
  covers: PagePreloads;
  admin: AdminPreloads;
  prerendered: PrerenderedPages;
}

const EMPTY_ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/**
 * The page drawn before the app's empty root, its styles in the head. It shows without scripts, so the note asking
 * for them goes; the app's entry script is named on the drawing instead of in the head, and index.html's last script
 * loads it once the drawing's pictures are painted (docs/public-site.md, «Prerendered pages»): nothing but the HTML,
 * its styles and its pictures comes before the first paint.
 */
function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!html.includes(EMPTY_ROOT) || !entry) return html;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', `${page.head}</head>`)
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => `<div id="${PRERENDERED_PAGE_ID}" data-entrada="${htmlAttribute(entry)}">${page.body}</div>${EMPTY_ROOT}`);
}

/**
 * The shell's index.html as sent for a page: read again only when a build changes, with the contact data and the
 * page's preload hints added, and a strong ETag, so a revisit costs a 304.
 */
function shellPage(indexFile: string, hints: PageHintSources, options: StaticFilesOptions) {
  let index: { key: string; html: string } | null = null;
  const pages = new Map<string, SentPage>();
  return async (pagePath: string, rol: Rol | null): Promise<SentPage | null> => {
    const indexVersion = fileVersion(indexFile);
    if (!indexVersion) return null;
    const data = options.sitio ? await options.sitio() : undefined;
    const sitio = data ? sitioEmbebidoHtml(data) : '';
    const drawings = hints.prerendered.version();
    const key = `${indexVersion}:${hints.covers.version()}:${hints.admin.version()}:${drawings}:${sitio}`;
    if (index?.key !== key) {
      let html = readFileSync(indexFile, 'utf8');
      if (sitio) html = html.replace('</head>', `${sitio}</head>`);
      index = { key, html };
      pages.clear();
    }
    const prerendered = await hints.prerendered.forPath(pagePath, data, drawings);
    const covers = hints.covers.forPath(pagePath, prerendered !== null);
    const adminFiles = preloadLinksHtml(hints.admin.hints(pagePath, rol), '/');
    const variant = `${covers}|${adminFiles}|${prerendered ? normalizePublicPath(pagePath) : ''}`;
    let page = pages.get(variant);
    if (!page) {
      // Early in <head>, but after the viewport tag: before it a phone's browser sizes `100vw` for a 980 px
      // desktop layout and the preload scanner fetches the widest picture besides the right one.
      const viewport = /<meta name="viewport"[^>]*>/i;
      let html = !covers
        ? index.html
        : viewport.test(index.html)
          ? index.html.replace(viewport, (tag) => `${tag}${covers}`)
          : index.html.replace('</head>', `${covers}</head>`);
      // An admin page's files after the shell's entry script, which everything waits for: asked first, it is not
      // queued behind them (a browser opens six connections to a server without HTTP/2).
      if (adminFiles) html = html.replace('</head>', `${adminFiles}</head>`);
      if (prerendered) html = withPrerenderedPage(html, prerendered);
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      pages.set(variant, page);
    }
    return page;
  };
}

/** True when the request's ETag list (If-None-Match) names this page: the browser's copy is current. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export async function mountStaticFiles(app: FastifyInstance, staticRoot?: string, options: StaticFilesOptions = {}): Promise<void> {
  // Source maps are still built (libs/federation) but, unless asked, not given away: they hold the admin screens' source.
  // Case-insensitive, and on the decoded path: `.MAP` or `.%6Dap` names the same file on some file systems.
  const isServable = (filePath: string) => options.serveSourceMaps === true || !SOURCE_MAP.test(filePath);
  // Every build folder is sent through reply.sendFile (registered once, for the shell): fastify-static's own routes
  // with `allowedPath` read the whole folder (~500 names) on every request to check the path's spelling: about 1 ms of
  // CPU more for each of the ~60 small files an admin screen loads from its remote (docs/reservations.md, benchmark).
  const shellRoot = frontEndDist('shell', staticRoot);
  await app.register(fastifyStatic, { ...BUILD_FILE_OPTIONS, root: shellRoot, serve: false });
  const remoteRoots = new Map(REMOTE_ROWS.map((remote) => [remote.workspace, frontEndDist(remote.workspace, staticRoot)]));
  app.get('/remotes/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const requestPath = request.params['*'];
    const slash = requestPath.indexOf('/');
    const root = slash > 0 ? remoteRoots.get(requestPath.slice(0, slash)) : undefined;
    const file = requestPath.slice(slash + 1);
    if (!root || !file || !isServable(file) || isPrerenderModule(file)) return reply.callNotFound();
    return reply.sendFile(file, root);
  });

  const remotes = options.remotes ?? (() => ({}));
  const page = shellPage(
    shellIndexPath(staticRoot),
    {
      covers: pagePreloads(remotes, staticRoot),
      admin: adminPreloads(remotes, staticRoot),
      prerendered: prerenderedPages(remotes, staticRoot, options.log),
    },
    options,
  );
  // Routes of the API (and /remotes.json, /sitemap.xml...) are more specific than this one and win; an unknown
  // /api/ or /remotes/ path gets the API's Spanish 404, never a page; an unknown /ical/ path the feeds' plain 404.
  const catchAll = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const requestPath = `/${request.params['*']}`;
    if (isApiPath(requestPath) || requestPath.startsWith('/remotes/')) return reply.callNotFound();
    if (isFeedPath(requestPath)) return answerFeedNotFound(reply);
    if (!isServable(requestPath) || isPrerenderModule(requestPath.slice(1))) return reply.callNotFound();
    if (path.extname(requestPath)) return reply.sendFile(request.params['*'], shellRoot);
    const token = ADMIN_PAGE.test(requestPath) ? readSessionToken(request) : undefined;
    const rol = token && options.sessionRole ? await options.sessionRole(token) : null;
    const index = await page(requestPath, rol);
    if (!index) {
      return reply.status(503).type('text/plain; charset=utf-8').send('El sitio todavía no fue compilado: ejecute npm run build.');
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', index.etag);
    // An admin page announces the screen's remote only to a session whose role may open it.
    if (ADMIN_PAGE.test(requestPath)) reply.header('Vary', 'Cookie');
    if (isFresh(request, index.etag)) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(index.html);
  };
  app.get('/*', catchAll);
}
