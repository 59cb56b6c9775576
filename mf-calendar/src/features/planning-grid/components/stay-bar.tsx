/**
 * One stay on its unit's row: draggable to another unit or other days, its right end draggable to change the exit
 * (mouse at once, touch after a long press, so a finger can still scroll the grid). Enter opens the detail, M the
 * «Mover» dialog. Memoized: during a drag only the dragged bar renders again.
 */
import { useDraggable } from '@dnd-kit/core';
import { memo, type CSSProperties } from 'react';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { BarBox } from '../lib/bar-geometry';
import { barStyle, hasBalanceDue } from '../lib/bar-style';
import { barAccessibleName, barLabel } from '../lib/stay-text';

export interface StayBarProps {
  reserva: Reserva;
  box: BarBox;
  /** Drawn at its new place while the server decides. */
  saving: boolean;
}

export const StayBar = memo(function StayBar({ reserva, box, saving }: StayBarProps) {
  const style = barStyle(reserva.estado);
  const movable = style.movable && !saving;
  const move = useDraggable({ id: `move:${reserva.id}`, data: { kind: 'move', reserva }, disabled: !movable });
  const resize = useDraggable({ id: `resize:${reserva.id}`, data: { kind: 'resize', reserva }, disabled: !movable });
  const t = move.transform ?? resize.transform;
  const css: CSSProperties = {
    left: box.left,
    width: resize.transform ? Math.max(12, box.width + resize.transform.x) : box.width,
    transform: move.transform ? `translate3d(${t?.x ?? 0}px, ${t?.y ?? 0}px, 0)` : undefined,
  };
  const classes = [
    'plan-bar',
    style.className,
    box.cutStart ? 'cut-start' : '',
    box.cutEnd ? 'cut-end' : '',
    move.isDragging || resize.isDragging ? 'dragging' : '',
    saving ? 'saving' : '',
  ].join(' ');
  return (
    <div
      ref={move.setNodeRef}
      {...(movable ? move.listeners : {})}
      role="button"
      tabIndex={-1}
      className={classes}
      style={css}
      data-reserva-id={reserva.id}
      data-first={box.firstDay}
      data-last={box.lastDay}
      data-movable={movable ? '1' : undefined}
      aria-describedby="plan-keys"
      aria-busy={saving || undefined}
    >
      {/* The name comes from this text, not aria-label: the short visible label is not part of it (axe). */}
      <span className="visually-hidden">{barAccessibleName(reserva)}</span>
      <span className="plan-bar-text" aria-hidden="true">
        {barLabel(reserva)}
      </span>
      {hasBalanceDue(reserva) ? (
        <span className="plan-bar-due" aria-hidden="true">
          $
        </span>
      ) : null}
      {movable && !box.cutEnd ? (
        <span ref={resize.setNodeRef} {...resize.listeners} className="plan-bar-resize" aria-hidden="true" />
      ) : null}
    </div>
  );
});
