import { createPrerenderConfig } from '@camping/federation/prerender';

/** The public chrome drawn on the server (src/prerender/render-chrome.tsx; docs/public-site.md, «Prerendered pages»). */
export default createPrerenderConfig({ dir: __dirname, entry: './src/prerender/render-chrome.tsx', publicPath: '/' });
