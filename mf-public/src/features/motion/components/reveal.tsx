/**
 * Scroll animation (spec section 9: 1000 ms, once, offset 100): a block fades and rises into place the first time
 * its top comes 100 px inside the viewport. Visitors who ask for reduced motion see it in place at once.
 *
 * A prerendered page shows its blocks in place (public.css). When the app takes such a page over, a block the
 * visitor already has on screen, or scrolled past, is shown in place too, before the swap is painted: it must not
 * vanish and fade in again. Blocks further down keep their animation.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';

export const REVEAL = { durationMs: 1000, offsetPx: 100, once: true } as const;

export function Reveal({ as: Tag = 'div', className, children, delayMs = 0 }: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
  delayMs?: number;
}) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  const [atOnce, setAtOnce] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !document.getElementById(PRERENDERED_PAGE_ID)) return;
    if (element.getBoundingClientRect().top < window.innerHeight - REVEAL.offsetPx) {
      setAtOnce(true);
      setShown(true);
    }
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL.offsetPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = ['pub-reveal', shown ? 'pub-revealed' : '', atOnce ? 'pub-reveal-at-once' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Tag ref={ref} className={classes} style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}>
      {children}
    </Tag>
  );
}
