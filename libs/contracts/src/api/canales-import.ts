import {
  bloqueoResponseSchema,
  bloqueosResponseSchema,
  calendarioResponseSchema,
  calendariosResponseSchema,
  conflictosCantidadResponseSchema,
  conflictosRangoResponseSchema,
  conflictosResponseSchema,
  type BloqueoCreateInput,
  type CalendarioCreateInput,
} from '../schemas/calendario-externo';
import { successMessageSchema } from '../schemas/common';
// By package name, not './http': Module Federation shares modules by request (see hospedajes.ts).
import { apiRequest } from '@camping/contracts/api/http';

const CALENDARIOS = '/endpoints/canales/calendarios';
const CONFLICTOS = '/endpoints/canales/conflictos';
const BLOQUEOS = '/endpoints/bloqueos';

export function getCalendarios(signal?: AbortSignal) {
  return apiRequest(CALENDARIOS, { schema: calendariosResponseSchema, signal });
}

/** Adds the calendar and syncs it at once: the answer carries the first sync's log (or its error). */
export function crearCalendario(body: CalendarioCreateInput) {
  return apiRequest(CALENDARIOS, { method: 'POST', body, schema: calendarioResponseSchema });
}

/** Removes the calendar with its blocks and conflicts. */
export function borrarCalendario(id: number) {
  return apiRequest(CALENDARIOS, { method: 'DELETE', query: { id }, schema: successMessageSchema });
}

export function sincronizarCalendario(id: number) {
  return apiRequest(`${CALENDARIOS}/sincronizar`, { method: 'POST', body: { id }, schema: calendarioResponseSchema });
}

export function getBloqueos(params: { fecha_entrada: string; fecha_salida: string; hospedaje_id?: number }, signal?: AbortSignal) {
  return apiRequest(BLOQUEOS, { query: params, schema: bloqueosResponseSchema, signal });
}

export function crearBloqueo(body: BloqueoCreateInput) {
  return apiRequest(BLOQUEOS, { method: 'POST', body, schema: bloqueoResponseSchema });
}

/** Only manual blocks: an imported one leaves with its event. */
export function borrarBloqueo(id: number) {
  return apiRequest(BLOQUEOS, { method: 'DELETE', query: { id }, schema: successMessageSchema });
}

export function getConflictos(query: { page?: number; page_size?: number }, signal?: AbortSignal) {
  return apiRequest(CONFLICTOS, { query: { page: query.page ?? 1, page_size: query.page_size ?? 20 }, schema: conflictosResponseSchema, signal });
}

export function marcarConflictoVisto(id: number) {
  return apiRequest(`${CONFLICTOS}/visto`, { method: 'POST', body: { id }, schema: successMessageSchema });
}

/** The open conflicts of the stays with a day in [desde, hasta] (both included): the calendar marks them. */
export function getConflictosEnRango(window: { desde: string; hasta: string }, signal?: AbortSignal) {
  return apiRequest(`${CONFLICTOS}/rango`, { query: { desde: window.desde, hasta: window.hasta }, schema: conflictosRangoResponseSchema, signal });
}

/** The admin bar's badge: pending conflicts. */
export function getConflictosPendientes(signal?: AbortSignal) {
  return apiRequest(`${CONFLICTOS}/cantidad`, { schema: conflictosCantidadResponseSchema, signal });
}
