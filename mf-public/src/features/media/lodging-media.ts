/**
 * A lodging page's media table (assets-paginas.ts), asked once per page and kept: the page waits for it (React's
 * `use`), and the first page of a visit asks for it as soon as the remote starts, beside the page's code. Only the
 * asking is here, in the remote's first chunk; what the page makes of the table is in gallery-catalog.ts.
 */
import { pageMedia } from './assets-paginas';
import type { GalleryName, PageMedia } from './media-catalog';

const loaded = new Map<GalleryName, Promise<PageMedia>>();

export function loadPageMedia(slug: GalleryName): Promise<PageMedia> {
  let media = loaded.get(slug);
  if (!media) {
    media = pageMedia[slug]().then((module) => module.default);
    loaded.set(slug, media);
    // A failed download is asked again the next time the page is shown.
    media.catch(() => loaded.delete(slug));
  }
  return media;
}
