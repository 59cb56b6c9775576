/**
 * True from the moment an element comes within `margin` of the viewport, and stays true. What only matters once
 * the visitor gets there (the quote and the zod schemas that check its answer) waits for it. By default the element
 * must reach the screen itself: with a 600 px margin the form on /camping counted as near on a phone's first screen,
 * and every visit downloaded the API client and zod (27 KB gzip) without scrolling; the answer takes a few hundred
 * ms once the form shows, with «Consultando disponibilidad...» meanwhile.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): [boolean, () => void] {
  // Without IntersectionObserver (very old browsers) there is no way to know: treat it as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return [near, () => setNear(true)];
}
