/**
 * «Huéspedes» and «Registrar ingreso» (issue 36), written once for «Hoy», the Planilla and the Reservas detail: the
 * stay's guests form, read fresh when it opens. The remote passes `checkIn` (its own mutation, which toasts and
 * refreshes its queries: this library cannot reach a remote's QueryClient for that, docs/payments.md); saving the list
 * marks every stay query stale on the admin area's shared cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getHuespedes, guardarHuespedes } from '@camping/contracts/api/huespedes';
import { formatClientName, formatDateAR } from '@camping/contracts/format';
import { stayUnitLabel } from '@camping/contracts/guest-whatsapp';
import { MSG_HUESPEDES } from '@camping/contracts/messages-huespedes';
import type { HuespedesGuardarData } from '@camping/contracts/schemas/huesped';
import type { Reserva } from '@camping/contracts/schemas/reserva';
// By package name, not './dialog' (cancel-reservation-dialog.tsx says why).
import { Dialog } from '@camping/ui/dialog';
import { GuestsForm } from './guests-form';
import { stayKeys } from './hooks/stay-query-keys';
import { useServerData } from './hooks/use-server-data';
import { Spinner } from './spinner';

export type GuestsStay = Pick<Reserva, 'id' | 'nombre' | 'apellido' | 'fecha_entrada' | 'fecha_salida' | 'tipo_hospedaje_id' | 'numero_hospedaje'>;

export interface GuestsDialogProps {
  reserva: GuestsStay | null;
  /** 'ingreso': the check-in (time, missing data, «Guardar y registrar ingreso»); 'huespedes': the list alone. */
  mode: 'ingreso' | 'huespedes';
  onClose: () => void;
  checkIn?: (reservaId: number, horaLlegada: string) => Promise<unknown>;
}

export function GuestsDialog({ reserva, mode, onClose, checkIn }: GuestsDialogProps) {
  const title = mode === 'ingreso' ? 'Registrar ingreso' : 'Huéspedes';
  const description = reserva
    ? `${formatClientName(reserva)} · ${stayUnitLabel(reserva)} · ${formatDateAR(reserva.fecha_entrada)} al ${formatDateAR(reserva.fecha_salida)}`
    : undefined;
  return (
    <Dialog open={reserva !== null} onOpenChange={(open) => (!open ? onClose() : undefined)} title={title} description={description} wide>
      {reserva ? <GuestsBody key={`${mode}-${reserva.id}`} reservaId={reserva.id} mode={mode} onClose={onClose} checkIn={checkIn} /> : null}
    </Dialog>
  );
}

function GuestsBody({ reservaId, mode, onClose, checkIn }: { reservaId: number } & Omit<GuestsDialogProps, 'reserva'>) {
  const queryClient = useQueryClient();
  const guests = useServerData({
    what: ['reservas', 'huespedes', reservaId],
    load: (signal) => getHuespedes(reservaId, signal),
    fallback: MSG_HUESPEDES.errorCargar,
  });
  if (guests.error) {
    return (
      <p className="field-error" role="alert">
        {guests.error}{' '}
        <button type="button" className="btn btn-ghost btn-sm" onClick={guests.reload}>
          Reintentar
        </button>
      </p>
    );
  }
  if (!guests.data) return <Spinner label="Cargando huéspedes..." />;
  const save = async (body: HuespedesGuardarData) => {
    const answer = await guardarHuespedes(body);
    await queryClient.invalidateQueries({ queryKey: stayKeys.all });
    return answer;
  };
  return (
    <GuestsForm
      data={guests.data}
      checkIn={mode === 'ingreso'}
      save={save}
      onCheckIn={checkIn ? (hora) => checkIn(reservaId, hora) : undefined}
      onDone={onClose}
      onBack={onClose}
    />
  );
}
