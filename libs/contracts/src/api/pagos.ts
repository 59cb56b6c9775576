/** The payments calls (issue 16): a reservation's payments, and recording, editing and deleting one. */
import { MSG } from '../messages';
import { successMessageSchema } from '../schemas/common';
import {
  pagoCreateResponseSchema,
  pagosReservaResponseSchema,
  type PagoCreateInput,
  type PagoUpdateInput,
} from '../schemas/pago';
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

export function deletePago(id: number) {
  return apiRequest(PATH, { method: 'DELETE', query: { id }, schema: successMessageSchema });
}
