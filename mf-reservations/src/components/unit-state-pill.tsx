/** A unit's housekeeping state as a coloured pill (issue 36): the «Limpieza» cards and «Nueva llegada». */
import { ESTADO_LIMPIEZA_ETIQUETA } from '@camping/contracts/messages-limpieza';
import type { EstadoUnidad } from '@camping/contracts/schemas/limpieza';
import './unit-state-pill.css';

export function UnitStatePill({ estado, count }: { estado: EstadoUnidad; count?: number }) {
  return (
    <span className={`unit-state unit-state-${estado}`} data-testid="estado-unidad">
      {ESTADO_LIMPIEZA_ETIQUETA[estado]}
      {count === undefined ? null : `: ${count}`}
    </span>
  );
}
