import { MSG } from '../messages';
import { checkoutResponseSchema, estadiaAccionResponseSchema, hoyResponseSchema, type EstadiaSalidaInput } from '../schemas/hoy';
// By package name, not './http' (see api/reservas.ts): one ApiError and one configuration for every remote.
import { apiRequest } from '@camping/contracts/api/http';

/** «Hoy» of `fecha` (YYYY-MM-DD). */
export function getHoy(fecha: string, signal?: AbortSignal) {
  return apiRequest('/endpoints/hoy', { query: { fecha }, schema: hoyResponseSchema, formatError: MSG.errorCargarHoy, signal });
}

/** «Registrar ingreso». */
export function registrarIngreso(id: number) {
  return apiRequest('/endpoints/reservas/checkin', { method: 'POST', body: { id }, schema: estadiaAccionResponseSchema });
}

/**
 * «Registrar salida»: allowed with a balance, which the answer reports (`con_saldo`, `saldo`); for a guest leaving
 * early, `opciones` say what is charged and how an overpayment goes back (issue 32).
 */
export function registrarSalida(id: number, opciones: Omit<EstadiaSalidaInput, 'id'> = {}) {
  return apiRequest('/endpoints/reservas/checkout', { method: 'POST', body: { id, ...opciones }, schema: checkoutResponseSchema });
}

/** «No se presentó»: frees the stay's nights from today on. */
export function registrarNoShow(id: number) {
  return apiRequest('/endpoints/reservas/no-show', { method: 'POST', body: { id }, schema: estadiaAccionResponseSchema });
}
