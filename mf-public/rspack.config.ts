import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig } from '@camping/federation';
import type { PageHints, PreloadHint } from '@camping/contracts/page-hints';
// By path, not by package: Node loads this config, and every remote must build without contracts compiled first.
// public-pages.ts and page-covers.ts import nothing, for that reason.
import { PUBLIC_PAGES, pageChunkName } from '../libs/contracts/src/public-pages';
import { COVER_SIZES, COVER_WIDTHS } from './src/features/media/page-covers';

const media = JSON.parse(readFileSync(path.join(__dirname, 'content/media.json'), 'utf8')) as {
  portadas: Record<string, { archivo: string }>;
};

/** A page's cover as the AVIF candidates its <picture> offers, so the browser preloads the very file it shows. */
function coverHint(cover: string, assetNames: string[]): PreloadHint | null {
  const archivo = media.portadas[cover]?.archivo;
  if (!archivo) return null;
  const candidates = COVER_WIDTHS.map((width) => {
    const file = assetNames.find((name) => name.startsWith(`assets/${archivo}-${width}.`) && name.endsWith('.avif'));
    return file ? `${file} ${width}w` : null;
  });
  if (candidates.some((candidate) => candidate === null)) return null;
  return { as: 'image', type: 'image/avif', imagesrcset: candidates.join(', '), imagesizes: COVER_SIZES, fetchpriority: 'high' };
}

/** The files of a page's own chunk (its script and, if any, its styles). */
function chunkHints(chunk: string, assetNames: string[]): PreloadHint[] {
  const files = assetNames.filter((name) => name.startsWith(`${chunk}.`) && /\.(js|css)$/.test(name));
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`page-hints: no está el chunk "${chunk}" (¿cambió el webpackChunkName de loadPage en app.tsx?)`);
  return files.map((href) => ({ as: href.endsWith('.css') ? 'style' : 'script', href }));
}

/** What each page of the table paints first: its cover and its chunk (page-hints.json, announced by the server). */
function pageHints(assetNames: string[]): PageHints {
  const hints: PageHints = {};
  for (const page of PUBLIC_PAGES) {
    const cover = page.cover ? coverHint(page.cover, assetNames) : null;
    const chunkName = pageChunkName(page.kind);
    const chunk = chunkName ? chunkHints(chunkName, assetNames) : [];
    const list = [...(cover ? [cover] : []), ...chunk];
    if (list.length) hints[page.path] = list;
  }
  return hints;
}

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-public',
  title: 'Sitio público',
  staticDir: 'public',
  pageHints,
});
