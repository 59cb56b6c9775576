import { z } from 'zod';
import { entero, fechaIso, id } from './common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './pagina';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { historialNombresSchema } from '../historial-nombres';

/** The entities whose changes the history records (one trigger per table, migration 1764200000003). */
export const ENTIDADES_HISTORIAL = [
  'reserva',
  'pago',
  'reembolso',
  'cliente',
  'precio',
  'configuracion',
  'usuario',
  'cierre_caja',
  // Issue 32: a stay's charges and discounts, and the catalogue of extras (migration 1764400000005).
  'linea_cuenta',
  'extra',
  // Issue 35: seasons, their ranges and their own prices (migration 1764600000001).
  'temporada',
  'temporada_rango',
  'temporada_precio',
  // Issue 36: the guests of a stay (migration 1764700000001).
  'huesped',
  // Issue 36: a unit's housekeeping state and the manual blocks, fuera de servicio among them (migration 1764700000002).
  'limpieza',
  'bloqueo',
] as const;
export type EntidadHistorial = (typeof ENTIDADES_HISTORIAL)[number];

export const ACCIONES_HISTORIAL = ['create', 'update', 'delete'] as const;
export type AccionHistorial = (typeof ACCIONES_HISTORIAL)[number];

/** One recorded change: for an update only the fields that changed, before and after. */
export const historialFilaSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  usuario: z.string(),
  entidad: z.enum(ENTIDADES_HISTORIAL),
  entidad_id: z.number().int(),
  reserva_id: z.number().int().nullable(),
  accion: z.enum(ACCIONES_HISTORIAL),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
});
export type HistorialFila = z.infer<typeof historialFilaSchema>;

/**
 * GET historial: newest first, `page_size` rows a page. `entidad=reserva&entidad_id=N` is the reservation's own
 * story (its payments included) and any session may read it; every other query is for administrators.
 */
export const historialQuerySchema = conRangoMaximo(
  z
    .object({
      page: entero('page', { min: 1, max: 1_000_000 }).optional().default(1),
      page_size: entero('page_size', { min: 1, max: PAGE_SIZE_MAX }).optional().default(PAGE_SIZE_DEFAULT),
      usuario: z
        .string({ error: 'El campo usuario debe ser un texto' })
        .trim()
        .max(100, { error: 'El campo usuario no puede superar los 100 caracteres' })
        .optional()
        .transform((v) => v || undefined),
      desde: fechaIso('desde').optional(),
      hasta: fechaIso('hasta').optional(),
      entidad: z
        .enum(ENTIDADES_HISTORIAL, { error: `El campo entidad debe ser uno de: ${ENTIDADES_HISTORIAL.join(', ')}` })
        .optional(),
      entidad_id: id('entidad_id').optional(),
    })
    .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { error: 'La fecha desde no puede ser posterior a hasta' })
    .refine((q) => q.entidad_id === undefined || q.entidad !== undefined, { error: 'entidad_id necesita entidad' }),
  { desde: 'desde', hasta: 'hasta' },
  RANGOS_MAXIMOS.historial,
);
export type HistorialQuery = z.infer<typeof historialQuerySchema>;

/** A page of the history; `hay_mas` instead of a total: counting a log of millions on every page is not worth it. */
export const historialPaginaSchema = z.object({
  success: z.literal(true),
  historial: z.array(historialFilaSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  hay_mas: z.boolean(),
  /** Issue 37: the names of the units, clients and reservations the rows mention, by id (historial-nombres.ts). */
  nombres: historialNombresSchema.optional(),
});
export type HistorialPagina = z.infer<typeof historialPaginaSchema>;

/** The one history any session may read: one reservation's. */
export function esHistorialDeReserva(q: Pick<HistorialQuery, 'entidad' | 'entidad_id' | 'usuario' | 'desde' | 'hasta'>): boolean {
  return q.entidad === 'reserva' && q.entidad_id !== undefined && !q.usuario && !q.desde && !q.hasta;
}
