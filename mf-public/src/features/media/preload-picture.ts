/**
 * Asks the browser for a page's cover while the rest of the page is still being built, so the largest picture on
 * the screen does not wait for the page's code. The preload has the same candidates and `sizes` as the cover's AVIF
 * `<source>` (ResponsivePicture), so the browser picks the same file and uses it; browsers without AVIF skip it.
 */
import type { ResponsiveImage } from './media-catalog';

export function preloadPicture(image: ResponsiveImage, sizes = '100vw'): void {
  if (typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = 'image/avif';
  link.setAttribute('imagesrcset', image.avif);
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
