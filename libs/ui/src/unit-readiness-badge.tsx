/** «Unidad sucia» beside an arrival whose unit is not ready (issue 36): «Hoy» and the Planilla. */
import { ESTADO_LIMPIEZA_ETIQUETA } from '@camping/contracts/messages-limpieza';
import type { EstadoUnidad } from '@camping/contracts/schemas/limpieza';

export function UnitReadinessBadge({ estado, compact = false }: { estado: EstadoUnidad; compact?: boolean }) {
  const texto = `Unidad ${ESTADO_LIMPIEZA_ETIQUETA[estado].toLowerCase()}`;
  return (
    <span className={`unit-readiness unit-readiness-${estado}`} title={`${texto}: alguien llega hoy`} data-testid="unidad-no-lista">
      <span aria-hidden="true">⚠</span> {compact ? ESTADO_LIMPIEZA_ETIQUETA[estado] : texto}
    </span>
  );
}
