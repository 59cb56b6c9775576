/**
 * The prerender builds of the shell and mf-public (docs/public-site.md, «Prerendered pages»): each build writes a
 * CommonJS module into its dist folder that the server loads to draw a public page into its HTML. The shell draws
 * the chrome (top bar, footer, floating buttons) around the HTML of the public remote's page.
 */
import type { Sitio } from './schemas/sitio';

/** Where a build writes its prerender module, inside its dist folder (the server never sends it). */
export const PRERENDER_MODULE = 'ssr/prerender.cjs';

/** mf-public's module: the page at a public path, as its app draws it before any interaction. */
export interface PublicPagePrerender {
  renderPage(pathname: string, sitio: Sitio | undefined): Promise<string>;
}

/** The shell's module: its public chrome at a path, around a page's HTML. */
export interface PublicChromePrerender {
  renderChrome(pathname: string, sitio: Sitio | undefined, pageHtml: string): Promise<string>;
}
