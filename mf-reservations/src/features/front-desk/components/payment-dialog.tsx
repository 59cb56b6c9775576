/** «Registrar pago» from «Hoy»: the shared payments panel (libs/ui) in a dialog; the day is read again after each write. */
import { formatClientName } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { Dialog } from '@camping/ui/dialog';
import { PaymentsPanel } from '@camping/ui/payments-panel';
import { lodgingLabel } from '../../../lib/lodging-label';

export function PaymentDialog({ reserva, onClose, onChanged }: { reserva: Reserva | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Pagos de la estadía"
      description={reserva ? `${formatClientName(reserva)} · ${lodgingLabel(reserva)}` : undefined}
    >
      {reserva ? <PaymentsPanel key={reserva.id} reserva={reserva} onChanged={onChanged} idPrefix="fd-pagos" /> : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </Dialog>
  );
}
