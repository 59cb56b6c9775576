import { MSG } from '../messages';
import {
  cantidadesResponseSchema,
  disponibilidadUnidadResponseSchema,
  disponiblesResponseSchema,
  hospedajesResponseSchema,
  precioResponseSchema,
  precioUpdateResponseSchema,
  preciosCampingResponseSchema,
  tiposResponseSchema,
  todosPreciosResponseSchema,
  type PrecioUpdateInput,
} from '../schemas/hospedaje';
import { precioEstadiaCamposSchema } from '../schemas/temporada';
import type { MetodoPago } from '../domain';
// By package name, not './http': Module Federation shares modules by request, and http.ts holds the one
// ApiError class and the shell's configuration, so every remote must reach the same instance.
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/hospedajes';

const precioConEstadiaSchema = precioResponseSchema.extend(precioEstadiaCamposSchema.partial().shape);
const preciosCampingConEstadiaSchema = preciosCampingResponseSchema.extend(precioEstadiaCamposSchema.partial().shape);

export function getTipos(signal?: AbortSignal) {
  return apiRequest(PATH, { query: { tipos: true }, schema: tiposResponseSchema, formatError: MSG.formatoRespuestaInvalido, signal });
}

/** Free units of a type; while editing, `excluir_reserva_id` leaves that reservation's own nights out. */
export function getDisponibles(
  query: { tipo_hospedaje_id: number; fecha_entrada: string; fecha_salida: string; excluir_reserva_id?: number },
  signal?: AbortSignal,
) {
  return apiRequest(PATH, { query, schema: disponiblesResponseSchema, signal });
}

export function getDisponibilidadUnidad(
  query: { hospedaje_id: number; fecha_entrada: string; fecha_salida: string; excluir_reserva_id?: number },
  signal?: AbortSignal,
) {
  return apiRequest(PATH, { query: { disponibilidad: true, ...query }, schema: disponibilidadUnidadResponseSchema, signal });
}

/**
 * The base price of a night; with the stay's dates (issue 35) also the stay's total, breakdown and refusal by the
 * seasons' rule, as optional fields (an answer without them is priced as before, nights × the night).
 */
export function getPrecio(
  query: { tipo_hospedaje_id: number; cantidad_personas: number; metodo_pago?: MetodoPago; fecha_entrada?: string; fecha_salida?: string },
  signal?: AbortSignal,
) {
  return apiRequest(PATH, { query: { precio: true, ...query }, schema: precioConEstadiaSchema, signal });
}

/** A camping stay to price by the seasons: its dates (`YYYY-MM-DD`) and people. */
export interface EstadiaCamping {
  fecha_entrada: string;
  fecha_salida: string;
  cantidad_adultos: number;
  cantidad_menores: number;
}

/**
 * Camping's base, adult and minor prices of the base list; with a stay (issue 35) also its total, breakdown and
 * refusal by the seasons' rule, as optional fields like getPrecio's (an answer without them is priced as before).
 */
export function getPreciosCamping(metodo_pago: MetodoPago = 'efectivo', signal?: AbortSignal, estadia?: EstadiaCamping) {
  return apiRequest(PATH, { query: { precios_camping: true, metodo_pago, ...estadia }, schema: preciosCampingConEstadiaSchema, signal });
}

export function getCantidadesPersonas(tipo_hospedaje_id: number, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { cantidades_personas: true, tipo_hospedaje_id }, schema: cantidadesResponseSchema, signal });
}

export function getTodosPrecios(signal?: AbortSignal) {
  return apiRequest(PATH, { query: { todos_precios: true }, schema: todosPreciosResponseSchema, signal });
}

export function updatePrecio(body: PrecioUpdateInput) {
  return apiRequest(PATH, { method: 'PUT', body, schema: precioUpdateResponseSchema });
}


/** Every unit (cabins and dormis) with its type and capacity, and the lodging types. */
export function listHospedajes(signal?: AbortSignal) {
  return apiRequest(PATH, { schema: hospedajesResponseSchema, signal });
}
