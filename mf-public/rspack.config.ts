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

/**
 * `content/media.json?portadas`, `?alojamientos` and `?pagina=<slug>`: the covers, the lodging pages' videos, and a
 * lodging page's gallery, as tables of names (scripts/media-table-loader.mjs).
 */
export const MEDIA_TABLE_RULE = {
  test: /content[\\/]media\.json$/,
  resourceQuery: /^\?(portadas$|alojamientos$|pagina=)/,
  loader: path.join(__dirname, 'scripts/media-table-loader.mjs'),
  type: 'javascript/auto',
};

export default (...args: Parameters<typeof federated>): Configuration => {
  const config = federated(...args);
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), MEDIA_TABLE_RULE] } };
};
