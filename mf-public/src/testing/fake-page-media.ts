/**
 * Test double of the lodging pages' media tables (scripts/page-media-loader.mjs builds them with the bundler): what
 * the manifest lists, every file it promises, as `/media/<file>` URLs.
 */
import manifest from '../../content/media.json';
import type { GalleryName, PageMedia } from '../features/media/media-catalog';

function pageMediaOf(slug: GalleryName): PageMedia {
  const gallery = manifest.galerias[slug].map(({ archivo, alt }) => ({ archivo, alt }));
  const video = manifest.videos[slug];
  const names = [
    ...gallery.flatMap(({ archivo }) => [480, 960, 1600].flatMap((w) => [`${archivo}-${w}.avif`, `${archivo}-${w}.webp`])),
    `${video.archivo}.webm`,
    `${video.archivo}.mp4`,
    `${video.archivo}-poster.webp`,
  ];
  return {
    publicPath: '/media/',
    gallery,
    video: { archivo: video.archivo, titulo: video.titulo },
    files: Object.fromEntries(names.map((name) => [name, name])),
  };
}

export const pageMedia = {
  camping: async () => ({ default: pageMediaOf('camping') }),
  cabanas: async () => ({ default: pageMediaOf('cabanas') }),
  dormis: async () => ({ default: pageMediaOf('dormis') }),
};
