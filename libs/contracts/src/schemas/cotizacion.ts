import { z } from 'zod';
import { MSG } from '../messages';
import { entero, fechaIso } from './common';

/**
 * GET /api/public/cotizacion: the visitor's availability check and quote. It answers only whether there is room
 * and the price per payment method: no client data, no unit numbers.
 */
export const cotizacionQuerySchema = z
  .object({
    tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 3 }),
    fecha_entrada: fechaIso('fecha_entrada'),
    fecha_salida: fechaIso('fecha_salida'),
    /** Cabins and dormis. */
    cantidad_personas: entero('cantidad_personas', { min: 1, max: 10 }).optional(),
    /** Camping. */
    cantidad_adultos: entero('cantidad_adultos', { min: 0, max: 30 }).optional(),
    cantidad_menores: entero('cantidad_menores', { min: 0, max: 30 }).optional(),
  })
  .refine((q) => q.fecha_entrada < q.fecha_salida, { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] });
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
