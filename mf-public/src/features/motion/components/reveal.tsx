/**
 * Scroll animation (spec section 9: 1000 ms, once, offset 100): a block fades and rises into place the first time
 * its top comes 100 px inside the viewport. Visitors who ask for reduced motion see it in place at once.
 */
import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

export const REVEAL = { durationMs: 1000, offsetPx: 100, once: true } as const;

export function Reveal({ as: Tag = 'div', className, children, delayMs = 0 }: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
  delayMs?: number;
}) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

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

  const classes = ['pub-reveal', shown ? 'pub-revealed' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag ref={ref} className={classes} style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}>
      {children}
    </Tag>
  );
}
