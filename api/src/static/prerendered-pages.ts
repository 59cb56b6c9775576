/**
 * Public pages drawn into their HTML (docs/public-site.md, «Prerendered pages»): the page a visitor asked for is
 * in the HTML itself, with the style sheets it needs, so it shows (its cover picture, its text, its links) before any
 * script has run. The shell's app then draws itself under it, hidden, and swaps the two once the public remote says
 * its page is drawn (shell/src/lib/prerender-takeover.ts).
 *
 * The drawing is done by the prerender modules the shell's and mf-public's builds write (`dist/ssr/prerender.cjs`,
 * from the same components as the app), so a page is drawn by the very builds that will take it over. Only for the
 * pages of the site's table, and only while this server serves the public remote itself (a remote deployed
 * elsewhere at run time is not the build lying here). A page whose drawing fails is sent as before, empty.
 *
 * Each replica keeps what it drew (six pages at most) until a build, the contact data or the complex's day changes:
 * the quote form's default dates are the day's. Nothing decides on it: a replica that has not drawn a page yet draws it.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { todayIso } from '@camping/contracts/dates';
import { filesToLoad, LOAD_GRAPH_FILE, type LoadGraph, type PageBuild } from '@camping/contracts/load-graph';
import { htmlAttribute } from '@camping/contracts/page-hints';
import { PRERENDER_MODULE, type PublicChromePrerender, type PublicPagePrerender } from '@camping/contracts/prerender';
import { normalizePublicPath, publicPageFor } from '@camping/contracts/public-pages';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { EXPOSED_APP } from '../remotos/federation-manifest';
import { buildJsonFile, type BuildJsonFile } from './build-json-file';
import { frontEndDist, REMOTE_ROWS, servedHere } from './front-end-paths';

export interface PrerenderedPage {
  /**
   * The page's styles (the shell's and the public remote's), written into the head: the first paint waits for no
   * other request. The app later loads the same files as always (~9 KB brotli, cached); the rules are the same.
   */
  head: string;
  /** The page, chrome included, as the app draws it. */
  body: string;
}

export interface PrerenderedPages {
  /**
   * The page at a path drawn with these contact data, or null when it is not drawn (see above). `version` is
   * version()'s answer, read once per page by the caller, which keys its own copies by it too.
   */
  forPath(pagePath: string, sitio: Sitio | undefined, version: string): Promise<PrerenderedPage | null>;
  /** Changes whenever what forPath answers may change but the path and the contact data (part of the page's key). */
  version(): string;
}

/**
 * A CommonJS file run as Node would run it, but never kept in Node's module cache: a rebuilt module replaces the old
 * one, which is then collected.
 */
function runCommonJs<T>(file: string): T {
  const source = readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports as T;
}

/** A build's prerender module, loaded again when the build writes a new one. */
function prerenderModule<T>(dist: string) {
  const file = path.join(dist, PRERENDER_MODULE);
  let loaded: { mtimeMs: number; module: T } | null = null;
  const mtime = () => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  return {
    version: mtime,
    load(): T | null {
      const mtimeMs = mtime();
      if (!mtimeMs) return null;
      if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, module: runCommonJs<T>(file) };
      return loaded.module;
    },
  };
}

/** The style sheets of the shell's app and of the public remote's exposed module, shared ones first as the app loads them. */
function styleSheets(shellGraph: LoadGraph | null, remoteGraph: LoadGraph | null, remoteBase: string): string[] {
  if (!shellGraph || !remoteGraph) return [];
  const shell: PageBuild = { graph: shellGraph, base: '/' };
  const remote: PageBuild = { graph: remoteGraph, base: remoteBase };
  const own = new Set([
    ...(shellGraph.parts.bootstrap?.files ?? []).map((file) => `/${file}`),
    ...(remoteGraph.parts[EXPOSED_APP]?.files ?? []).map((file) => `${remoteBase}${file}`),
  ]);
  const files = filesToLoad([
    { build: shell, part: 'bootstrap', registered: [shell] },
    { build: remote, part: EXPOSED_APP, registered: [shell, remote] },
  ]).filter((file) => file.endsWith('.css'));
  return [...files.filter((file) => !own.has(file)), ...files.filter((file) => own.has(file))];
}

/**
 * A style sheet as a `<style>` block; a linked one when it cannot be read or names other files (`url(...)`, which
 * would resolve against the page's URL instead of the sheet's).
 */
function styleHtml(href: string, file: string): string {
  let css: string | null;
  try {
    css = readFileSync(file, 'utf8');
  } catch {
    css = null;
  }
  if (css === null || /url\(/i.test(css)) return `<link rel="stylesheet" href="${htmlAttribute(href)}">`;
  return `<style data-href="${htmlAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

export function prerenderedPages(remotes: () => Record<string, string>, staticRoot?: string, log: (message: string) => void = () => undefined): PrerenderedPages {
  const publicRemote = REMOTE_ROWS.find((row) => !row.admin);
  const shellDist = frontEndDist('shell', staticRoot);
  const remoteDist = publicRemote ? frontEndDist(publicRemote.workspace, staticRoot) : '';
  const remoteBase = publicRemote ? `/remotes/${publicRemote.workspace}/` : '';
  const chrome = prerenderModule<PublicChromePrerender>(shellDist);
  const page = prerenderModule<PublicPagePrerender>(remoteDist);
  const shellGraph: BuildJsonFile<LoadGraph> = buildJsonFile(path.join(shellDist, LOAD_GRAPH_FILE));
  const remoteGraph: BuildJsonFile<LoadGraph> = buildJsonFile(path.join(remoteDist, LOAD_GRAPH_FILE));
  const local = () => !!publicRemote && servedHere(remotes(), publicRemote.workspace);
  // The complex's day: the drawn quote form's default dates are drawn from it.
  const day = () => todayIso();
  const version = () => [local(), chrome.version(), page.version(), shellGraph.version(), remoteGraph.version(), day()].join(':');

  let drawnFor = '';
  const drawn = new Map<string, Promise<PrerenderedPage | null>>();

  const draw = async (pagePath: string, sitio: Sitio | undefined): Promise<PrerenderedPage | null> => {
    const [chromeModule, pageModule] = [chrome.load(), page.load()];
    if (!chromeModule || !pageModule) return null;
    try {
      const body = await chromeModule.renderChrome(pagePath, sitio, await pageModule.renderPage(pagePath, sitio));
      const sheets = styleSheets(shellGraph.read(), remoteGraph.read(), remoteBase);
      const fileOf = (href: string) => (href.startsWith(remoteBase) ? path.join(remoteDist, href.slice(remoteBase.length)) : path.join(shellDist, href));
      return { head: sheets.map((href) => styleHtml(href, fileOf(href))).join(''), body };
    } catch (error) {
      // Not `instanceof Error`: the module's errors may come from another realm.
      const message = typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : String(error);
      log(`No se pudo prerenderizar ${pagePath}: ${message}`);
      return null;
    }
  };

  return {
    version,
    forPath(pagePath, sitio, current) {
      const known = publicPageFor(pagePath);
      if (!known || !local()) return Promise.resolve(null);
      const key = `${current}|${JSON.stringify(sitio ?? null)}`;
      if (key !== drawnFor) {
        drawn.clear();
        drawnFor = key;
      }
      const route = normalizePublicPath(known.path);
      let result = drawn.get(route);
      if (!result) {
        result = draw(route, sitio);
        drawn.set(route, result);
      }
      return result;
    },
  };
}
