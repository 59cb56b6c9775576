/**
 * What each page paints first, by route: the picture at its top (its largest paint) and the chunk of its code. Read
 * by the app and by the build, which writes them into page-hints.json so the server can announce them in the HTML.
 */
import type { CoverName } from './media-catalog';

export const PAGE_COVERS: Readonly<Record<string, CoverName>> = {
  '/': 'inicio',
  '/about': 'inicio',
  '/camping': 'camping',
  '/cabanas': 'cabanas',
  '/dormis': 'dormis',
};

export const COVER_WIDTHS = [640, 1280, 1920] as const;
/** Covers span the whole width of the screen (hero and page banners). */
export const COVER_SIZES = '100vw';

/** The chunk of each page loaded on demand: the webpackChunkName of its import() in app.tsx (the build checks). */
export const PAGE_CHUNKS: Readonly<Record<string, string>> = {
  '/about': 'pagina-sobre-nosotros',
  '/contact': 'pagina-contacto',
  '/camping': 'pagina-alojamiento',
  '/cabanas': 'pagina-alojamiento',
  '/dormis': 'pagina-alojamiento',
};
