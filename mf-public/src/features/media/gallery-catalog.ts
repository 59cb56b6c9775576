/** A lodging page's gallery and video, from the build's media tables (only the lodging pages' chunk imports this). */
import {
  GALLERY_SIZE,
  GALLERY_WIDTHS,
  responsiveImage,
  tableLookup,
  type GalleryName,
  type GalleryTable,
  type LodgingTable,
  type LodgingVideo,
  type ResponsiveImage,
} from './media-catalog';

/** The gallery's pictures, in the manifest's order; a picture whose files were not generated is left out. */
export function galleryImages(table: GalleryTable): ResponsiveImage[] {
  const lookup = tableLookup(table);
  return table.gallery
    .map((entry) => responsiveImage(lookup, entry, GALLERY_WIDTHS, GALLERY_SIZE))
    .filter((image): image is ResponsiveImage => image !== null);
}

/** A lodging page's video, or null when it has none or one of its files was not generated. */
export function lodgingVideo(table: LodgingTable, slug: GalleryName): LodgingVideo | null {
  const video = table.paginas[slug]?.video;
  if (!video) return null;
  const lookup = tableLookup(table);
  const webm = lookup(`${video.archivo}.webm`);
  const mp4 = lookup(`${video.archivo}.mp4`);
  const poster = lookup(`${video.archivo}-poster.webp`);
  return webm && mp4 && poster ? { titulo: video.titulo, webm, mp4, poster } : null;
}
