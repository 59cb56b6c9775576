/**
 * Test double of the media tables the build makes (scripts/media-table-loader.mjs): what the manifest lists, every
 * file it promises, as `/media/<file>` URLs. Stands for `media.json?portadas` (the default export), for
 * `media.json?alojamientos` (fake-lodging-table.ts re-exports `lodgingTable`) and for assets-paginas.ts
 * (`galleryTables`).
 */
import manifest from '../../content/media.json';
import type { CoverTable, GalleryName, GalleryTable, LodgingTable } from '../features/media/media-catalog';

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

const SLUGS: GalleryName[] = ['camping', 'cabanas', 'dormis'];
const videoOf = (slug: GalleryName) => ({ archivo: manifest.videos[slug].archivo, titulo: manifest.videos[slug].titulo });

export const lodgingTable: LodgingTable = {
  paginas: { camping: page('camping'), cabanas: page('cabanas'), dormis: page('dormis') },
  ...table(SLUGS.flatMap((slug) => ['.webm', '.mp4', '-poster.webp'].map((end) => `${videoOf(slug).archivo}${end}`))),
};

function page(slug: GalleryName) {
  return { video: videoOf(slug), fotos: manifest.galerias[slug].length };
}

function galleryTableOf(slug: GalleryName): GalleryTable {
  const gallery = manifest.galerias[slug].map(picture);
  return { gallery, ...table(pictures(gallery.map((g) => g.archivo), [480, 960, 1600])) };
}

export const galleryTables = {
  camping: async () => ({ default: galleryTableOf('camping') }),
  cabanas: async () => ({ default: galleryTableOf('cabanas') }),
  dormis: async () => ({ default: galleryTableOf('dormis') }),
};
