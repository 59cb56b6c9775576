/** Test double of the media folders: every file the manifest promises, as `/media/<file>` URLs. */
import manifest from '../../content/media.json';

function fakeContext(files: string[]): AssetContext {
  const context = ((id: string) => `/media/${id.replace('./', '')}`) as AssetContext;
  context.keys = () => files.map((f) => `./${f}`);
  return context;
}

const images = (entries: Array<{ archivo: string }>, widths: number[]) =>
  entries.flatMap((e) => widths.flatMap((w) => [`${e.archivo}-${w}.avif`, `${e.archivo}-${w}.webp`]));

const portadas = fakeContext(images(Object.values(manifest.portadas), [640, 1280, 1920]));
export default portadas;
export const camping = fakeContext(images(manifest.galerias.camping, [480, 960, 1600]));
export const cabanas = fakeContext(images(manifest.galerias.cabanas, [480, 960, 1600]));
export const dormis = fakeContext(images(manifest.galerias.dormis, [480, 960, 1600]));
export const videos = fakeContext(
  Object.values(manifest.videos).flatMap((v) => [`${v.archivo}.webm`, `${v.archivo}.mp4`, `${v.archivo}-poster.webp`]),
);
