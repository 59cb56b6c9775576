/**
 * The season calls (issue 35, docs/api.md «temporadas»): list, create, change and delete seasons (admin writes,
 * each submission with its own Idempotency-Key, added by apiRequest), and the year's long-weekend suggestions.
 */
import { z } from 'zod';
import {
  limitesEstadiaResponseSchema,
  sugerenciasResponseSchema,
  temporadaResponseSchema,
  temporadasResponseSchema,
  type TemporadaDatos,
} from '../schemas/temporada';
// By package name, not './http': Module Federation shares modules by request (see hospedajes.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/temporadas';

const eliminadaSchema = z.object({ success: z.literal(true), message: z.string() });

export function getTemporadas(signal?: AbortSignal) {
  return apiRequest(PATH, { schema: temporadasResponseSchema, signal });
}

export function createTemporada(body: TemporadaDatos) {
  return apiRequest(PATH, { method: 'POST', body, schema: temporadaResponseSchema });
}

export function updateTemporada(id: number, body: TemporadaDatos) {
  return apiRequest(`${PATH}/${id}`, { method: 'PUT', body, schema: temporadaResponseSchema });
}

export function deleteTemporada(id: number) {
  return apiRequest(`${PATH}/${id}`, { method: 'DELETE', schema: eliminadaSchema });
}

/** The long weekends of a year, from the national holidays: suggestions only, nothing is applied. */
export function getSugerencias(anio: number, signal?: AbortSignal) {
  return apiRequest(`${PATH}/sugerencias`, { query: { anio }, schema: sugerenciasResponseSchema, signal });
}

/** The seasons' refusal of a stay [entrada, salida) of any type (a minimum stay, a day with no arrivals), or null. */
export function getLimitesEstadia(fechaEntrada: string, fechaSalida: string, signal?: AbortSignal) {
  return apiRequest(`${PATH}/limites`, { query: { fecha_entrada: fechaEntrada, fecha_salida: fechaSalida }, schema: limitesEstadiaResponseSchema, signal });
}
