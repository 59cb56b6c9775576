/**
 * Floating buttons step aside from the parts of a page that must stay readable (issue 37 item 8: on a phone the
 * WhatsApp button covered the quote's «$ 46.000 por día» and the scroll-to-top button its table). A remote marks such
 * a part with `data-floating-clear`; while a floating button lies over one, it fades out (still in place, so
 * measuring again does not make it flicker). The quote has its own «Reservar Ahora», so nothing is lost meanwhile.
 */
import { useEffect, useState, type RefObject } from 'react';

export const FLOATING_CLEAR_ATTRIBUTE = 'data-floating-clear';

type Rect = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** True while the element lies over a marked part of the page; measured at most once a frame on scroll and resize. */
export function useOverMarked(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return setOver(false);
      const box = element.getBoundingClientRect();
      const marked = document.querySelectorAll(`[${FLOATING_CLEAR_ATTRIBUTE}]`);
      setOver([...marked].some((part) => overlaps(box, part.getBoundingClientRect())));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return over;
}
