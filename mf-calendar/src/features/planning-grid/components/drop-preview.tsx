/**
 * While a bar is dragged: a dashed outline where it would land, with the unit and dates it would get. It listens to
 * the drag through `subscribe`, so only this box renders while the pointer moves.
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
}

export type PreviewListener = (target: DropTarget | null) => void;

export function DropPreview(props: {
  table: RefObject<HTMLElement | null>;
  desde: string;
  dias: number;
  dayWidth: number;
  subscribe: (listener: PreviewListener | null) => void;
}) {
  const { table, desde, dias, dayWidth, subscribe } = props;
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    subscribe((target) => {
      const origin = table.current?.getBoundingClientRect();
      const lane = target?.row?.querySelector('.plan-lane')?.getBoundingClientRect();
      const box = target ? barBox(target.to.fecha_entrada, target.to.fecha_salida, desde, dias, dayWidth) : null;
      if (!target || !origin || !lane || !box) return setPreview(null);
      const nights = diffDaysIso(target.to.fecha_entrada, target.to.fecha_salida);
      const next = {
        top: lane.top - origin.top,
        left: lane.left - origin.left + box.left,
        width: box.width,
        text: `${target.row?.getAttribute('aria-label') ?? ''}: ${formatDateAR(target.to.fecha_entrada)} → ${formatDateAR(target.to.fecha_salida)} (${nights === 1 ? '1 noche' : `${nights} noches`})`,
      };
      setPreview((current) => (current && current.text === next.text && current.top === next.top && current.left === next.left ? current : next));
    });
    return () => subscribe(null);
  }, [subscribe, table, desde, dias, dayWidth]);
  if (!preview) return null;
  return (
    <div className="plan-drop" style={{ top: preview.top, left: preview.left, width: preview.width }} aria-hidden="true">
      <span className="plan-drop-text">{preview.text}</span>
    </div>
  );
}
