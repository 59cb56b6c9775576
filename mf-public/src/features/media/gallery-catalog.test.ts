import { galleryImages, lodgingVideo } from './gallery-catalog';
import type { GalleryTable, LodgingTable } from './media-catalog';

const PUBLIC_PATH = 'https://sitio.example/remotes/mf-public/';
/** Each file's hashed path in the build, as scripts/media-table-loader.mjs gives it. */
const hashed = (files: string[]) => Object.fromEntries(files.map((file) => [file, `assets/${file.replace(/(\.\w+)$/, '.0a1b2c3d$1')}`]));

function table(files: string[]): GalleryTable {
  return {
    publicPath: PUBLIC_PATH,
    gallery: [
      { archivo: 'camping-01', alt: 'Carpas en las parcelas del camping' },
      { archivo: 'camping-02', alt: 'Parcelas con carpas a la sombra de la arboleda' },
    ],
    files: hashed(files),
  };
}

function lodgingTable(files: string[]): LodgingTable {
  const video = { archivo: 'video-camping', titulo: 'Recorrido por el camping' };
  return {
    publicPath: PUBLIC_PATH,
    paginas: { camping: { video, fotos: 2 }, cabanas: { video: null, fotos: 0 }, dormis: { video: null, fotos: 0 } },
    files: hashed(files),
  };
}

const picture = (archivo: string) =>
  [480, 960, 1600].flatMap((w) => [`${archivo}-${w}.avif`, `${archivo}-${w}.webp`]);
const VIDEO = ['video-camping.webm', 'video-camping.mp4', 'video-camping-poster.webp'];
const url = (file: string) => `https://sitio.example/remotes/mf-public/assets/${file.replace(/(\.\w+)$/, '.0a1b2c3d$1')}`;

describe("a lodging page's media tables", () => {
  it('gives each picture its AVIF and WebP srcsets at the remote’s public path, in the manifest’s order, with its alt', () => {
    const images = galleryImages(table([...picture('camping-01'), ...picture('camping-02')]));
    expect(images.map((image) => image.alt)).toEqual(['Carpas en las parcelas del camping', 'Parcelas con carpas a la sombra de la arboleda']);
    expect(images[0]).toEqual({
      id: 'camping-01',
      alt: 'Carpas en las parcelas del camping',
      avif: `${url('camping-01-480.avif')} 480w, ${url('camping-01-960.avif')} 960w, ${url('camping-01-1600.avif')} 1600w`,
      webp: `${url('camping-01-480.webp')} 480w, ${url('camping-01-960.webp')} 960w, ${url('camping-01-1600.webp')} 1600w`,
      src: url('camping-01-960.webp'),
      large: url('camping-01-1600.webp'),
      width: 960,
      height: 720,
    });
    expect(lodgingVideo(lodgingTable(VIDEO), 'camping')).toEqual({
      titulo: 'Recorrido por el camping',
      webm: url('video-camping.webm'),
      mp4: url('video-camping.mp4'),
      poster: url('video-camping-poster.webp'),
    });
  });

  it('leaves out a picture missing one of its files, and the video when one of its files is missing', () => {
    const files = [...picture('camping-01'), ...picture('camping-02').filter((f) => f !== 'camping-02-1600.avif')];
    expect(galleryImages(table(files)).map((image) => image.id)).toEqual(['camping-01']);
    expect(lodgingVideo(lodgingTable(['video-camping.webm']), 'camping')).toBeNull();
    expect(lodgingVideo(lodgingTable(VIDEO), 'cabanas')).toBeNull();
  });
});
