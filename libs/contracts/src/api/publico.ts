import { cotizacionResponseSchema, type CotizacionQuery } from '../schemas/cotizacion';
import { sitioSchema } from '../schemas/sitio';
// By package name, not './http': Module Federation shares modules by request, and http.ts holds the one
// ApiError class and the shell's configuration, so every remote must reach the same instance.
import { apiRequest } from '@camping/contracts/api/http';

export function getSitio(signal?: AbortSignal) {
  return apiRequest('/public/sitio', { schema: sitioSchema, signal });
}

export function getCotizacion(query: CotizacionQuery, signal?: AbortSignal) {
  return apiRequest('/public/cotizacion', {
    query: query as Record<string, string | number | undefined>,
    schema: cotizacionResponseSchema,
    signal,
  });
}
