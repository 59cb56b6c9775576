/**
 * A tree drawn to HTML on the server, for the prerender builds (docs/public-site.md, «Prerendered pages»). React's
 * `prerender` waits for every lazy part and every `use`d promise, so the HTML is the whole page, never a fallback.
 * Only the prerender builds import this: it is no shared module of the browser builds.
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

export async function renderToHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}
