import { createPrerenderConfig } from '@camping/federation/prerender';
import { MEDIA_TABLE_RULE } from './rspack.config';

/** The public pages drawn on the server (src/prerender/render-page.tsx; docs/public-site.md, «Prerendered pages»). */
export default createPrerenderConfig({
  dir: __dirname,
  entry: './src/prerender/render-page.tsx',
  // Where this server serves the remote: pages are prerendered only while it serves the public remote itself.
  publicPath: '/remotes/mf-public/',
  rules: [MEDIA_TABLE_RULE],
});
