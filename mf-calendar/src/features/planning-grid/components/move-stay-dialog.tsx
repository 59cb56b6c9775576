/**
 * «Mover reserva #id»: the keyboard way (and a precise one) to move a stay: its unit among every cabin and dormi
 * (with capacity) and its entry and exit. «Mover» closes it and hands the move to the same path as a drag: the changed
 * stay's confirmation (issue 32), then the server, whose refusal (a clash, a unit too small for the people) shows
 * above the grid; a success offers «Deshacer».
 */
import { useState, type FormEvent } from 'react';
import { isIsoDate } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { Dialog } from '@camping/ui/dialog';
import { DateField } from '@camping/ui/date-field';
import { unitLabel } from '../lib/planning-rows';
import type { StayPlace } from '../lib/stay-change';

export interface MoveStayDialogProps {
  reserva: Reserva | null;
  units: readonly Hospedaje[];
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onMove: (reserva: Reserva, to: StayPlace) => void;
}

export function MoveStayDialog({ reserva, units, returnFocusTo, onClose, onMove }: MoveStayDialogProps) {
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={reserva ? `Mover reserva #${reserva.id}` : ''}
      returnFocusTo={returnFocusTo}
    >
      {reserva ? <MoveStayForm key={reserva.id} reserva={reserva} units={units} onClose={onClose} onMove={onMove} /> : null}
    </Dialog>
  );
}

function MoveStayForm({ reserva, units, onClose, onMove }: Omit<MoveStayDialogProps, 'reserva' | 'returnFocusTo'> & { reserva: Reserva }) {
  const [unit, setUnit] = useState(String(reserva.hospedaje_id ?? ''));
  const [entrada, setEntrada] = useState(reserva.fecha_entrada);
  const [salida, setSalida] = useState(reserva.fecha_salida);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(entrada) || !isIsoDate(salida)) return setError('Complete las fechas de entrada y salida.');
    if (entrada >= salida) return setError(MSG.fechaEntradaAnterior);
    onMove(reserva, { hospedaje_id: Number(unit), fecha_entrada: entrada, fecha_salida: salida });
    onClose();
  };

  return (
    <form className="plan-move" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="plan-move-unit">Hospedaje</label>
        <select id="plan-move-unit" className="input" value={unit} onChange={(e) => setUnit(e.target.value)}>
          {units.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {unitLabel(u.tipo_hospedaje_id, u.numero)} (hasta {u.capacidad} personas)
            </option>
          ))}
        </select>
        <p className="field-hint">
          {reserva.cantidad_personas === 1 ? '1 persona' : `${reserva.cantidad_personas} personas`} en la reserva.
        </p>
      </div>
      <div className="plan-move-dates">
        <div className="field">
          <label htmlFor="plan-move-entrada">Entrada</label>
          <DateField id="plan-move-entrada" value={entrada} onChange={setEntrada} />
        </div>
        <div className="field">
          <label htmlFor="plan-move-salida">Salida</label>
          <DateField id="plan-move-salida" value={salida} onChange={setSalida} />
        </div>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary">
          Mover
        </button>
      </div>
    </form>
  );
}
