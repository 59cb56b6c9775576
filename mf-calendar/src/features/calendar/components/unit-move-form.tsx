/**
 * 'Cambiar hospedaje' in the detail panel (issue 13): a cabin or dormi stay moves to another unit free for its dates,
 * its own unit listed first. «Mover» first shows the changed stay's confirmation (issue 32: a dormi costs another
 * amount than a cabin); nothing moves until the clerk accepts. The server decides (a clash is its 409, shown here in
 * Spanish); dates and people are edited in Reservas.
 */
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { MinimumStayBody } from '@camping/ui/minimum-stay-override';
import { notify } from '@camping/ui/toast';
import { UnitMoveSelect } from '@camping/ui/unit-move-select';
import { useMoveOptions } from '../api/use-move-options';
import { useMoveReserva } from '../api/use-move-reserva';
import { StayChangeDialog, type StayProposal } from './stay-change-dialog';

export function UnitMoveForm({ reserva, onMoved }: { reserva: Reserva; onMoved: (reserva: Reserva) => void }) {
  const own = String(reserva.hospedaje_id);
  const [picked, setPicked] = useState(own);
  const [error, setError] = useState<string | null>(null);
  const move = useMoveOptions(reserva);
  const mutation = useMoveReserva();
  // A unit booked meanwhile leaves the list (a clash refetches it): the choice falls back to the own unit.
  const unitId = move.options.some((o) => String(o.id) === picked) ? picked : own;
  const unchanged = unitId === own;
  const [proposal, setProposal] = useState<StayProposal | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const unit = move.options.find((o) => String(o.id) === unitId);
    if (!unit || unchanged) return;
    const to = { hospedaje_id: unit.id, numero_hospedaje: unit.numero, tipo_hospedaje_id: unit.tipo_hospedaje_id };
    setProposal({ reserva, to: { ...to, fecha_entrada: reserva.fecha_entrada, fecha_salida: reserva.fecha_salida } });
  };

  const send = (hospedajeId: number, montoTotal: number | undefined, minimo: MinimumStayBody) => {
    mutation.mutate(
      { id: reserva.id, hospedaje_id: hospedajeId, ...(montoTotal === undefined ? {} : { monto_total: montoTotal }), ...minimo },
      {
        onSuccess: (res) => {
          notify.success(MSG.reservaActualizada);
          onMoved(res.reserva);
        },
        onError: (failure) => {
          const message = failureMessage(failure, MSG.errorActualizarReserva);
          if (message === null) return;
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  const hint = move.isError
    ? MSG.errorHospedajesDisponibles
    : move.isPending
      ? 'Buscando hospedajes libres...'
      : move.options.length > 1
        ? 'Hospedajes libres en las fechas de la estadía.'
        : MSG.sinHospedajesDisponibles;
  return (
    <form className="cal-move field" onSubmit={onSubmit}>
      <label htmlFor="cal-move-unit">Cambiar hospedaje</label>
      <div className="cal-move-row">
        <UnitMoveSelect
          id="cal-move-unit"
          className="input"
          options={move.options}
          value={unitId}
          aria-describedby="cal-move-hint"
          disabled={mutation.isPending}
          onChange={(e) => {
            setError(null);
            setPicked(e.target.value);
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={unchanged || mutation.isPending}>
          {mutation.isPending ? 'Moviendo...' : 'Mover'}
        </button>
      </div>
      <p className="field-hint cal-move-note" id="cal-move-hint">
        {hint}
      </p>
      {error ? (
        <p className="field-error cal-move-note" role="alert">
          {error}
        </p>
      ) : null}
      <StayChangeDialog
        proposal={proposal}
        onAccept={({ to }, montoTotal, minimo) => {
          setProposal(null);
          if (to.hospedaje_id !== null) send(to.hospedaje_id, montoTotal, minimo);
        }}
        onBack={() => setProposal(null)}
      />
    </form>
  );
}
