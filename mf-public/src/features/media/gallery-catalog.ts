/** The galleries and videos of the content manifest: only the lodging pages (a chunk of their own) import this. */
import manifest from '../../../content/media.json';
import {
  GALLERY_SIZE,
  GALLERY_WIDTHS,
  responsiveImage,
  urlOf,
  type GalleryName,
  type LodgingVideo,
  type ResponsiveImage,
} from './media-catalog';

export function galleryImages(context: AssetContext, name: GalleryName): ResponsiveImage[] {
  return manifest.galerias[name]
    .map((entry) => responsiveImage(context, entry, GALLERY_WIDTHS, GALLERY_SIZE))
    .filter((image): image is ResponsiveImage => image !== null);
}

export function lodgingVideo(context: AssetContext, name: GalleryName): LodgingVideo | null {
  const entry = manifest.videos[name];
  const webm = urlOf(context, `${entry.archivo}.webm`);
  const mp4 = urlOf(context, `${entry.archivo}.mp4`);
  const poster = urlOf(context, `${entry.archivo}-poster.webp`);
  if (!webm || !mp4 || !poster) return null;
  return { titulo: entry.titulo, webm, mp4, poster };
}

/** How many pictures the manifest lists per gallery (what the pages promise). */
export function manifestCount(name: GalleryName): number {
  return manifest.galerias[name].length;
}
