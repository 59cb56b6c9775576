/** The guests of a stay, the check-in with its arrival time, the registration card and the guest register (issue 36). */
import { MSG_HUESPEDES } from '../messages-huespedes';
import { estadiaAccionResponseSchema } from '../schemas/hoy';
import {
  huespedesResponseSchema,
  registroPaginaSchema,
  type HuespedesGuardarInput,
} from '../schemas/huesped';
// By package name, not './http' (see api/reservas.ts): one ApiError and one configuration for every remote.
import { apiRequest, buildQuery } from '@camping/contracts/api/http';

export function getHuespedes(reservaId: number, signal?: AbortSignal) {
  return apiRequest('/endpoints/huespedes', {
    query: { reserva_id: reservaId },
    schema: huespedesResponseSchema,
    formatError: MSG_HUESPEDES.errorCargar,
    signal,
  });
}

/** The stay's whole list (guests left out are removed) and its vehicle. */
export function guardarHuespedes(body: HuespedesGuardarInput) {
  return apiRequest('/endpoints/huespedes', { method: 'PUT', body, schema: huespedesResponseSchema });
}

/** «Registrar ingreso» with the time the guests arrived (HH:mm; now when left out). */
export function registrarIngresoConLlegada(id: number, horaLlegada?: string) {
  return apiRequest('/endpoints/reservas/checkin', {
    method: 'POST',
    body: horaLlegada ? { id, hora_llegada: horaLlegada } : { id },
    schema: estadiaAccionResponseSchema,
  });
}

export interface RegistroParams {
  desde: string;
  hasta: string;
  page: number;
  page_size: number;
}

export function getRegistroHuespedes(params: RegistroParams, signal?: AbortSignal) {
  return apiRequest('/endpoints/registro-huespedes', {
    query: { ...params },
    schema: registroPaginaSchema,
    formatError: MSG_HUESPEDES.errorRegistro,
    signal,
  });
}

/**
 * Links opened in a new tab or downloaded with the session: every deployment serves the API on the page's origin
 * under /api (receipt-links.ts says why the base is not read from configureApi).
 */
export function fichaRegistroHref(reservaId: number): string {
  return `/api/endpoints/huespedes/ficha${buildQuery({ reserva_id: reservaId })}`;
}

export function registroArchivoHref(desde: string, hasta: string, formato: 'csv' | 'pdf'): string {
  return `/api/endpoints/registro-huespedes${buildQuery({ desde, hasta, formato })}`;
}
