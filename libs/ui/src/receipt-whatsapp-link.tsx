/**
 * «Enviar recibo por WhatsApp» after a payment (issue 16): opens wa.me with the guest's phone (+54 9 …) and the
 * receipt (stay, paid in all, balance) and, since issue 32, the link to the last payment's receipt PDF. Without a
 * usable phone it says why instead of offering a broken link.
 */
import { guestWhatsappLink, receiptWhatsappMessage, type ReservaMensaje } from '@camping/contracts/guest-whatsapp';
import { GuestWhatsappAnchor } from './guest-whatsapp-anchor';
import { numeroComprobanteLabel } from '@camping/contracts/schemas/comprobante';
import { absoluteLink } from './receipt-links';

export interface ReceiptWhatsappLinkProps {
  reserva: ReservaMensaje & { telefono: string | null };
  totalPagado: number;
  saldo: number;
  /** The receipt to link (the last payment's); none from a server older than receipts. */
  comprobante?: { numero_comprobante: number; comprobante_url: string };
}

/**
 * The message of contracts' guest-whatsapp.ts with the receipt's link last, where WhatsApp previews it. Composed here
 * while that builder takes no link (a contracts change is asked for).
 */
export function receiptMessageWithLink(message: string, comprobante: ReceiptWhatsappLinkProps['comprobante']): string {
  if (!comprobante) return message;
  return `${message}\n\nSu recibo ${numeroComprobanteLabel(comprobante.numero_comprobante)}: ${absoluteLink(comprobante.comprobante_url)}`;
}

export function ReceiptWhatsappLink({ reserva, totalPagado, saldo, comprobante }: ReceiptWhatsappLinkProps) {
  const message = receiptMessageWithLink(receiptWhatsappMessage(reserva, { totalPagado, saldo }), comprobante);
  return <GuestWhatsappAnchor link={guestWhatsappLink(reserva.telefono, message)} label="Enviar recibo por WhatsApp" className="btn btn-whatsapp btn-sm" />;
}
