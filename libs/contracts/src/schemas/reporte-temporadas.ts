/**
 * GET reservas?reportes_temporadas&fecha_inicio&fecha_fin[&metodo_pago][&tipo_hospedaje] (issue 35, item 7): the
 * nights of a period grouped by season («Base» where none applies), with the nights sold, the stays, the booked
 * income attributed night by night and the occupancy. Both dates are required: the report is about nights.
 */
import { z } from 'zod';
import { fechaIso } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { reporteFiltrosSchema } from './reporte';

export const reporteTemporadasQuerySchema = conRangoMaximo(
  reporteFiltrosSchema
    .extend({ fecha_inicio: fechaIso('fecha_inicio'), fecha_fin: fechaIso('fecha_fin') })
    .refine((q) => q.fecha_inicio <= q.fecha_fin, {
      error: 'La fecha de inicio debe ser anterior o igual a la fecha de fin',
      path: ['fecha_inicio'],
    }),
  { desde: 'fecha_inicio', hasta: 'fecha_fin' },
  RANGOS_MAXIMOS.reportes,
);
export type ReporteTemporadasQuery = z.input<typeof reporteTemporadasQuerySchema>;

/** One lodging type's occupancy inside one season's nights (the rule of GET reservas?ocupacion). */
export const ocupacionTemporadaTipoSchema = z.object({
  tipo_hospedaje_id: z.number().int(),
  tipo_hospedaje: z.string(),
  /** Unit-nights (cabins, dormis) or reservation-nights (camping, groups). */
  noches_vendidas: z.number().int(),
  /** Units (or camping's 72 plots) × the season's nights in the period; null for groups (no fixed capacity). */
  noches_disponibles: z.number().int().nullable(),
  /** 0..1, null when not measurable. */
  porcentaje: z.number().nullable(),
});
export type OcupacionTemporadaTipo = z.infer<typeof ocupacionTemporadaTipoSchema>;

const cifrasTemporadaSchema = z.object({
  /** Nights of the period in this season (calendar nights, not unit-nights). */
  noches: z.number().int(),
  /** Every night sold in those nights: unit-nights and camping and group reservation-nights. */
  noches_vendidas: z.number().int(),
  /** Stays with at least one night there (holds included, as occupancy counts them). */
  estadias: z.number().int(),
  /** Booked income of those nights: each stay's monto_total prorated by its nights, to the cent. */
  ingresos: z.number(),
  /** Cabins and dormis together: unit-nights sold / unit-nights available; null when none is in the filter. */
  porcentaje_unidades: z.number().nullable(),
  ocupacion: z.array(ocupacionTemporadaTipoSchema),
});

export const reporteTemporadaSchema = cifrasTemporadaSchema.extend({
  /** null for «Base»: the nights no season covers. */
  temporada_id: z.number().int().nullable(),
  nombre: z.string(),
  /** #RRGGBB; null for «Base». */
  color: z.string().nullable(),
});
export type ReporteTemporada = z.infer<typeof reporteTemporadaSchema>;

export const reporteTemporadasResponseSchema = z.object({
  success: z.literal(true),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  /** Seasons by their first night in the period, then «Base»; a season without a night in the period is left out. */
  temporadas: z.array(reporteTemporadaSchema),
  totales: cifrasTemporadaSchema,
});
export type ReporteTemporadasResponse = z.infer<typeof reporteTemporadasResponseSchema>;

export const NOMBRE_TEMPORADA_BASE = 'Base';
