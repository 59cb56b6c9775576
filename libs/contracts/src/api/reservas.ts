import { MSG } from '../messages';
import { successMessageSchema } from '../schemas/common';
import { reservaConfirmarResponseSchema, reservaCreateResponseSchema, reservaFlatListSchema, reservaListSchema, reservaPorIdResponseSchema, reservaUpdateResponseSchema, type ReservaCreateInput, type ReservaUpdateInput } from '../schemas/reserva';
import { reservasPaginaSchema, type LlegadasFiltro, type PrereservasFiltro, type ReservaSortCampo, type SaldoFiltro } from '../schemas/reserva-pagina';
import { paginaQuery, type PaginaParams } from '../schemas/pagina';
import { ingresosMensualesResponseSchema, reporteResponseSchema, type ReporteQuery } from '../schemas/reporte';
import { ocupacionResponseSchema, type OcupacionQuery } from '../schemas/ocupacion';
import { reporteTemporadasResponseSchema, type ReporteTemporadasQuery } from '../schemas/reporte-temporadas';
import { reservaRapidaResponseSchema, type ReservaRapidaInput } from '../schemas/reserva-rapida';
// By package name, not './http': Module Federation shares modules by request, and http.ts holds the one
// ApiError class and the shell's configuration, so every remote must reach the same instance.
import { apiRequest } from '@camping/contracts/api/http';
import { reservaCancelarResponseSchema, type ReservaCancelarInput } from '../schemas/cancelacion';

const PATH = '/endpoints/reservas';

export function listReservas(signal?: AbortSignal) {
  return apiRequest(PATH, { query: { _t: Date.now() }, schema: reservaListSchema, formatError: MSG.errorFormatoDatos, signal });
}

/**
 * Reservations whose stay touches [desde, hasta]: what the calendar's visible range and the Planilla's window need.
 * Up to thousands of rows, so checked with the flat list schema (same verdict as reservaListSchema, ~1 ms).
 */
export function listReservasEnRango(desde: string, hasta: string, signal?: AbortSignal) {
  return apiRequest(PATH, {
    query: { desde, hasta },
    schema: reservaFlatListSchema,
    formatError: MSG.errorFormatoDatos,
    signal,
  });
}

/** One reservation with the joined fields of the list; 404 'Reserva no encontrada'. */
export function getReserva(id: number, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { id }, schema: reservaPorIdResponseSchema, signal });
}

export interface ReservasPaginaParams extends PaginaParams<ReservaSortCampo> {
  tipo_hospedaje_id?: number | null;
  /** «Con saldo pendiente» or «Pagadas» (issue 16). */
  saldo?: SaldoFiltro | null;
  /** Only live holds, or those expiring today («Vencen hoy»). */
  prereservas?: PrereservasFiltro | null;
  /** «Próximas llegadas» (issue 37): arriving from today on. */
  llegadas?: LlegadasFiltro | null;
}

/** One page of the Reservas screen (GET reservas?page=): its rows and how many match in all. */
export function listReservasPagina(params: ReservasPaginaParams, signal?: AbortSignal) {
  return apiRequest(PATH, {
    query: {
      ...paginaQuery(params),
      tipo_hospedaje_id: params.tipo_hospedaje_id ?? undefined,
      saldo: params.saldo ?? undefined,
      prereservas: params.prereservas ?? undefined,
      llegadas: params.llegadas ?? undefined,
    },
    schema: reservasPaginaSchema,
    formatError: MSG.errorFormatoDatos,
    signal,
  });
}

export function listReservasCliente(clienteId: number, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { cliente_id: clienteId }, schema: reservaListSchema, signal });
}

export function searchReservas(search: string, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { search }, schema: reservaListSchema, formatError: MSG.errorFormatoDatos, signal });
}

export function createReserva(body: ReservaCreateInput) {
  return apiRequest(PATH, { method: 'POST', body, schema: reservaCreateResponseSchema });
}

export function updateReserva(body: ReservaUpdateInput) {
  return apiRequest(PATH, {
    method: 'PUT',
    body,
    schema: reservaUpdateResponseSchema,
  });
}

/** «Confirmar» a hold: it becomes an 'activa' booking without expiry (409 when it expired or is no hold). */
export function confirmarPrereserva(id: number) {
  return apiRequest(`${PATH}/confirmar`, { method: 'POST', body: { id }, schema: reservaConfirmarResponseSchema });
}

/** «Cancelar reserva» (issue 32): a reason and, when money was received, kept or refunded (docs/stay-account.md). */
export function cancelarReserva(body: ReservaCancelarInput) {
  return apiRequest(`${PATH}/cancelar`, { method: 'POST', body, schema: reservaCancelarResponseSchema });
}

export function deleteReserva(id: number) {
  return apiRequest(PATH, { method: 'DELETE', query: { id }, schema: successMessageSchema });
}

/** Only filters other than 'todos' or empty are sent (spec section 7). */
export function getReporteIngresos(filters: ReporteQuery, signal?: AbortSignal) {
  const query: Record<string, string | true> = { reportes_ingresos: true };
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '' && value !== 'todos') query[key] = value;
  }
  return apiRequest(PATH, { query, schema: reporteResponseSchema, formatError: MSG.errorCargarReportes, signal });
}

/** Income and occupancy by season (issue 35): both dates; 'todos' and empty filters are left out, as above. */
export function getReporteTemporadas(filters: ReporteTemporadasQuery, signal?: AbortSignal) {
  const query: Record<string, string | true> = { reportes_temporadas: true };
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '' && value !== 'todos') query[key] = value;
  }
  return apiRequest(PATH, { query, schema: reporteTemporadasResponseSchema, signal });
}

export function getOcupacion(query: OcupacionQuery, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { ocupacion: true, ...query }, schema: ocupacionResponseSchema, signal });
}

export function getIngresosMensuales(meses = 12, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { ingresos_mensuales: true, meses }, schema: ingresosMensualesResponseSchema, signal });
}

/** Reserva Rápida: client (found by documento or created) and reservation in one transaction. */
export function createReservaRapida(body: ReservaRapidaInput) {
  return apiRequest('/endpoints/reserva-rapida', { method: 'POST', body, schema: reservaRapidaResponseSchema });
}
