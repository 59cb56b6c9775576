/**
 * Tells the shell the page is drawn (PAGE_DRAWN_EVENT): placed after the page inside its Suspense boundary, it mounts
 * only once the page's code and data are here and its content is committed. The shell then swaps a prerendered
 * page for the app (docs/public-site.md, «Prerendered pages»); without one, nobody listens.
 */
import { useLayoutEffect } from 'react';
import { PAGE_DRAWN_EVENT } from '@camping/contracts/public-pages';

export function PageDrawn({ path }: { path: string }) {
  useLayoutEffect(() => {
    document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT, { detail: path }));
  }, [path]);
  return null;
}
