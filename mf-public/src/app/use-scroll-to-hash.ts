/**
 * `/#about`, `/#servicios`, `/#contact` from any page scroll to their section once it is on screen (the page may
 * still be loading); a new page without a hash starts at the top.
 */
import { useEffect } from 'react';

export function useScrollToHash(pathname: string, hash: string): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        if (target.tabIndex >= -1 && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < 5000) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
