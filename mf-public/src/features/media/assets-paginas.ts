/**
 * Each lodging page's gallery as a table of its own (scripts/media-table-loader.mjs), in a chunk `medios-<slug>`: a
 * page downloads the names of the pictures it shows, and only those, once its gallery nears the screen (issue 34).
 */
import type { GalleryName, GalleryTable } from './media-catalog';

export const galleryTables: Record<GalleryName, () => Promise<{ default: GalleryTable }>> = {
  camping: () => import(/* webpackChunkName: "medios-camping" */ '../../../content/media.json?pagina=camping'),
  cabanas: () => import(/* webpackChunkName: "medios-cabanas" */ '../../../content/media.json?pagina=cabanas'),
  dormis: () => import(/* webpackChunkName: "medios-dormis" */ '../../../content/media.json?pagina=dormis'),
};
