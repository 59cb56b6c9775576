/**
 * «Limpieza» (issue 36, /admin/limpieza): every cabin and dormi for today — departures first, units someone arrives
 * at that are not ready marked «Urgente» — with one tap per state change, made for a phone. The housekeeping role
 * sees only this screen; the desk also puts a unit out of service and back.
 */
import { useState } from 'react';
import { todayIso } from '@camping/contracts/dates';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import type { UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { useLimpieza } from '@camping/ui/hooks/use-limpieza';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { dateWithWeekday } from '../../../lib/date-label';
import { useEndOutOfService, useSetUnitState } from '../api/use-housekeeping-mutations';
import { HousekeepingSummary } from './housekeeping-summary';
import { OutOfServiceDialog } from './out-of-service-dialog';
import { UnitCard } from './unit-card';
import './housekeeping.css';

export function HousekeepingPage({ user, reportError }: Pick<RemoteAppProps, 'user' | 'reportError'>) {
  const [fecha] = useState(() => todayIso());
  const limpieza = useLimpieza(fecha);
  useLoadErrorReport(limpieza, LIMPIEZA_MSG.errorCargar, reportError);
  const tap = useSetUnitState();
  const backInService = useEndOutOfService();
  const [closing, setClosing] = useState<UnidadLimpieza | null>(null);
  const desk = user !== null && user !== undefined && user.rol !== 'limpieza';
  const data = limpieza.data;
  const busyId = tap.isPending ? tap.variables.hospedajeId : backInService.isPending ? -1 : null;

  return (
    <div className="hk-page">
      <header className="page-header hk-header">
        <div>
          <h1>Limpieza</h1>
          <p className="rsv-subtitle">{dateWithWeekday(fecha)}</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void limpieza.refetch()} disabled={limpieza.isFetching}>
          Actualizar
        </button>
      </header>
      {!data && limpieza.isPending ? <Spinner /> : null}
      {data ? (
        <>
          <HousekeepingSummary unidades={data.unidades} />
          <ul className="hk-units" aria-busy={limpieza.isFetching}>
            {data.unidades.map((u) => (
              <UnitCard
                key={u.hospedaje_id}
                unidad={u}
                esHoy={data.fecha === data.hoy}
                desk={desk}
                busy={busyId === u.hospedaje_id || busyId === -1}
                onTap={(unidad, estado) => tap.mutate({ hospedajeId: unidad.hospedaje_id, estado })}
                onOutOfService={setClosing}
                onBackInService={(unidad) => (unidad.fuera_de_servicio ? backInService.mutate(unidad.fuera_de_servicio.id) : undefined)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {desk ? <OutOfServiceDialog unidad={closing} onClose={() => setClosing(null)} /> : null}
    </div>
  );
}
