/**
 * A payment's or refund's receipt in the payments panel (issue 32): its number, «Comprobante» (the PDF, in a new tab)
 * and «Compartir» (the guest's link: share sheet, else clipboard, else WhatsApp). Nothing when the server is older
 * than receipts and sent neither the number nor the link.
 */
import { formatARSCents } from '@camping/contracts/format';
import { guestWhatsappLink } from '@camping/contracts/guest-whatsapp';
// By package name: one toast store for every remote (a relative import would bundle a copy of this module).
import { notify } from '@camping/ui/toast';
import { numeroComprobanteLabel, tituloComprobante } from '@camping/contracts/schemas/comprobante';
import { absoluteLink, hasReceipt, receiptPdfHref, type WithReceipt } from './receipt-links';
import { shareLink } from './share-link';

export interface ReceiptActionsProps {
  tipo: 'pago' | 'reembolso';
  row: { id: number; monto: number } & WithReceipt;
  /** The guest's phone when the screen has it: WhatsApp then opens the guest's chat instead of asking for one. */
  telefono?: string | null;
}

export const RECEIPT_LINK_COPIED = 'Enlace del comprobante copiado: péguelo en el mensaje al huésped.';

export function ReceiptActions({ tipo, row, telefono }: ReceiptActionsProps) {
  if (!hasReceipt(row)) return null;
  const numero = numeroComprobanteLabel(row.numero_comprobante);
  const title = tituloComprobante(tipo, row.numero_comprobante);

  const share = async () => {
    const url = absoluteLink(row.comprobante_url);
    const text = `${title} por ${formatARSCents(row.monto)}`;
    const message = `${text}: ${url}`;
    const whatsapp = guestWhatsappLink(telefono, message).url ?? `https://wa.me/?text=${encodeURIComponent(message)}`;
    if ((await shareLink({ title, text, url }, whatsapp)) === 'copied') notify.success(RECEIPT_LINK_COPIED);
  };

  return (
    <div className="pay-item-receipt">
      <span className="pay-receipt-number">{numero}</span>
      <a
        className="btn btn-ghost btn-sm"
        href={receiptPdfHref(tipo === 'pago' ? 'pago_id' : 'reembolso_id', row.id)}
        target="_blank"
        rel="noopener"
        aria-label={`Comprobante ${numero} (PDF)`}
      >
        Comprobante
      </a>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void share()} aria-label={`Compartir ${tipo === 'pago' ? 'recibo' : 'comprobante'} ${numero}`}>
        Compartir
      </button>
    </div>
  );
}
