/**
 * Test double of the media tables the build makes (scripts/media-table-loader.mjs): what the manifest lists, every
 * file it promises, as `/media/<file>` URLs. Stands for `media.json?portadas` (the default export) and for
 * assets-paginas.ts (`pageMedia`).
 */
import manifest from '../../content/media.json';
import type { CoverTable, GalleryName, PageMedia } from '../features/media/media-catalog';

const pictures = (archivos: string[], widths: number[]) =>
  archivos.flatMap((archivo) => widths.flatMap((w) => [`${archivo}-${w}.avif`, `${archivo}-${w}.webp`]));
const table = (names: string[]) => ({ publicPath: '/media/', files: Object.fromEntries(names.map((name) => [name, name])) });

const picture = ({ archivo, alt }: { archivo: string; alt: string }) => ({ archivo, alt });
const { inicio, camping, cabanas, dormis } = manifest.portadas;
const covers = { inicio: picture(inicio), camping: picture(camping), cabanas: picture(cabanas), dormis: picture(dormis) };
const coverTable: CoverTable = {
  covers,
  ...table(pictures(Object.values(covers).map((c) => c.archivo), [640, 1280, 1920])),
};
export default coverTable;

function pageMediaOf(slug: GalleryName): PageMedia {
  const gallery = manifest.galerias[slug].map(picture);
  const { archivo, titulo } = manifest.videos[slug];
  const videoFiles = [`${archivo}.webm`, `${archivo}.mp4`, `${archivo}-poster.webp`];
  return { gallery, video: { archivo, titulo }, ...table([...pictures(gallery.map((g) => g.archivo), [480, 960, 1600]), ...videoFiles]) };
}

export const pageMedia = {
  camping: async () => ({ default: pageMediaOf('camping') }),
  cabanas: async () => ({ default: pageMediaOf('cabanas') }),
  dormis: async () => ({ default: pageMediaOf('dormis') }),
};
