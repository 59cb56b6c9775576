/**
 * How a page's cover (its top picture, the largest paint; which one is in @camping/contracts/public-pages) is
 * offered. Read by the app and by the build, which announces each page's cover in page-hints.json with the same
 * candidates and sizes, so the browser preloads the very file it shows. No imports: the build reads it with Node.
 */
export const COVER_WIDTHS = [640, 1280, 1920] as const;
/** Covers span the whole width of the screen (hero and page banners). */
export const COVER_SIZES = '100vw';
