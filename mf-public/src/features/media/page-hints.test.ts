import { PUBLIC_PAGES, pageChunkName } from '@camping/contracts/public-pages';
import manifest from '../../../content/media.json';
import { publicPageHints } from './page-hints';

const sources = { pages: PUBLIC_PAGES, chunkName: pageChunkName, portadas: manifest.portadas };

/** The asset names of a build: every cover in its three AVIF widths (and a WebP), each page's chunk, hashed. */
function buildAssets(): string[] {
  const covers = Object.values(manifest.portadas).flatMap(({ archivo }) =>
    [640, 1280, 1920].flatMap((width) => [`assets/${archivo}-${width}.a1b2c3.avif`, `assets/${archivo}-${width}.d4e5f6.webp`]),
  );
  return [
    ...covers,
    'main.0a0a0a0a.js',
    'pagina-home-page.99ff00aa.js',
    'pagina-about-page.11aa22bb.js',
    'pagina-lodging-page.33cc44dd.js',
    'pagina-lodging-page.55ee66ff.css',
    'pagina-contact-page.77aa88bb.js',
    'pagina-contact-page.77aa88bb.js.map',
    'medios-camping.1a2b3c4d.js',
  ];
}

const cover = (archivo: string) => ({
  as: 'image',
  type: 'image/avif',
  imagesrcset: `assets/${archivo}-640.a1b2c3.avif 640w, assets/${archivo}-1280.a1b2c3.avif 1280w, assets/${archivo}-1920.a1b2c3.avif 1920w`,
  imagesizes: '100vw',
  fetchpriority: 'high',
});
const lodgingChunk = [
  { as: 'script', href: 'pagina-lodging-page.33cc44dd.js' },
  { as: 'style', href: 'pagina-lodging-page.55ee66ff.css' },
];

describe("mf-public's page hints", () => {
  it("announce each page's AVIF cover, as its <picture> offers it, and its own chunk's script and styles; not a gallery's table", () => {
    expect(publicPageHints(sources, buildAssets())).toEqual({
      '/': [cover('portada-inicio'), { as: 'script', href: 'pagina-home-page.99ff00aa.js' }],
      '/about': [cover('portada-inicio'), { as: 'script', href: 'pagina-about-page.11aa22bb.js' }],
      '/camping': [cover('portada-camping'), ...lodgingChunk],
      '/cabanas': [cover('portada-cabanas'), ...lodgingChunk],
      '/dormis': [cover(manifest.portadas.dormis.archivo), ...lodgingChunk],
      '/contact': [{ as: 'script', href: 'pagina-contact-page.77aa88bb.js' }],
    });
  });

  it('leave a cover out when one of its widths is missing, instead of preloading a file the page will not show', () => {
    const assets = buildAssets().filter((name) => !name.startsWith('assets/portada-camping-1920.'));
    expect(publicPageHints(sources, assets)['/camping']).toEqual(lodgingChunk);
  });

  it("stop the build, in Spanish, when a page's chunk is not among the assets", () => {
    const assets = buildAssets().filter((name) => !name.startsWith('pagina-about-page.'));
    expect(() => publicPageHints(sources, assets)).toThrow('page-hints: no está el chunk "pagina-about-page"');
  });
});
