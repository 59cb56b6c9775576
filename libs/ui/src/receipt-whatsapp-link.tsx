/**
 * «Enviar recibo por WhatsApp» after a payment (issue 16): opens wa.me with the guest's phone (+54 9 …) and the
 * receipt (stay, paid in all, balance). Without a usable phone it says why instead of offering a broken link.
 */
import { guestWhatsappLink, receiptWhatsappMessage, type ReservaMensaje } from '@camping/contracts/guest-whatsapp';
import { GuestWhatsappAnchor } from './guest-whatsapp-anchor';

export interface ReceiptWhatsappLinkProps {
  reserva: ReservaMensaje & { telefono: string | null };
  totalPagado: number;
  saldo: number;
}

export function ReceiptWhatsappLink({ reserva, totalPagado, saldo }: ReceiptWhatsappLinkProps) {
  const link = guestWhatsappLink(reserva.telefono, receiptWhatsappMessage(reserva, { totalPagado, saldo }));
  return <GuestWhatsappAnchor link={link} label="Enviar recibo por WhatsApp" className="btn btn-whatsapp btn-sm" />;
}
