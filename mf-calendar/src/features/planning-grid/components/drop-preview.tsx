/**
 * While a bar is dragged: a dashed outline where it would land, with the unit and dates it would get. It listens to
 * the drag through `subscribe`, so only this box renders while the pointer moves. Over nights already taken it turns
 * red and names what is in the way (`clashOf`, issue 37), before the drop.
 */
import { useEffect, useState, type RefObject } from 'react';
import { diffDaysIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { barBox } from '../lib/bar-geometry';
import type { DropTarget } from '../lib/drop-target';

interface Preview {
  top: number;
  left: number;
  width: number;
  text: string;
  clash: string | null;
  /** The label's offset from the box and its widest, so it stays in the grid's visible part (a phone's narrow grid). */
  labelLeft: number;
  labelMax: number;
}

const LABEL_WANTED_PX = 260;

/** Where the label goes: under the box, moved left and wrapped as needed to stay between the unit column and the grid's right edge. */
function labelPlace(table: HTMLElement, row: HTMLElement | null, origin: DOMRect, boxLeft: number): { labelLeft: number; labelMax: number } {
  const view = (table.parentElement ?? table).getBoundingClientRect();
  const unitRight = row?.querySelector('.plan-unit')?.getBoundingClientRect().right ?? view.left;
  const visLeft = Math.max(view.left, unitRight) - origin.left + 4;
  const visRight = view.right - origin.left - 4;
  const wanted = Math.min(LABEL_WANTED_PX, visRight - visLeft);
  let start = Math.max(boxLeft, visLeft);
  if (start + wanted > visRight) start = Math.max(visLeft, visRight - wanted);
  return { labelLeft: start - boxLeft, labelMax: Math.max(wanted, visRight - start) };
}

export type PreviewListener = (target: DropTarget | null) => void;

export function DropPreview(props: {
  table: RefObject<HTMLElement | null>;
  desde: string;
  dias: number;
  dayWidth: number;
  subscribe: (listener: PreviewListener | null) => void;
  /** What occupies the target's nights, if anything: «Ocupado por Pérez, Ana (N.º 12)». */
  clashOf: (target: DropTarget) => string | null;
}) {
  const { table, desde, dias, dayWidth, subscribe, clashOf } = props;
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    subscribe((target) => {
      const origin = table.current?.getBoundingClientRect();
      const lane = target?.row?.querySelector('.plan-lane')?.getBoundingClientRect();
      const box = target ? barBox(target.to.fecha_entrada, target.to.fecha_salida, desde, dias, dayWidth) : null;
      if (!target || !origin || !lane || !box) return setPreview(null);
      const nights = diffDaysIso(target.to.fecha_entrada, target.to.fecha_salida);
      const left = lane.left - origin.left + box.left;
      const next = {
        top: lane.top - origin.top,
        left,
        ...labelPlace(table.current!, target.row, origin, left),
        width: box.width,
        text: `${target.row?.getAttribute('aria-label') ?? ''}: ${formatDateAR(target.to.fecha_entrada)} → ${formatDateAR(target.to.fecha_salida)} (${nights === 1 ? '1 noche' : `${nights} noches`})`,
        clash: clashOf(target),
      };
      setPreview((current) => (current && current.text === next.text && current.clash === next.clash && current.labelLeft === next.labelLeft && current.top === next.top && current.left === next.left ? current : next));
    });
    return () => subscribe(null);
  }, [subscribe, table, desde, dias, dayWidth, clashOf]);
  if (!preview) return null;
  return (
    <div
      className={preview.clash ? 'plan-drop plan-drop-clash' : 'plan-drop'}
      style={{ top: preview.top, left: preview.left, width: preview.width }}
      aria-hidden="true"
      data-testid="plan-drop"
    >
      <span className="plan-drop-text" style={{ left: preview.labelLeft, maxWidth: preview.labelMax }}>
        {preview.text}
        {preview.clash ? <strong className="plan-drop-clash-text">{preview.clash}</strong> : null}
      </span>
    </div>
  );
}
