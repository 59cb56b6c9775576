/**
 * The prerender build's entry (rspack.prerender.config.ts): a public page drawn on the server, as the app draws it
 * before any interaction, for the server to put in the page's HTML (docs/public-site.md, «Prerendered pages»).
 */
import type { PublicPagePrerender } from '@camping/contracts/prerender';
import { usarSitioAlPrerenderizar } from '@camping/contracts/sitio-embebido';
import { renderToHtml } from '@camping/ui/render-to-html';
import { App } from '../app/app';

/** Links go through the browser until the app takes the page over: nothing navigates on the server. */
const nothing = () => undefined;

export const renderPage: PublicPagePrerender['renderPage'] = (pathname, sitio) => {
  usarSitioAlPrerenderizar(sitio);
  return renderToHtml(<App pathname={pathname} hash="" navigate={nothing} user={null} reportError={nothing} />);
};
