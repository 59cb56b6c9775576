/**
 * The lodging pages' videos and gallery sizes (`media.json?alojamientos`), with those pages' code: the video's poster
 * and the gallery's placeholders are drawn with the page, the gallery's own table comes later (lodging-media.ts).
 */
import lodgingTable from '../../../content/media.json?alojamientos';
import { lodgingVideo } from './gallery-catalog';
import type { GalleryName, LodgingVideo } from './media-catalog';

export function videoOf(slug: GalleryName): LodgingVideo | null {
  return lodgingVideo(lodgingTable, slug);
}

/** How many pictures the page's gallery lists: its placeholders until the pictures' table arrives. */
export function galleryCountOf(slug: GalleryName): number {
  return lodgingTable.paginas[slug]?.fotos ?? 0;
}
