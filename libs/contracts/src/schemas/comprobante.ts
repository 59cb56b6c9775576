/**
 * Receipts (issue 32): every payment and refund has a number (one PostgreSQL sequence for both) and a PDF; a stay has
 * its statement. `GET comprobantes?pago_id=` / `?reembolso_id=` / `?estado_cuenta=<reserva id>` answer a PDF to
 * staff; `/comprobantes/<pago|reembolso>-<key>.pdf` answers the receipt to whoever has its link (the guest, by
 * WhatsApp), like the iCal feeds' links.
 */
import { z } from 'zod';
import { id } from './common';

/** Each of the three questions, by its one parameter. */
export const COMPROBANTE_CONSULTAS = {
  pago_id: z.object({ pago_id: id('pago_id') }),
  reembolso_id: z.object({ reembolso_id: id('reembolso_id') }),
  estado_cuenta: z.object({ estado_cuenta: id('estado_cuenta') }),
} as const;
export type ComprobanteConsulta = keyof typeof COMPROBANTE_CONSULTAS;

export const COMPROBANTE_CONSULTA_MSG = 'Indique pago_id, reembolso_id o estado_cuenta (el id de la reserva)';

/** The public link of a receipt, relative to the site. */
export function comprobanteLink(tipo: 'pago' | 'reembolso', token: string): string {
  return `/comprobantes/${tipo}-${token}.pdf`;
}

/** The kind and key of a receipt's link, or null for anything else. */
export function comprobanteDeArchivo(archivo: string): { tipo: 'pago' | 'reembolso'; token: string } | null {
  const match = /^(pago|reembolso)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/.exec(archivo);
  return match ? { tipo: match[1] as 'pago' | 'reembolso', token: match[2] } : null;
}

/** «N.º 000123»: every receipt number printed and shown the same way (the PDF, the payments panel, WhatsApp). */
export function numeroComprobanteLabel(numero: number): string {
  return `N.º ${String(numero).padStart(6, '0')}`;
}

/** «Recibo de pago N.º 000123», «Comprobante de reembolso N.º 000124»: the PDF's title. */
export function tituloComprobante(tipo: 'pago' | 'reembolso', numero: number): string {
  return `${tipo === 'pago' ? 'Recibo de pago' : 'Comprobante de reembolso'} ${numeroComprobanteLabel(numero)}`;
}
