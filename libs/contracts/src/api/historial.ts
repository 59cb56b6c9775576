import { historialPaginaSchema, type EntidadHistorial } from '../schemas/historial';
// By package name, not './http': Module Federation shares modules by request (see hospedajes.ts).
import { apiRequest } from '@camping/contracts/api/http';

export interface HistorialFiltros {
  page: number;
  page_size?: number;
  usuario?: string;
  desde?: string;
  hasta?: string;
  entidad?: EntidadHistorial;
  entidad_id?: number;
}

/** A page of the history (administrators), or one reservation's (`entidad: 'reserva'`, `entidad_id`; any session). */
export function getHistorial(filtros: HistorialFiltros, signal?: AbortSignal) {
  return apiRequest('/endpoints/historial', {
    query: { ...filtros, usuario: filtros.usuario?.trim() || undefined },
    schema: historialPaginaSchema,
    signal,
  });
}
