import { cotizacionResponseSchema, type CotizacionQuery } from '../schemas/cotizacion';
import { sitioSchema } from '../schemas/sitio';
import { apiRequest } from './http';

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
