import { z } from 'zod';
import { fechaIso } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';

/**
 * GET reservas?ocupacion&fecha_inicio&fecha_fin: how full the complex is over [fecha_inicio, fecha_fin] (both days
 * included), per lodging type. Used by the calendar's header and the reports' occupancy chart. Cancelled
 * reservations do not count.
 */
export const ocupacionQuerySchema = conRangoMaximo(
  z
    .object({ fecha_inicio: fechaIso('fecha_inicio'), fecha_fin: fechaIso('fecha_fin') })
    .refine((q) => q.fecha_inicio <= q.fecha_fin, {
      error: 'La fecha de inicio debe ser anterior o igual a la fecha de fin',
      path: ['fecha_inicio'],
    }),
  { desde: 'fecha_inicio', hasta: 'fecha_fin' },
  RANGOS_MAXIMOS.reportes,
);
export type OcupacionQuery = z.input<typeof ocupacionQuerySchema>;

export const ocupacionTipoSchema = z.object({
  tipo_hospedaje_id: z.number().int(),
  tipo_hospedaje: z.string(),
  /** Units (cabins, dormis) or plots (camping, 72) that can be sold; null for groups, which have no fixed capacity. */
  unidades: z.number().int().nullable(),
  /** Distinct units with at least one night booked in the range (cabins and dormis; null otherwise). */
  unidades_ocupadas: z.number().int().nullable(),
  /** Unit-nights (cabins, dormis) or reservation-nights (camping, groups) inside the range. */
  noches_vendidas: z.number().int(),
  /** unidades x nights of the range; null when unidades is null. */
  noches_disponibles: z.number().int().nullable(),
  /** noches_vendidas / noches_disponibles, 0..1; null when not measurable. */
  porcentaje: z.number().nullable(),
  reservas: z.number().int(),
});
export type OcupacionTipo = z.infer<typeof ocupacionTipoSchema>;

export const ocupacionResponseSchema = z.object({
  success: z.literal(true),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  noches: z.number().int(),
  ocupacion: z.array(ocupacionTipoSchema),
});
export type OcupacionResponse = z.infer<typeof ocupacionResponseSchema>;
