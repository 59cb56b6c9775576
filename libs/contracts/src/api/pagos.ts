/** The payments calls (issue 16): a reservation's payments, recording, editing and deleting one, the cash report. */
import { MSG } from '../messages';
import { cobrosMensualesResponseSchema, reporteCobrosResponseSchema } from '../schemas/cobros';
import { successMessageSchema } from '../schemas/common';
import type { ReporteQuery } from '../schemas/reporte';
import {
  pagoCreateResponseSchema,
  pagosReservaResponseSchema,
  type PagoCreateInput,
  type PagoUpdateInput,
} from '../schemas/pago';
import { reembolsoCreateResponseSchema, type ReembolsoCreateInput } from '../schemas/reembolso';
// By package name, not './http': one ApiError class and one configuration for every remote (see reservas.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/pagos';

export function listPagosReserva(reservaId: number, signal?: AbortSignal) {
  return apiRequest(PATH, {
    query: { reserva_id: reservaId, _t: Date.now() },
    schema: pagosReservaResponseSchema,
    formatError: MSG.errorFormatoDatos,
    signal,
  });
}

export function createPago(body: PagoCreateInput) {
  return apiRequest(PATH, { method: 'POST', body, schema: pagoCreateResponseSchema });
}

export function updatePago(body: PagoUpdateInput) {
  return apiRequest(PATH, { method: 'PUT', body, schema: successMessageSchema });
}

/** A refund of money the stay received (issue 32): never above what it holds (payments less refunds). */
export function createReembolso(body: ReembolsoCreateInput) {
  return apiRequest('/endpoints/reembolsos', { method: 'POST', body, schema: reembolsoCreateResponseSchema });
}

export function deletePago(id: number) {
  return apiRequest(PATH, { method: 'DELETE', query: { id }, schema: successMessageSchema });
}

/** The cash-basis report: money collected by fecha_pago ('todos' and empty filters are left out, as in the spec's). */
export function getReporteCobros(filters: ReporteQuery, signal?: AbortSignal) {
  const query: Record<string, string | true> = { reporte_cobros: true };
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '' && value !== 'todos') query[key] = value;
  }
  return apiRequest(PATH, { query, schema: reporteCobrosResponseSchema, formatError: MSG.errorCargarReportes, signal });
}

/** Booked vs collected, per month, the last `meses` months (the current one included), oldest first. */
export function getCobrosMensuales(meses = 12, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { cobros_mensuales: true, meses }, schema: cobrosMensualesResponseSchema, signal });
}
