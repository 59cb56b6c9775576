import { z } from 'zod';
import { entero, fechaIso, hasAtMostTwoDecimals, id, enteroEtiquetado } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { MAX_PERSONAS_RESERVA } from '../people-limits';
import { metodoPagoSchema } from './reserva';
import { MSG } from '../messages';

export const tipoHospedajeSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type TipoHospedaje = z.infer<typeof tipoHospedajeSchema>;

export const hospedajeSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  capacidad: z.number().int(),
  tipo_hospedaje_id: z.number().int(),
  tipo_hospedaje: z.string(),
});
export type Hospedaje = z.infer<typeof hospedajeSchema>;

/** GET hospedajes */
export const hospedajesResponseSchema = z.object({
  success: z.literal(true),
  tipos_hospedaje: z.array(tipoHospedajeSchema),
  hospedajes: z.array(hospedajeSchema),
});
/** GET hospedajes?tipos */
export const tiposResponseSchema = z.object({ success: z.literal(true), tipos: z.array(tipoHospedajeSchema) });

const rangoFechas = {
  fecha_entrada: fechaIso('fecha_entrada'),
  fecha_salida: fechaIso('fecha_salida'),
};
const entradaAntesDeSalida = { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] };
const camposEstadia = { desde: 'fecha_entrada', hasta: 'fecha_salida' };

/** GET hospedajes?id= */
export const hospedajeIdQuerySchema = z.object({ id: id('id') });
export const hospedajePorIdResponseSchema = z.object({ success: z.literal(true), hospedaje: hospedajeSchema });

/**
 * GET hospedajes?tipo_hospedaje_id&fecha_entrada&fecha_salida[&excluir_reserva_id] (and the `disponibilidad=1`
 * variant). While editing, the reservation's own nights do not count, so its own unit is offered.
 */
export const disponiblesQuerySchema = conRangoMaximo(
  z
    .object({
      tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }),
      ...rangoFechas,
      excluir_reserva_id: id('excluir_reserva_id').optional(),
    })
    .refine((q) => q.fecha_entrada < q.fecha_salida, entradaAntesDeSalida),
  camposEstadia,
  RANGOS_MAXIMOS.estadia,
);
export const disponiblesResponseSchema = z.object({
  success: z.literal(true),
  hospedajes: z.array(hospedajeSchema),
  message: z.string(),
});

/** GET hospedajes?disponibilidad&hospedaje_id&fecha_entrada&fecha_salida[&excluir_reserva_id] */
export const disponibilidadUnidadQuerySchema = conRangoMaximo(
  z
    .object({
      hospedaje_id: id('hospedaje_id'),
      ...rangoFechas,
      /** While editing, the reservation's own nights do not count against it. */
      excluir_reserva_id: id('excluir_reserva_id').optional(),
    })
    .refine((q) => q.fecha_entrada < q.fecha_salida, entradaAntesDeSalida),
  camposEstadia,
  RANGOS_MAXIMOS.estadia,
);
export const disponibilidadUnidadResponseSchema = z.object({
  success: z.boolean(),
  disponible: z.boolean(),
  message: z.string(),
});

/** GET hospedajes?precio&tipo_hospedaje_id&cantidad_personas[&metodo_pago] */
export const precioQuerySchema = z.object({
  tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }),
  cantidad_personas: enteroEtiquetado({ etiqueta: 'Personas', min: 1, max: MAX_PERSONAS_RESERVA }),
  metodo_pago: metodoPagoSchema.default('efectivo'),
});
export const precioResponseSchema = z.object({ success: z.literal(true), precio: z.number() });

/** GET hospedajes?precios_camping&metodo_pago */
export const preciosCampingQuerySchema = z.object({ metodo_pago: metodoPagoSchema.default('efectivo') });
export const preciosCampingResponseSchema = z.object({
  success: z.literal(true),
  precios: z.object({ base: z.number(), adulto: z.number(), menor: z.number() }),
});

/** GET hospedajes?cantidades_personas&tipo_hospedaje_id */
export const cantidadesQuerySchema = z.object({ tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }) });
export const cantidadesResponseSchema = z.object({ success: z.literal(true), cantidades: z.array(z.number().int()) });

/** A row of the price table (spec section 3). */
export const precioRowSchema = z.object({
  id: z.number().int(),
  tipo_tabla: z.enum(['camping', 'hospedaje']),
  tipo_hospedaje_id: z.number().int(),
  tipo_hospedaje_nombre: z.string(),
  descripcion: z.string().nullable(),
  cantidad_personas: z.number().int().nullable(),
  metodo_pago: z.string(),
  precio: z.number(),
});
export type PrecioRow = z.infer<typeof precioRowSchema>;
/** GET hospedajes?todos_precios */
export const todosPreciosResponseSchema = z.object({ success: z.literal(true), precios: z.array(precioRowSchema) });

/** PUT hospedajes {id, precio} */
export const precioUpdateSchema = z.object({
  id: id('id'),
  precio: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: MSG.precioInvalido })
      .refine(Number.isFinite, { error: MSG.precioInvalido })
      .min(0, { error: MSG.precioInvalido })
      .max(999_999_999, { error: MSG.precioInvalido })
      .refine(hasAtMostTwoDecimals, { error: MSG.precioDecimales }),
  ),
});
export type PrecioUpdateInput = z.input<typeof precioUpdateSchema>;
export const precioUpdateResponseSchema = z.object({ success: z.literal(true), message: z.string(), precio: precioRowSchema });

