import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig } from '@camping/federation';
// By path, not by package: Node loads this config, and every remote must build without contracts compiled first.
// public-pages.ts, page-covers.ts and page-hints.ts import nothing else at run time, for that reason.
import { PUBLIC_PAGES, pageChunkName } from '../libs/contracts/src/public-pages';
import { publicPageHints } from './src/features/media/page-hints';

const media = JSON.parse(readFileSync(path.join(__dirname, 'content/media.json'), 'utf8')) as {
  portadas: Record<string, { archivo: string }>;
};

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-public',
  title: 'Sitio público',
  staticDir: 'public',
  pageHints: (assetNames) => publicPageHints({ pages: PUBLIC_PAGES, chunkName: pageChunkName, portadas: media.portadas }, assetNames),
});
