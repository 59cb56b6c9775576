/** The day at a glance: how many units are urgent, sucia, en limpieza, limpia, fuera de servicio. */
import type { EstadoUnidad, UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import { UnitStatePill } from '../../../components/unit-state-pill';

const ORDEN: EstadoUnidad[] = ['sucia', 'en_limpieza', 'limpia', 'fuera_de_servicio'];

export function HousekeepingSummary({ unidades }: { unidades: readonly UnidadLimpieza[] }) {
  const urgentes = unidades.filter((u) => u.urgente).length;
  const salidas = unidades.filter((u) => u.salida && !u.salida.salio).length;
  return (
    <p className="hk-summary" aria-label="Resumen del día">
      {urgentes > 0 ? <span className="hk-urgent">{urgentes === 1 ? '1 urgente' : `${urgentes} urgentes`}</span> : null}
      {salidas > 0 ? <span className="hk-summary-item">{salidas === 1 ? '1 salida por salir' : `${salidas} salidas por salir`}</span> : null}
      {ORDEN.map((estado) => {
        const n = unidades.filter((u) => u.estado === estado).length;
        return n > 0 ? (
          <UnitStatePill key={estado} estado={estado} count={n} />
        ) : null;
      })}
    </p>
  );
}
