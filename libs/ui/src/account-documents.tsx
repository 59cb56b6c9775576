/**
 * Under a stay's payments (issues 16 and 32): «Enviar recibo por WhatsApp» once something was paid on a live stay
 * (with the last payment's receipt link), and «Estado de cuenta (PDF)». A server older than receipts sends no receipt
 * numbers and has no statement: then only the WhatsApp message, as before.
 */
import type { ReservaMensaje } from '@camping/contracts/guest-whatsapp';
import type { PagosReserva } from '@camping/contracts/schemas/pago';
import { hasReceipt, receiptPdfHref } from './receipt-links';
import { ReceiptWhatsappLink } from './receipt-whatsapp-link';

export interface AccountDocumentsProps {
  reservaId: number;
  cuenta: PagosReserva;
  /** The guest, when the screen has the whole reservation (the WhatsApp receipt needs the phone and the stay). */
  huesped: (ReservaMensaje & { telefono: string | null }) | null;
  /** A live stay with something paid: the receipt by WhatsApp is offered. */
  ofrecerRecibo: boolean;
  pagado: number;
  saldo: number;
}

/** The receipt of the payment recorded last (the highest id): the one the message after a payment is about. */
function lastReceipt(cuenta: PagosReserva) {
  const conComprobante = cuenta.pagos.filter(hasReceipt);
  return conComprobante.length ? conComprobante.reduce((a, b) => (b.id > a.id ? b : a)) : undefined;
}

export function AccountDocuments({ reservaId, cuenta, huesped, ofrecerRecibo, pagado, saldo }: AccountDocumentsProps) {
  const recibo = lastReceipt(cuenta);
  const conComprobantes = recibo !== undefined || (cuenta.reembolsos ?? []).some(hasReceipt);
  const whatsapp = ofrecerRecibo && huesped !== null;
  if (!whatsapp && !conComprobantes) return null;
  return (
    <div className="pay-receipt">
      {whatsapp ? <ReceiptWhatsappLink reserva={huesped} totalPagado={pagado} saldo={saldo} comprobante={recibo} /> : null}
      {conComprobantes ? (
        <a className="btn btn-secondary btn-sm" href={receiptPdfHref('estado_cuenta', reservaId)} target="_blank" rel="noopener">
          Estado de cuenta (PDF)
        </a>
      ) : null}
    </div>
  );
}
