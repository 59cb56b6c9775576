/**
 * The picture at the top of each page (its largest paint), by route, and how it is offered. Read by the app and by
 * the build, which writes each page's cover into page-hints.json so the server can announce it in the HTML.
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
