/**
 * `/#about`, `/#servicios`, `/#contact` from any page scroll to their section once it is on screen (the page may
 * still be loading); a new page without a hash starts at the top.
 *
 * Content that arrives later above the section (the quote's answer, which is only asked once the visitor passes
 * by it) would push the section away: until the visitor scrolls on their own, or for a few seconds, the section is
 * put back in place whenever the page's height changes.
 */
import { useEffect } from 'react';

const KEEP_IN_PLACE_MS = 4000;

export function useScrollToHash(pathname: string, hash: string): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const started = performance.now();
    let frame = 0;
    let stopKeeping: () => void = () => undefined;
    const keepInPlace = (target: HTMLElement) => {
      if (typeof ResizeObserver === 'undefined') return;
      let lastHeight = document.documentElement.scrollHeight;
      const observer = new ResizeObserver(() => {
        const height = document.documentElement.scrollHeight;
        if (height === lastHeight) return;
        lastHeight = height;
        target.scrollIntoView({ behavior: 'auto', block: 'start' });
      });
      observer.observe(document.body);
      const timer = window.setTimeout(() => stopKeeping(), KEEP_IN_PLACE_MS);
      const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
      stopKeeping = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        for (const type of events) window.removeEventListener(type, stopKeeping);
      };
      for (const type of events) window.addEventListener(type, stopKeeping, { passive: true });
    };
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        if (target.tabIndex >= -1 && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
        keepInPlace(target);
        return;
      }
      if (performance.now() - started < 5000) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => {
      cancelAnimationFrame(frame);
      stopKeeping();
    };
  }, [pathname, hash]);
}
