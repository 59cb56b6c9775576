import { z } from 'zod';
import { MSG } from '../messages';
import { LIMITE_MSG, LIMITES_PERSONAS } from '../people-limits';
import { entero, enteroEtiquetado, fechaIso } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';

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
    .refine((q) => q.fecha_entrada < q.fecha_salida, { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] })
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
    z.object({ metodo_pago: z.string(), precio_por_dia: z.number(), total: z.number() }),
  ),
  message: z.string(),
});
export type CotizacionResponse = z.infer<typeof cotizacionResponseSchema>;
