/**
 * Where a stay's receipts are, and how they are named (issue 32, docs/stay-account.md «Receipts»). Staff open the
 * PDFs through the API with their session; the guest gets a receipt's own link (`comprobante_url`, a path with a
 * random key that needs no session), made absolute here because it leaves the site (WhatsApp, the share sheet).
 */
import { buildQuery } from '@camping/contracts/api/http';
import type { ComprobanteConsulta } from '@camping/contracts/schemas/comprobante';

/**
 * The API's own prefix: `configureApi` keeps its base private, and every deployment serves the API on the page's
 * origin under /api (the remotes' dev servers proxy it), so a link opened in a new tab reaches it the same way.
 */
const COMPROBANTES_PATH = '/api/endpoints/comprobantes';

/** The staff PDF: a payment's receipt (`pago_id`), a refund's (`reembolso_id`) or the stay's statement (`estado_cuenta`). */
export function receiptPdfHref(consulta: ComprobanteConsulta, id: number): string {
  return `${COMPROBANTES_PATH}${buildQuery({ [consulta]: id })}`;
}

/** The guest's link as a full address: the API answers it as a path of this site. */
export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** A payment or refund as the API answers it since issue 32; an older server sends neither field. */
export interface WithReceipt {
  numero_comprobante?: number;
  comprobante_url?: string;
}

export function hasReceipt<T extends WithReceipt>(row: T): row is T & Required<WithReceipt> {
  return row.numero_comprobante !== undefined && typeof row.comprobante_url === 'string' && row.comprobante_url !== '';
}
