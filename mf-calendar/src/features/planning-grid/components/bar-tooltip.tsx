/**
 * The summary of the bar under the mouse or with the focus (guest, unit, dates, people, state, total). One floating
 * box for the whole grid, fed by event delegation, so hovering renders nothing else. Screen readers get the same
 * words from the bar's own name.
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
    const show = (event: Event) => {
      const bar = (event.target as HTMLElement).closest?.<HTMLElement>('.plan-bar');
      const reserva = bar ? findStay(Number(bar.dataset.reservaId)) : undefined;
      if (!bar || !reserva || bar.classList.contains('dragging')) return setShown(null);
      const rect = bar.getBoundingClientRect();
      const left = Math.max(8, Math.min(rect.left, window.innerWidth - WIDTH - 8));
      const below = rect.bottom + 6;
      setShown({ lines: barSummary(reserva), top: below + 110 > window.innerHeight ? rect.top - 112 : below, left });
    };
    const hide = () => setShown(null);
    el.addEventListener('mouseover', show);
    el.addEventListener('focusin', show);
    el.addEventListener('mouseleave', hide);
    el.addEventListener('focusout', hide);
    el.addEventListener('pointerdown', hide);
    el.addEventListener('scroll', hide, true);
    return () => {
      el.removeEventListener('mouseover', show);
      el.removeEventListener('focusin', show);
      el.removeEventListener('mouseleave', hide);
      el.removeEventListener('focusout', hide);
      el.removeEventListener('pointerdown', hide);
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
