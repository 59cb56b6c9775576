import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig } from '@camping/federation';
import type { PageHints } from '@camping/contracts/page-hints';
import { COVER_SIZES, COVER_WIDTHS, PAGE_COVERS } from './src/features/media/page-covers';

const media = JSON.parse(readFileSync(path.join(__dirname, 'content/media.json'), 'utf8')) as {
  portadas: Record<string, { archivo: string }>;
};

/** Each page's cover as the AVIF candidates its <picture> offers, so the browser preloads the very file it shows. */
function coverHints(assetNames: string[]): PageHints {
  const hints: PageHints = {};
  for (const [route, cover] of Object.entries(PAGE_COVERS)) {
    const archivo = media.portadas[cover]?.archivo;
    if (!archivo) continue;
    const candidates = COVER_WIDTHS.map((width) => {
      const file = assetNames.find((name) => name.startsWith(`assets/${archivo}-${width}.`) && name.endsWith('.avif'));
      return file ? `${file} ${width}w` : null;
    });
    if (candidates.some((candidate) => candidate === null)) continue;
    hints[route] = [{ as: 'image', type: 'image/avif', imagesrcset: candidates.join(', '), imagesizes: COVER_SIZES, fetchpriority: 'high' }];
  }
  return hints;
}

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-public',
  title: 'Sitio público',
  staticDir: 'public',
  pageHints: coverHints,
});
