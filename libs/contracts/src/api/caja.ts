/** The cash-up calls («Caja», issue 32): a till, the closures of a day or range, closing one's till, reopening one. */
import { MSG_CUENTA } from '../messages-cuenta';
import {
  cajaCierreResponseSchema,
  cajaResponseSchema,
  cierresCajaResponseSchema,
  type CajaCerrarInput,
  type CajaQuery,
  type CajaReabrirInput,
  type CierresCajaQuery,
} from '../schemas/caja';
// By package name, not './http': one ApiError class and one configuration for every remote (see reservas.ts).
import { apiRequest } from '@camping/contracts/api/http';

/** A user's till of a day (the session's own when `usuario` is left out). */
export function getCaja(query: CajaQuery, signal?: AbortSignal) {
  return apiRequest('/endpoints/caja', { query: { ...query, _t: Date.now() }, schema: cajaResponseSchema, formatError: MSG_CUENTA.errorCargarCaja, signal });
}

/** The closures of a day (`fecha`) or a range (`desde`, `hasta`), and the tills left open there. */
export function getCierresCaja(query: CierresCajaQuery, signal?: AbortSignal) {
  return apiRequest('/endpoints/caja/cierres', {
    query: { ...query, _t: Date.now() },
    schema: cierresCajaResponseSchema,
    formatError: MSG_CUENTA.errorCargarCierres,
    signal,
  });
}

/** «Cerrar caja»: the session's own till of `fecha`, once (a second close is a 409). */
export function cerrarCaja(body: CajaCerrarInput) {
  return apiRequest('/endpoints/caja/cerrar', { method: 'POST', body, schema: cajaCierreResponseSchema });
}

/** «Reabrir» (administrators): the closure stops counting, its user may close again. */
export function reabrirCaja(body: CajaReabrirInput) {
  return apiRequest('/endpoints/caja/reabrir', { method: 'POST', body, schema: cajaCierreResponseSchema });
}
