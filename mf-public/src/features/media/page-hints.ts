/**
 * mf-public's page-hints.json (@camping/contracts/page-hints): what each public page paints first, its cover and its
 * own chunk (and a lodging page's media table), from the build's final (hashed) asset names. The table of pages and the covers come in as arguments:
 * rspack.config.ts runs this with Node, which cannot resolve the workspace packages before they are built.
 */
import type { PageHints, PreloadHint } from '@camping/contracts/page-hints';
import type { PublicPage, PublicPageKind } from '@camping/contracts/public-pages';
import { COVER_SIZES, COVER_WIDTHS } from './page-covers';
import { pageMediaChunkName } from './page-media-chunks';

export interface PageHintSources {
  pages: ReadonlyArray<Pick<PublicPage, 'path' | 'kind' | 'cover' | 'slug'>>;
  chunkName: (kind: PublicPageKind) => string | null;
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
    throw new Error(`page-hints: no está el chunk "${chunk}" (¿cambió el webpackChunkName de loadPage en app.tsx o de assets-paginas.ts?)`);
  }
  return files.map((href) => ({ as: href.endsWith('.css') ? 'style' : 'script', href }));
}

/** Route to its cover, its chunk and, for a lodging page, its media table's chunk; a page with none is left out. */
export function publicPageHints(sources: PageHintSources, assetNames: string[]): PageHints {
  const hints: PageHints = {};
  for (const page of sources.pages) {
    const cover = page.cover ? coverHint(sources.portadas[page.cover]?.archivo, assetNames) : null;
    const chunkName = sources.chunkName(page.kind);
    const chunk = chunkName ? chunkHints(chunkName, assetNames) : [];
    const media = page.slug ? chunkHints(pageMediaChunkName(page.slug), assetNames) : [];
    const list = [...(cover ? [cover] : []), ...chunk, ...media];
    if (list.length) hints[page.path] = list;
  }
  return hints;
}
