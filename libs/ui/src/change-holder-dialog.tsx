/**
 * «Cambiar titular» (issue 37 item 6), written once for the Reservas detail and the calendar's: search a client
 * (nombre, apellido or documento, on the server, 500 ms after the last key), choose one, confirm. The call
 * (POST reservas/titular) is recorded in the stay's history; every stay and client query of the admin area's shared
 * cache is marked stale, so the lists show the new holder.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { listClientesPagina } from '@camping/contracts/api/clientes';
import { cambiarTitular } from '@camping/contracts/api/titular';
import { LIMITES } from '@camping/contracts/domain';
import { formatClientName } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_TITULAR } from '@camping/contracts/messages-titular';
import { CLIENTE_SORT_DEFAULT, type Cliente } from '@camping/contracts/schemas/cliente';
import type { Reserva } from '@camping/contracts/schemas/reserva';
// By package name, not './dialog' (cancel-reservation-dialog.tsx says why).
import { Dialog } from '@camping/ui/dialog';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { useServerData } from './hooks/use-server-data';
import { stayKeys } from './hooks/stay-query-keys';
import { Spinner } from './spinner';
import { notify } from './toast';

const MAX_SHOWN = 8;

export type HolderStay = Pick<Reserva, 'id' | 'cliente_id' | 'nombre' | 'apellido'>;

export interface ChangeHolderDialogProps {
  reserva: HolderStay | null;
  onClose: () => void;
  /** The stay as the server left it, under its new holder. */
  onChanged?: (reserva: Reserva) => void;
}

export function ChangeHolderDialog({ reserva, onClose, onChanged }: ChangeHolderDialogProps) {
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Cambiar titular"
      description={reserva ? `Reserva N.º ${reserva.id}, hoy a nombre de ${formatClientName(reserva)}` : undefined}
    >
      {reserva ? <HolderPicker key={reserva.id} reserva={reserva} onClose={onClose} onChanged={onChanged} /> : null}
    </Dialog>
  );
}

function HolderPicker({ reserva, onClose, onChanged }: { reserva: HolderStay } & Omit<ChangeHolderDialogProps, 'reserva'>) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), LIMITES.searchDebounceMs);
  const [chosen, setChosen] = useState<Cliente | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const clientes = useServerData({
    what: ['clientes', 'titular', search],
    load: (signal) => listClientesPagina({ page: 1, page_size: MAX_SHOWN + 1, sort: CLIENTE_SORT_DEFAULT, search }, signal),
    fallback: MSG.errorCargarClientes,
  });
  const matches = (clientes.data?.clientes ?? []).filter((c) => c.id !== reserva.cliente_id).slice(0, MAX_SHOWN);

  const save = async () => {
    if (!chosen) return setProblem(MSG_TITULAR.elegirCliente);
    setSaving(true);
    setProblem(null);
    try {
      const answer = await cambiarTitular({ id: reserva.id, cliente_id: chosen.id });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stayKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clientes'] }),
      ]);
      notify.success(answer.message);
      onChanged?.(answer.reserva);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, MSG.errorActualizarReserva));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="holder-picker">
      <div className="field">
        <label htmlFor={`titular-buscar-${reserva.id}`}>Buscar cliente</label>
        <input
          id={`titular-buscar-${reserva.id}`}
          className="input"
          type="search"
          placeholder="Nombre, apellido o documento"
          autoComplete="off"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {clientes.error ? (
        <p className="field-error" role="alert">
          {clientes.error}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={clientes.reload}>
            Reintentar
          </button>
        </p>
      ) : !clientes.data ? (
        <Spinner label="Cargando clientes..." />
      ) : matches.length === 0 ? (
        <p className="holder-picker-empty">{MSG.sinClientesBusqueda}</p>
      ) : (
        <fieldset className="holder-picker-list">
          <legend className="visually-hidden">Nuevo titular</legend>
          {matches.map((c) => (
            <label key={c.id} className={chosen?.id === c.id ? 'holder-picker-option selected' : 'holder-picker-option'}>
              <input type="radio" name={`titular-${reserva.id}`} checked={chosen?.id === c.id} onChange={() => setChosen(c)} />
              <span>
                <strong>{formatClientName(c)}</strong>
                {c.documento ? <span className="holder-picker-doc"> · {c.documento}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
          Volver
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving}>
          {saving ? 'Guardando...' : chosen ? `Pasar a nombre de ${formatClientName(chosen)}` : 'Cambiar titular'}
        </button>
      </div>
    </div>
  );
}
