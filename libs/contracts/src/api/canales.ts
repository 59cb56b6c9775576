import { canalesResponseSchema, regenerarEnlaceResponseSchema, type RegenerarEnlaceInput } from '../schemas/canal';
// By package name, not './http': Module Federation shares modules by request (see hospedajes.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/canales';

/** Every cabin and dormi with its iCal export URL. */
export function getCanales(signal?: AbortSignal) {
  return apiRequest(PATH, { schema: canalesResponseSchema, signal });
}

/** A new secret link for one unit; the old one answers 404 from then on. */
export function regenerarEnlace(body: RegenerarEnlaceInput) {
  return apiRequest(`${PATH}/regenerar`, { method: 'POST', body, schema: regenerarEnlaceResponseSchema });
}
