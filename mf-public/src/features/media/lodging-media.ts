/**
 * A lodging page's gallery table (assets-paginas.ts), asked once per page and kept: the gallery asks for it when it
 * nears the screen (pages/components/lodging-gallery.tsx), not with the page. What the page makes of the table is in
 * gallery-catalog.ts.
 */
import { galleryTables } from './assets-paginas';
import type { GalleryName, GalleryTable } from './media-catalog';

const loaded = new Map<GalleryName, Promise<GalleryTable>>();

export function loadGalleryTable(slug: GalleryName): Promise<GalleryTable> {
  let table = loaded.get(slug);
  if (!table) {
    table = galleryTables[slug]().then((module) => module.default);
    loaded.set(slug, table);
    // A failed download is asked again the next time the gallery is shown.
    table.catch(() => loaded.delete(slug));
  }
  return table;
}
