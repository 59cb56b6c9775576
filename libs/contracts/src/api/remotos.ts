import { remotoChangeResponseSchema, remotosResponseSchema, type RemotoUpdateInput } from '../schemas/remoto';
// By package name, not './http': one ApiError and one configuration across remotes (see api/reservas.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/remotes';

/** Where each remote is deployed and the shell's build (admins only). */
export function getRemotos(signal?: AbortSignal) {
  return apiRequest(PATH, { schema: remotosResponseSchema, signal });
}

/** Points a remote at another mf-manifest.json; the server checks it first. */
export function changeRemoto(name: string, body: RemotoUpdateInput) {
  return apiRequest(`${PATH}/${encodeURIComponent(name)}`, { method: 'PUT', body, schema: remotoChangeResponseSchema });
}

/** Back to the previous URL. */
export function revertRemoto(name: string) {
  return apiRequest(`${PATH}/${encodeURIComponent(name)}/revert`, { method: 'POST', body: {}, schema: remotoChangeResponseSchema });
}
