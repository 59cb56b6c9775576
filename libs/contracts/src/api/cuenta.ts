/** The stay's account (issue 32, docs/stay-account.md «Charges»): read it, add a charge or a discount, remove one. */
import { MSG } from '../messages';
import {
  cuentaResponseSchema,
  cuentaWriteResponseSchema,
  type CargoCreateInput,
  type DescuentoCreateInput,
} from '../schemas/cuenta';
// By package name, not './http': one ApiError class and one configuration for every remote (see reservas.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/cuenta';

export function getCuenta(reservaId: number, signal?: AbortSignal) {
  return apiRequest(PATH, {
    query: { reserva_id: reservaId, _t: Date.now() },
    schema: cuentaResponseSchema,
    formatError: MSG.errorFormatoDatos,
    signal,
  });
}

/** An extra from the catalogue (with its quantity and, per night, its nights) or a manual charge. */
export function addCargo(body: CargoCreateInput) {
  return apiRequest(`${PATH}/cargos`, { method: 'POST', body, schema: cuentaWriteResponseSchema });
}

/** A discount with its reason: an amount, or a percentage of the charges. */
export function addDescuento(body: DescuentoCreateInput) {
  return apiRequest(`${PATH}/descuentos`, { method: 'POST', body, schema: cuentaWriteResponseSchema });
}

/** Removes a charge or a discount (never the lodging). */
export function deleteLineaCuenta(id: number) {
  return apiRequest(`${PATH}/lineas`, { method: 'DELETE', query: { id }, schema: cuentaWriteResponseSchema });
}
