/** A lodging page's gallery and video, from its media table (only the lodging pages' chunk imports this). */
import {
  GALLERY_SIZE,
  GALLERY_WIDTHS,
  responsiveImage,
  tableLookup,
  type LodgingVideo,
  type PageMedia,
  type ResponsiveImage,
} from './media-catalog';

export interface LodgingMedia {
  /** In the manifest's order; a picture whose files were not generated is left out. */
  images: ResponsiveImage[];
  video: LodgingVideo | null;
}

export function lodgingMediaOf(media: PageMedia): LodgingMedia {
  const lookup = tableLookup(media);
  const images = media.gallery
    .map((entry) => responsiveImage(lookup, entry, GALLERY_WIDTHS, GALLERY_SIZE))
    .filter((image): image is ResponsiveImage => image !== null);
  const webm = media.video && lookup(`${media.video.archivo}.webm`);
  const mp4 = media.video && lookup(`${media.video.archivo}.mp4`);
  const poster = media.video && lookup(`${media.video.archivo}-poster.webp`);
  const video = media.video && webm && mp4 && poster ? { titulo: media.video.titulo, webm, mp4, poster } : null;
  return { images, video };
}
