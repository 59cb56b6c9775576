/** The scroll-to-top button, shown past 300 px; out of the way over the quote (use-over-marked.ts). */
import { useEffect, useRef, useState } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import { useOverMarked } from './use-over-marked';

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const overMarked = useOverMarked(ref);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > LIMITES.scrollTopPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={overMarked ? 'scroll-to-top floating-away' : 'scroll-to-top'}
      aria-label="Volver arriba"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
