/**
 * The summary of the bar under the mouse or with the focus (guest, unit, dates, people, state, total). One floating
 * box for the whole grid, fed by event delegation, so hovering renders nothing else. Screen readers get the same
 * words from the bar's own name. Hidden from the press that may start a drag until the drag ends.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { barSummary } from '../lib/stay-text';

interface Shown {
  lines: string[];
  top: number;
  left: number;
}

const WIDTH = 280;

export function BarTooltip({ root, findStay }: { root: RefObject<HTMLElement | null>; findStay: (id: number) => Reserva | undefined }) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // From a press until its release the summary stays hidden: a press focuses the bar (focusin) and may start a
    // drag, whose preview the summary would cover (issue 37).
    let pressed = false;
    const show = (event: Event) => {
      if (pressed) return setShown(null);
      const bar = (event.target as HTMLElement).closest?.<HTMLElement>('.plan-bar');
      const reserva = bar ? findStay(Number(bar.dataset.reservaId)) : undefined;
      // Never while a bar is dragged (issue 37): the summary would cover the drop preview, the drag's own answer.
      if (!bar || !reserva || el.querySelector('.plan-bar.dragging')) return setShown(null);
      const rect = bar.getBoundingClientRect();
      const left = Math.max(8, Math.min(rect.left, window.innerWidth - WIDTH - 8));
      const below = rect.bottom + 6;
      setShown({ lines: barSummary(reserva), top: below + 110 > window.innerHeight ? rect.top - 112 : below, left });
    };
    const hide = () => setShown(null);
    const press = () => {
      pressed = true;
      hide();
    };
    const release = () => {
      pressed = false;
    };
    el.addEventListener('mouseover', show);
    el.addEventListener('focusin', show);
    el.addEventListener('mouseleave', hide);
    el.addEventListener('focusout', hide);
    el.addEventListener('pointerdown', press);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    el.addEventListener('scroll', hide, true);
    return () => {
      el.removeEventListener('mouseover', show);
      el.removeEventListener('focusin', show);
      el.removeEventListener('mouseleave', hide);
      el.removeEventListener('focusout', hide);
      el.removeEventListener('pointerdown', press);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      el.removeEventListener('scroll', hide, true);
    };
  }, [root, findStay]);
  if (!shown) return null;
  return (
    <div className="plan-tip" style={{ top: shown.top, left: shown.left, maxWidth: WIDTH }} aria-hidden="true">
      {shown.lines.map((line, i) => (
        <div key={i} className={i === 0 ? 'plan-tip-title' : undefined}>
          {line}
        </div>
      ))}
    </div>
  );
}
