/**
 * mf-public's page-hints.json (@camping/contracts/page-hints): what each public page paints first, its cover and its
 * own chunk, from the build's final (hashed) asset names. Not a lodging page's gallery table: the gallery is below
 * the fold and asks for it when it nears the screen (issue 34). The table of pages and the covers come in as
 * arguments: rspack.config.ts runs this with Node, which cannot resolve the workspace packages before they are built.
 */
import type { PageHints, PreloadHint } from '@camping/contracts/page-hints';
import type { PublicPage, PublicPageKind } from '@camping/contracts/public-pages';
import { COVER_SIZES, COVER_WIDTHS } from './page-covers';

export interface PageHintSources {
  pages: ReadonlyArray<Pick<PublicPage, 'path' | 'kind' | 'cover'>>;
  chunkName: (kind: PublicPageKind) => string;
  /** media.json's covers: the file name each cover's pictures were made from. */
  portadas: Record<string, { archivo: string }>;
}

/** A page's cover as the AVIF candidates its <picture> offers, so the browser preloads the very file it shows. */
function coverHint(archivo: string | undefined, assetNames: string[]): PreloadHint | null {
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
  if (!files.some((name) => name.endsWith('.js'))) {
    throw new Error(`page-hints: no está el chunk "${chunk}" (¿cambió el webpackChunkName de loadPage en app.tsx?)`);
  }
  return files.map((href) => ({ as: href.endsWith('.css') ? 'style' : 'script', href }));
}

/** Route to its cover (if any) and its chunk. */
export function publicPageHints(sources: PageHintSources, assetNames: string[]): PageHints {
  const hints: PageHints = {};
  for (const page of sources.pages) {
    const cover = page.cover ? coverHint(sources.portadas[page.cover]?.archivo, assetNames) : null;
    const chunk = chunkHints(sources.chunkName(page.kind), assetNames);
    const list = [...(cover ? [cover] : []), ...chunk];
    hints[page.path] = list;
  }
  return hints;
}
