/**
 * What a public page needs at once, announced in its HTML so the browser fetches it together with the shell rather
 * than after the shell's and the remote's code have run: the files of the public remote's exposed app (from its
 * mf-manifest.json) and the page's own hints, such as its cover picture (page-hints.json, written by its build).
 *
 * Only when this server serves the public remote itself (its /remotes.json entry is the default local one): a
 * remote deployed elsewhere is read by the shell at run time, as always, with no hints in the HTML.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_HINTS_FILE, preloadLinksHtml, type PageHints, type PreloadHint } from '@camping/contracts/page-hints';
import { frontEndDist, REMOTE_ROWS } from './front-end-paths';

/** The one module every remote exposes (as in libs/federation). */
const EXPOSED_APP = './export-app';

interface FederationManifest {
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

function readJson<T>(file: string): { mtimeMs: number; data: T } | null {
  if (!existsSync(file)) return null;
  try {
    return { mtimeMs: statSync(file).mtimeMs, data: JSON.parse(readFileSync(file, 'utf8')) as T };
  } catch {
    return null;
  }
}

export interface PagePreloads {
  /** `<link rel="preload">` tags for a page path (empty for admin pages or without a local public remote). */
  forPath(pagePath: string): string;
  /** Changes whenever a file the hints come from changes (part of the page's ETag). */
  version(): string;
}

export function pagePreloads(remotes: Record<string, string>, staticRoot?: string): PagePreloads {
  const publicRemote = REMOTE_ROWS.find((row) => !row.admin);
  const base = publicRemote ? `/remotes/${publicRemote.workspace}/` : null;
  const servedHere = !!publicRemote && remotes[publicRemote.workspace] === `${base}mf-manifest.json`;
  const dist = publicRemote ? frontEndDist(publicRemote.workspace, staticRoot) : '';
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const hintsFile = path.join(dist, PAGE_HINTS_FILE);

  let cache: { key: string; common: PreloadHint[]; pages: PageHints } | null = null;
  const load = () => {
    const key = [manifestFile, hintsFile].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)).join(':');
    if (cache?.key === key) return cache;
    const manifest = readJson<FederationManifest>(manifestFile)?.data;
    const assets = manifest?.exposes?.find((expose) => expose.path === EXPOSED_APP)?.assets;
    const common: PreloadHint[] = [
      ...(assets?.css?.sync ?? []).map((href): PreloadHint => ({ as: 'style', href })),
      ...(assets?.js?.sync ?? []).map((href): PreloadHint => ({ as: 'script', href })),
    ];
    cache = { key, common, pages: readJson<PageHints>(hintsFile)?.data ?? {} };
    return cache;
  };

  return {
    forPath(pagePath) {
      if (!servedHere || !base) return '';
      const route = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
      if (route === '/admin' || route.startsWith('/admin/')) return '';
      const { common, pages } = load();
      return preloadLinksHtml([...(pages[route] ?? []), ...common], base);
    },
    version: () => (servedHere ? load().key : ''),
  };
}
