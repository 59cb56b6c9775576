/** The catalogue of extras (issue 32): everyone signed in reads it, administrators add and change extras. */
import {
  extrasResponseSchema,
  extraWriteResponseSchema,
  type ExtraCreateInput,
  type ExtraUpdateInput,
} from '../schemas/extra';
// By package name, not './http': one ApiError class and one configuration for every remote (see reservas.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/extras';

/** Every extra, offered or retired, by name. */
export function listExtras(signal?: AbortSignal) {
  return apiRequest(PATH, { query: { _t: Date.now() }, schema: extrasResponseSchema, signal });
}

export function createExtra(body: ExtraCreateInput) {
  return apiRequest(PATH, { method: 'POST', body, schema: extraWriteResponseSchema });
}

/** Changes what is sent; `activo: false` retires the extra (it stays on the stays that have it). */
export function updateExtra(body: ExtraUpdateInput) {
  return apiRequest(PATH, { method: 'PUT', body, schema: extraWriteResponseSchema });
}
