/**
 * One stay on its unit's row: draggable to another unit or other days, its right end to change the exit (the grid's
 * use-bar-drag, by delegation). Enter opens the detail, M the «Mover» dialog. Memoized and hook-free: 700 bars cost
 * nothing while another one is dragged.
 */
import { memo } from 'react';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { BarBox } from '../lib/bar-geometry';
import { barStyle, hasBalanceDue } from '../lib/bar-style';
import { barAccessibleName, barLabel } from '../lib/stay-text';

export interface StayBarProps {
  reserva: Reserva;
  box: BarBox;
  /** Drawn at its new place while the server decides. */
  saving: boolean;
  /** The stay the address names (`#…&reserva=ID`, «Mover nuestra estadía»): outlined until the selection is dropped. */
  selected?: boolean;
}

export const StayBar = memo(function StayBar({ reserva, box, saving, selected = false }: StayBarProps) {
  const style = barStyle(reserva.estado);
  const movable = style.movable && !saving;
  const classes = `plan-bar ${style.className}${box.cutStart ? ' cut-start' : ''}${box.cutEnd ? ' cut-end' : ''}${saving ? ' saving' : ''}${selected ? ' plan-bar-selected' : ''}`;
  return (
    <div
      role="button"
      tabIndex={-1}
      className={classes}
      style={{ left: box.left, width: box.width }}
      data-reserva-id={reserva.id}
      data-first={box.firstDay}
      data-last={box.lastDay}
      data-movable={movable ? '1' : undefined}
      aria-describedby="plan-keys"
      aria-busy={saving || undefined}
    >
      {/* The name comes from this text, not aria-label: the short visible label is not part of it (axe). */}
      <span className="visually-hidden">
        {barAccessibleName(reserva)}
        {selected ? ', seleccionada' : ''}
      </span>
      <span className="plan-bar-text" aria-hidden="true">
        {barLabel(reserva)}
      </span>
      {hasBalanceDue(reserva) ? (
        <span className="plan-bar-due" aria-hidden="true">
          $
        </span>
      ) : null}
      {movable && !box.cutEnd ? <span className="plan-bar-resize" aria-hidden="true" /> : null}
    </div>
  );
});
