import { LIMPIEZA_MSG } from '../messages-limpieza';
import {
  fueraDeServicioResponseSchema,
  limpiezaCambioResponseSchema,
  limpiezaMensajeResponseSchema,
  limpiezaResponseSchema,
  type EstadoLimpieza,
  type FueraDeServicioCreateInput,
} from '../schemas/limpieza';
// By package name, not './http' (see api/reservas.ts): one ApiError and one configuration for every remote.
import { apiRequest } from '@camping/contracts/api/http';

/** The «Limpieza» list of `fecha` (YYYY-MM-DD). */
export function getLimpieza(fecha: string, signal?: AbortSignal) {
  return apiRequest('/endpoints/limpieza', { query: { fecha }, schema: limpiezaResponseSchema, formatError: LIMPIEZA_MSG.errorCargar, signal });
}

/** One tap: a unit's state. */
export function cambiarEstadoLimpieza(hospedajeId: number, estado: EstadoLimpieza) {
  return apiRequest('/endpoints/limpieza', { method: 'PUT', body: { hospedaje_id: hospedajeId, estado }, schema: limpiezaCambioResponseSchema });
}

/** «Fuera de servicio» from `fecha_entrada` to `fecha_salida` (excluded) with its reason. */
export function crearFueraDeServicio(input: FueraDeServicioCreateInput) {
  return apiRequest('/endpoints/limpieza/fuera-de-servicio', { method: 'POST', body: input, schema: fueraDeServicioResponseSchema });
}

/** «Volver al servicio»: ends the period today (one not begun is removed). */
export function terminarFueraDeServicio(id: number) {
  return apiRequest('/endpoints/limpieza/fuera-de-servicio', { method: 'DELETE', query: { id }, schema: limpiezaMensajeResponseSchema });
}
