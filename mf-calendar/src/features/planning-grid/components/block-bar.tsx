/**
 * A block on its unit's row (issue #19): the nights an external calendar, maintenance or a fuera de servicio period
 * (issue 36) closed, each kind in its own hatched colour with the calendar's name. Not a stay: it neither moves nor
 * opens a detail; it is changed where it comes from (the calendar, Canales or Limpieza).
 */
import { memo } from 'react';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { blockText, tipoBloqueo, type TipoBloqueo } from '../../calendar/lib/block-events';
import type { BarBox } from '../lib/bar-geometry';

/** The same classes as the legend's keys (planning.css). */
const BLOCK_CLASS: Record<TipoBloqueo, string> = {
  importado: 'plan-block',
  mantenimiento: 'plan-block plan-block-manual',
  fuera_de_servicio: 'plan-block plan-block-fuera',
};

export const BlockBar = memo(function BlockBar({ bloqueo, box }: { bloqueo: Bloqueo; box: BarBox }) {
  return (
    <div
      className={`${BLOCK_CLASS[tipoBloqueo(bloqueo)]}${box.cutStart ? ' cut-start' : ''}${box.cutEnd ? ' cut-end' : ''}`}
      style={{ left: box.left, width: box.width }}
      data-bloqueo-id={bloqueo.id}
      title={blockText(bloqueo)}
    >
      <span className="visually-hidden">{blockText(bloqueo)}</span>
      <span className="plan-block-text" aria-hidden="true">
        {bloqueo.origen}
      </span>
    </div>
  );
});
