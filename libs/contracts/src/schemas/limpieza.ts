/**
 * Housekeeping («Limpieza», issue 36): each cabin and dormi is limpia, sucia or en limpieza (what staff tap), and
 * fuera de servicio on the nights a «fuera de servicio» period closes (a manual block with a reason, under the same
 * exclusion constraint as stays). A check-out makes its unit sucia (a trigger: whoever checks out).
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { fechaIso, id, texto } from './common';

/** How the calendar, the Planilla and GET bloqueos name a fuera de servicio block (`origen`). */
export const ORIGEN_FUERA_DE_SERVICIO = 'Fuera de servicio';

/** What staff set with a tap. */
export const ESTADOS_LIMPIEZA = ['limpia', 'sucia', 'en_limpieza'] as const;
export const estadoLimpiezaSchema = z.enum(ESTADOS_LIMPIEZA, { error: 'El campo estado debe ser limpia, sucia o en_limpieza' });
export type EstadoLimpieza = z.infer<typeof estadoLimpiezaSchema>;
/** What a unit shows on a day: its tapped state, or fuera de servicio when a period covers that night. */
export type EstadoUnidad = EstadoLimpieza | 'fuera_de_servicio';

/** GET limpieza?fecha=YYYY-MM-DD (today in the complex's zone when left out). */
export const limpiezaQuerySchema = z.object({ fecha: fechaIso('fecha').optional() });

export const fueraDeServicioSchema = z.object({
  id: z.number().int(),
  fecha_entrada: z.string(),
  /** The first night back in service (excluded, as a stay's exit). */
  fecha_salida: z.string(),
  motivo: z.string(),
  creado_por: z.string().nullable(),
});
export type FueraDeServicio = z.infer<typeof fueraDeServicioSchema>;

/** One unit of the day's list. No guest's name: the housekeeping role sees units, not people. */
export const unidadLimpiezaSchema = z.object({
  hospedaje_id: z.number().int(),
  tipo_hospedaje_id: z.number().int(),
  numero: z.number().int(),
  estado: z.enum([...ESTADOS_LIMPIEZA, 'fuera_de_servicio']),
  /** The tapped state, kept under a fuera de servicio period. */
  estado_limpieza: estadoLimpiezaSchema,
  cambiado_en: z.string(),
  cambiado_por: z.string(),
  /** The period covering that night, or the next one to start; null when none. */
  fuera_de_servicio: fueraDeServicioSchema.nullable(),
  /** A stay leaving that day (`salio`: its check-out is recorded). */
  salida: z.object({ reserva_id: z.number().int(), salio: z.boolean() }).nullable(),
  /** A stay arriving that day (`ingreso`: its check-in is recorded). */
  llegada: z.object({ reserva_id: z.number().int(), personas: z.number().int(), ingreso: z.boolean() }).nullable(),
  /** A stay holds the night of that day (arriving that day or before). */
  ocupada: z.boolean(),
  /** Neither a stay nor a block holds that night: a walk-in can take it. */
  libre: z.boolean(),
  /** Someone arrives that day and the unit is not limpia. */
  urgente: z.boolean(),
});
export type UnidadLimpieza = z.infer<typeof unidadLimpiezaSchema>;

export const limpiezaResponseSchema = z.object({
  success: z.literal(true),
  fecha: z.string(),
  hoy: z.string(),
  /** Departures first, then units with an arrival not ready, then the rest; cabins before dormis, by number. */
  unidades: z.array(unidadLimpiezaSchema),
});
export type LimpiezaResponse = z.infer<typeof limpiezaResponseSchema>;

/** PUT limpieza {hospedaje_id, estado}: one tap. */
export const limpiezaCambioSchema = z.strictObject({ hospedaje_id: id('hospedaje_id'), estado: estadoLimpiezaSchema });
export type LimpiezaCambioInput = z.input<typeof limpiezaCambioSchema>;
export const limpiezaCambioResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unidad: z.object({ hospedaje_id: z.number().int(), estado: estadoLimpiezaSchema, antes: estadoLimpiezaSchema, cambiado_en: z.string(), cambiado_por: z.string() }),
});

/** POST limpieza/fuera-de-servicio {hospedaje_id, fecha_entrada, fecha_salida, motivo}. */
export const fueraDeServicioCreateSchema = z
  .strictObject({
    hospedaje_id: id('hospedaje_id'),
    fecha_entrada: fechaIso('fecha_entrada'),
    fecha_salida: fechaIso('fecha_salida'),
    motivo: texto('motivo', 500),
  })
  .refine((b) => b.fecha_entrada < b.fecha_salida, { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] });
export type FueraDeServicioCreateInput = z.input<typeof fueraDeServicioCreateSchema>;
export const fueraDeServicioResponseSchema = z.object({ success: z.literal(true), message: z.string(), fuera_de_servicio: fueraDeServicioSchema });

/** DELETE limpieza/fuera-de-servicio?id=: back in service from today (a period not started yet is deleted). */
export const fueraDeServicioIdSchema = z.strictObject({ id: id('id') });
export const limpiezaMensajeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The one tap offered for each state: sucia → en limpieza → limpia; a clean unit can be marked sucia. */
export function siguienteEstadoLimpieza(estado: EstadoLimpieza): EstadoLimpieza {
  if (estado === 'sucia') return 'en_limpieza';
  if (estado === 'en_limpieza') return 'limpia';
  return 'sucia';
}
