/**
 * A block on its unit's row (issue #19): the nights an external calendar or maintenance closed, in its own hatched
 * colour with the calendar's name. Not a stay: it neither moves nor opens a detail; it is changed where it comes from.
 */
import { memo } from 'react';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { blockText } from '../../calendar/lib/block-events';
import type { BarBox } from '../lib/bar-geometry';

export const BlockBar = memo(function BlockBar({ bloqueo, box }: { bloqueo: Bloqueo; box: BarBox }) {
  const manual = bloqueo.calendario_id === null;
  return (
    <div
      className={`plan-block${manual ? ' plan-block-manual' : ''}${box.cutStart ? ' cut-start' : ''}${box.cutEnd ? ' cut-end' : ''}`}
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
