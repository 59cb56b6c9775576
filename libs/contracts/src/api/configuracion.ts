import {
  configuracionResponseSchema,
  configuracionUpdateResponseSchema,
  type ConfiguracionUpdateInput,
} from '../schemas/configuracion';
// By package name, not './http': one ApiError and one configuration across remotes (see api/reservas.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/configuracion';

/** The complex's settings (seña, hold duration, bank details, WhatsApp); any signed-in user reads them. */
export function getConfiguracion(signal?: AbortSignal) {
  return apiRequest(PATH, { schema: configuracionResponseSchema, signal });
}

/** Changes the fields sent (admin only on the server). */
export function updateConfiguracion(body: ConfiguracionUpdateInput) {
  return apiRequest(PATH, { method: 'PUT', body, schema: configuracionUpdateResponseSchema });
}
