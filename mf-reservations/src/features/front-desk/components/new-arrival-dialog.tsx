/**
 * «Nueva llegada» (issue 36): which unit a walk-in can take tonight — the free ones first with their cleaning state,
 * camping and groups below — and then Reserva Rápida for tonight with it filled in (lib/new-arrival.ts).
 */
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { unitLabel } from '@camping/contracts/unit-move';
import { Dialog } from '@camping/ui/dialog';
import { useLimpieza } from '@camping/ui/hooks/use-limpieza';
import { Spinner } from '@camping/ui/spinner';
import { UnitStatePill } from '../../../components/unit-state-pill';
import { walkInPath, walkInUnits } from '../lib/new-arrival';

export interface NewArrivalDialogProps {
  open: boolean;
  hoy: string;
  navigate: RemoteAppProps['navigate'];
  onClose: () => void;
}

export function NewArrivalDialog({ open, hoy, navigate, onClose }: NewArrivalDialogProps) {
  const limpieza = useLimpieza(hoy, open);
  const go = (tipo: number, hospedajeId: number | null) => {
    onClose();
    navigate?.(walkInPath(tipo, hospedajeId, hoy));
  };
  const units = limpieza.data ? walkInUnits(limpieza.data.unidades) : null;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title="Nueva llegada" description="Elija dónde se aloja esta noche; luego complete la reserva.">
      {!units ? <Spinner /> : null}
      {units ? (
        <div className="fd-walkin">
          <h3 className="fd-walkin-title">Libres esta noche</h3>
          {units.libres.length === 0 ? <p className="rsv-muted">No hay cabañas ni dormis libres esta noche.</p> : null}
          <ul className="fd-walkin-units">
            {units.libres.map((u) => (
              <li key={u.hospedaje_id}>
                <button type="button" className="btn btn-secondary fd-walkin-unit" onClick={() => go(u.tipo_hospedaje_id, u.hospedaje_id)}>
                  <span>{unitLabel(u)}</span>
                  <UnitStatePill estado={u.estado} />
                </button>
              </li>
            ))}
          </ul>
          <div className="fd-walkin-other">
            <button type="button" className="btn btn-secondary" onClick={() => go(3, null)}>
              Camping
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => go(4, null)}>
              Grupo
            </button>
          </div>
          {units.ocupadas.length > 0 ? (
            <p className="rsv-muted fd-walkin-taken">
              Ocupadas o cerradas esta noche: {units.ocupadas.map((u) => unitLabel(u)).join(', ')}.
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
