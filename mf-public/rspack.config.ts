import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig } from '@camping/federation';
import type { Configuration } from '@rspack/core';
// By path, not by package: Node loads this config, and every remote must build without contracts compiled first.
// public-pages.ts, page-covers.ts and page-hints.ts import nothing else at run time, for that reason.
import { PUBLIC_PAGES, pageChunkName } from '../libs/contracts/src/public-pages';
import { publicPageHints } from './src/features/media/page-hints';

const media = JSON.parse(readFileSync(path.join(__dirname, 'content/media.json'), 'utf8')) as {
  portadas: Record<string, { archivo: string }>;
};

const federated = createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-public',
  title: 'Sitio público',
  staticDir: 'public',
  pageHints: (assetNames) => publicPageHints({ pages: PUBLIC_PAGES, chunkName: pageChunkName, portadas: media.portadas }, assetNames),
});

/** `content/media.json?pagina=<slug>`: a lodging page's pictures and video as one table of names (the loader's doc). */
const PAGE_MEDIA_RULE = {
  test: /content[\\/]media\.json$/,
  resourceQuery: /pagina=/,
  loader: path.join(__dirname, 'scripts/page-media-loader.mjs'),
  type: 'javascript/auto',
};

export default (...args: Parameters<typeof federated>): Configuration => {
  const config = federated(...args);
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), PAGE_MEDIA_RULE] } };
};
