/**
 * A hold in the calendar's panel: until when the unit is kept, the WhatsApp message with the seña and bank details,
 * and «Confirmar».
 */
import { isLiveHold } from '@camping/contracts/holds';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { HoldExpiry } from '@camping/ui/hold-expiry';
import { HoldWhatsappLink } from '@camping/ui/hold-whatsapp-link';
import { useConfiguracion } from '../api/use-configuracion';
import { useConfirmHold } from '../api/use-confirm-hold';

export function HoldSection({ reserva, onConfirmed }: { reserva: Reserva; onConfirmed: (reserva: Reserva) => void }) {
  const live = isLiveHold(reserva);
  const configuracion = useConfiguracion(live);
  const confirm = useConfirmHold(onConfirmed);
  if (!live) return null;
  return (
    <section className="cal-detail-section cal-hold" aria-labelledby="cal-detail-hold">
      <h3 id="cal-detail-hold">Pre-reserva sin seña</h3>
      <HoldExpiry venceEl={reserva.vence_el} />
      <p className="cal-hold-note">Si no se confirma antes, se cancela sola y la unidad queda libre.</p>
      <div className="cal-hold-actions">
        <HoldWhatsappLink reserva={reserva} configuracion={configuracion.data} configuracionError={configuracion.isError} />
        <button type="button" className="btn btn-primary" onClick={() => confirm.mutate(reserva.id)} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirmando...' : 'Confirmar'}
        </button>
      </div>
    </section>
  );
}
