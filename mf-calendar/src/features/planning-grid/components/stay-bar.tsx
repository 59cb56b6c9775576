/**
 * One stay on its unit's row: draggable to another unit or other days, its right end to change the exit (the grid's
 * use-bar-drag, by delegation). Enter opens the detail, M the «Mover» dialog. Memoized and hook-free: 700 bars cost
 * nothing while another one is dragged. One element, no text node: the grid's first render was mostly laying
 * out the bars' text.
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
  const resizable = movable && !box.cutEnd;
  const classes = `plan-bar ${style.className}${box.cutStart ? ' cut-start' : ''}${box.cutEnd ? ' cut-end' : ''}${saving ? ' saving' : ''}${selected ? ' plan-bar-selected' : ''}${resizable ? ' resizable' : ''}${hasBalanceDue(reserva) ? ' due' : ''}`;
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
      data-label={barLabel(reserva)}
      aria-label={`${barAccessibleName(reserva)}${selected ? ', seleccionada' : ''}`}
      aria-describedby="plan-keys"
      aria-busy={saving || undefined}
    >
      {/* The short visible label is drawn from data-label by CSS (::before, no alternative text), so it is neither a
          second name nor text that differs from aria-label (axe), and costs no element: 700 bars, a third of the
          grid's first render was laying them out. The resize handle (`.resizable`, hit by position in use-bar-drag)
          and the '$' of a balance due (`.due`, named in aria-label) are backgrounds, for the same reason. */}
    </div>
  );
});
