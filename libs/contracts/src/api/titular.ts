/** «Cambiar titular» (issue 37 item 6): POST reservas/titular, one Idempotency-Key per submission (apiRequest). */
import { reservaTitularResponseSchema, type ReservaTitularData } from '../schemas/titular';
// By package name, not './http': Module Federation shares modules by request (see hospedajes.ts).
import { apiRequest } from '@camping/contracts/api/http';

export function cambiarTitular(body: ReservaTitularData) {
  return apiRequest('/endpoints/reservas/titular', { method: 'POST', body, schema: reservaTitularResponseSchema });
}
