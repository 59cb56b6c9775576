/** Test double of the covers' folder (a require.context): every file the manifest promises, as `/media/<file>` URLs. */
import manifest from '../../content/media.json';

function fakeContext(files: string[]): AssetContext {
  const context = ((id: string) => `/media/${id.replace('./', '')}`) as AssetContext;
  context.keys = () => files.map((f) => `./${f}`);
  return context;
}

const images = (entries: Array<{ archivo: string }>, widths: number[]) =>
  entries.flatMap((e) => widths.flatMap((w) => [`${e.archivo}-${w}.avif`, `${e.archivo}-${w}.webp`]));

export default fakeContext(images(Object.values(manifest.portadas), [640, 1280, 1920]));
