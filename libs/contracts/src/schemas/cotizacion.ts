import { z } from 'zod';
import { MSG_PUBLICO } from '../messages-publico';
import { LIMITE_MSG, LIMITES_PERSONAS } from '../people-limits';
import { entero, enteroEtiquetado, fechaIso } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { desgloseLineaSchema, minimoEstadiaSchema } from './desglose-estadia';

/**
 * GET /api/public/cotizacion: the visitor's availability check and quote. It answers only whether there is room
 * and the price per payment method: no client data, no unit numbers.
 */
export const cotizacionQuerySchema = conRangoMaximo(
  z
    .object({
      tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 3 }),
      fecha_entrada: fechaIso('fecha_entrada'),
      fecha_salida: fechaIso('fecha_salida'),
      /** Cabins and dormis. */
      cantidad_personas: enteroEtiquetado({ etiqueta: 'Personas', min: 1, max: 10 }).optional(),
      /** Camping. */
      cantidad_adultos: enteroEtiquetado({ etiqueta: 'Adultos', min: 0, max: LIMITES_PERSONAS.campingAdultosMax }).optional(),
      cantidad_menores: enteroEtiquetado({ etiqueta: 'Menores', min: 0, max: LIMITES_PERSONAS.campingMenoresMax }).optional(),
    })
    .refine((q) => q.fecha_entrada < q.fecha_salida, { error: MSG_PUBLICO.fechaEntradaAnterior, path: ['fecha_entrada'] })
    .refine((q) => (q.cantidad_adultos ?? 0) + (q.cantidad_menores ?? 0) <= LIMITES_PERSONAS.campingPorReserva, {
      error: LIMITE_MSG.camping,
      path: ['cantidad_adultos'],
    }),
  { desde: 'fecha_entrada', hasta: 'fecha_salida' },
  RANGOS_MAXIMOS.estadia,
);
export type CotizacionQuery = z.input<typeof cotizacionQuerySchema>;

export const cotizacionResponseSchema = z.object({
  success: z.literal(true),
  disponible: z.boolean(),
  noches: z.number().int(),
  /** Present when the type has a price for these people. */
  cotizaciones: z.array(
    z.object({
      metodo_pago: z.string(),
      /** The price of a night when every night costs the same; with seasons, the average (the breakdown tells each). */
      precio_por_dia: z.number(),
      total: z.number(),
      /** Issue 35: the stay night by night grouped by season, and in words. */
      desglose: z.array(desgloseLineaSchema).optional(),
      desglose_texto: z.string().optional(),
    }),
  ),
  message: z.string(),
  /** Issue 35: the minimum stay of the seasons the stay touches, and the rule's refusal (then `disponible` is false). */
  minimo: minimoEstadiaSchema.optional(),
  rechazo: z.string().nullable().optional(),
});
export type CotizacionResponse = z.infer<typeof cotizacionResponseSchema>;
