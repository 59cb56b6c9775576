import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig } from '@camping/federation';
import type { PageHints, PreloadHint } from '@camping/contracts/page-hints';
import { COVER_SIZES, COVER_WIDTHS, PAGE_CHUNKS, PAGE_COVERS } from './src/features/media/page-covers';

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
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`page-hints: no está el chunk "${chunk}" (¿cambió su webpackChunkName en app.tsx?)`);
  return files.map((href) => ({ as: href.endsWith('.css') ? 'style' : 'script', href }));
}

/** What each page paints first: its cover and its chunk (page-hints.json, announced by the server in the HTML). */
function pageHints(assetNames: string[]): PageHints {
  const hints: PageHints = {};
  for (const route of new Set([...Object.keys(PAGE_COVERS), ...Object.keys(PAGE_CHUNKS)])) {
    const cover = PAGE_COVERS[route] ? coverHint(PAGE_COVERS[route], assetNames) : null;
    const chunk = PAGE_CHUNKS[route] ? chunkHints(PAGE_CHUNKS[route], assetNames) : [];
    const list = [...(cover ? [cover] : []), ...chunk];
    if (list.length) hints[route] = list;
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
