/**
 * A hold in a stay's details (the calendar's panel, the Reservas detail): until when the unit is kept, the WhatsApp
 * message to the guest with the seña and the bank details, and «Confirmar» (it becomes an active booking). Nothing
 * once the stay is no longer a live hold.
 */
import { useId } from 'react';
import { isLiveHold } from '@camping/contracts/holds';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { HoldExpiry } from './hold-expiry';
import { HoldWhatsappLink } from './hold-whatsapp-link';
import { useConfiguracion } from './hooks/use-configuracion';
import { useConfirmHold } from './hooks/use-confirm-hold';

export interface HoldPanelProps {
  reserva: Reserva;
  /** The stay as the server left it, confirmed. */
  onConfirmed?: (reserva: Reserva) => void;
  /** The screen's own class for the section (its place among the detail's sections). */
  className?: string;
}

export function HoldPanel({ reserva, onConfirmed, className }: HoldPanelProps) {
  const headingId = useId();
  const live = isLiveHold(reserva);
  const configuracion = useConfiguracion(live);
  const confirm = useConfirmHold(onConfirmed);
  if (!live) return null;
  return (
    <section className={className ? `hold-panel ${className}` : 'hold-panel'} aria-labelledby={headingId}>
      <h3 id={headingId}>Pre-reserva sin seña</h3>
      <HoldExpiry venceEl={reserva.vence_el} />
      <p className="hold-panel-note">Si no se confirma antes, se cancela sola y la unidad queda libre.</p>
      <div className="hold-panel-actions">
        <HoldWhatsappLink reserva={reserva} configuracion={configuracion.data} configuracionError={configuracion.isError} />
        <button type="button" className="btn btn-primary" onClick={() => confirm.mutate(reserva.id)} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirmando...' : 'Confirmar'}
        </button>
      </div>
    </section>
  );
}
