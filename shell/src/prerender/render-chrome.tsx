/**
 * The prerender build's entry (rspack.prerender.config.ts): the public chrome (top bar, footer, floating buttons)
 * drawn on the server at a path, around the HTML of mf-public's page there (docs/public-site.md, «Prerendered
 * pages»). As the app draws it for a visitor without a session, before any interaction.
 */
import { StaticRouter } from 'react-router-dom';
import type { PublicChromePrerender } from '@camping/contracts/prerender';
import { usarSitioAlPrerenderizar } from '@camping/contracts/sitio-embebido';
import { renderToHtml } from '@camping/ui/render-to-html';
import { AuthProvider } from '../features/auth/auth-context';
import { PublicLayout } from '../features/public-chrome/public-layout';
import { PrerenderedRemoteHtml } from '../features/remotes/prerendered-remote';

export const renderChrome: PublicChromePrerender['renderChrome'] = (pathname, sitio, pageHtml) => {
  usarSitioAlPrerenderizar(sitio);
  return renderToHtml(
    <StaticRouter location={pathname}>
      <AuthProvider verifyAtStart={false}>
        <PrerenderedRemoteHtml.Provider value={pageHtml}>
          <PublicLayout />
        </PrerenderedRemoteHtml.Provider>
      </AuthProvider>
    </StaticRouter>,
  );
};
