/** While a bar is dragged: a dashed outline where it would land, with the unit and dates it would get. */
import { useDndMonitor, type DragMoveEvent } from '@dnd-kit/core';
import { useState, type RefObject } from 'react';
import { diffDaysIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { barBox } from '../lib/bar-geometry';
import { dropTarget, eventPoint, type DragData } from '../lib/drop-target';

interface Preview {
  top: number;
  left: number;
  width: number;
  text: string;
}

export function DropPreview({ table, desde, dias, dayWidth }: { table: RefObject<HTMLElement | null>; desde: string; dias: number; dayWidth: number }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const onDragMove = (event: DragMoveEvent) => {
    const data = event.active.data.current as DragData | undefined;
    const lane = table.current;
    if (!data || !lane) return;
    const target = dropTarget(data, eventPoint(event.activatorEvent), event.delta, dayWidth);
    const laneEl = target.row?.querySelector('.plan-lane');
    const box = barBox(target.to.fecha_entrada, target.to.fecha_salida, desde, dias, dayWidth);
    if (!laneEl || !box) return setPreview(null);
    const origin = lane.getBoundingClientRect();
    const rect = laneEl.getBoundingClientRect();
    const name = target.row?.getAttribute('aria-label') ?? '';
    const nights = diffDaysIso(target.to.fecha_entrada, target.to.fecha_salida);
    const next = {
      top: rect.top - origin.top,
      left: rect.left - origin.left + box.left,
      width: box.width,
      text: `${name}: ${formatDateAR(target.to.fecha_entrada)} → ${formatDateAR(target.to.fecha_salida)} (${nights === 1 ? '1 noche' : `${nights} noches`})`,
    };
    setPreview((current) =>
      current && current.top === next.top && current.left === next.left && current.width === next.width ? current : next,
    );
  };
  useDndMonitor({ onDragMove, onDragEnd: () => setPreview(null), onDragCancel: () => setPreview(null) });
  if (!preview) return null;
  return (
    <div className="plan-drop" style={{ top: preview.top, left: preview.left, width: preview.width }} aria-hidden="true">
      <span className="plan-drop-text">{preview.text}</span>
    </div>
  );
}
