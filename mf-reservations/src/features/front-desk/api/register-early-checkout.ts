/**
 * POST reservas/checkout with what an early check-out charges (issue 32): `{id, cobro, reembolso_metodo_pago?}`.
 * Here rather than contracts' `registrarSalida`: the shell shares its own copy of @camping/contracts with every remote
 * (same version, 1.0.0), and a shell of the previous release has `registrarSalida(id)`, which would drop the clerk's
 * choice without a word (the server would then charge Configuración's default). `apiRequest` is the same in both.
 * Goes once the library's version is bumped for issue 32 (docs/decisions.md, «Workspace libraries are shared…»).
 */
import { apiRequest } from '@camping/contracts/api/http';
import { checkoutResponseSchema, type EstadiaSalidaInput } from '@camping/contracts/schemas/hoy';

export function registerEarlyCheckout(body: EstadiaSalidaInput) {
  return apiRequest('/endpoints/reservas/checkout', { method: 'POST', body, schema: checkoutResponseSchema });
}
