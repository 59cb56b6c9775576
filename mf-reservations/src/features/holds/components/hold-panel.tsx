/**
 * A hold inside the reservation's details: until when the unit is kept, «Confirmar» (it becomes an active booking)
 * and the WhatsApp message to the guest with the seña and the bank details.
 */
import { isLiveHold } from '@camping/contracts/holds';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { HoldExpiry } from '@camping/ui/hold-expiry';
import { HoldWhatsappLink } from '@camping/ui/hold-whatsapp-link';
import { useConfiguracion } from '../../../hooks/use-configuracion';
import { useConfirmHold } from '../api/use-confirm-hold';

export function HoldPanel({ reserva, onConfirmed }: { reserva: Reserva; onConfirmed?: (reserva: Reserva) => void }) {
  const configuracion = useConfiguracion();
  const confirm = useConfirmHold(onConfirmed);
  if (!isLiveHold(reserva)) return null;
  return (
    <section className="rsv-hold-panel" aria-labelledby={`rsv-hold-${reserva.id}`}>
      <h3 id={`rsv-hold-${reserva.id}`}>Pre-reserva sin seña</h3>
      <HoldExpiry venceEl={reserva.vence_el} />
      <p className="rsv-muted">Si no se confirma antes, se cancela sola y la unidad queda libre.</p>
      <div className="rsv-hold-actions">
        <HoldWhatsappLink reserva={reserva} configuracion={configuracion.data} configuracionError={configuracion.isError} />
        <button type="button" className="btn btn-primary" onClick={() => confirm.mutate(reserva.id)} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirmando...' : 'Confirmar'}
        </button>
      </div>
    </section>
  );
}
