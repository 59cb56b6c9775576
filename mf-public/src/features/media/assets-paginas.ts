/**
 * Each lodging page's gallery and video as a table of its own (scripts/media-table-loader.mjs), in a chunk named after
 * pageMediaChunkName(slug) (page-media-chunks.ts): a page downloads the names of what it shows, and only those.
 */
import type { GalleryName, PageMedia } from './media-catalog';

export const pageMedia: Record<GalleryName, () => Promise<{ default: PageMedia }>> = {
  camping: () => import(/* webpackChunkName: "medios-camping" */ '../../../content/media.json?pagina=camping'),
  cabanas: () => import(/* webpackChunkName: "medios-cabanas" */ '../../../content/media.json?pagina=cabanas'),
  dormis: () => import(/* webpackChunkName: "medios-dormis" */ '../../../content/media.json?pagina=dormis'),
};
