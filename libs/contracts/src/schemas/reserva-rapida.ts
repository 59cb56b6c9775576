import { z } from 'zod';
import { etiquetaCampo } from '../field-labels';
import { MSG } from '../messages';
import { clienteInputSchema } from './cliente';
import { entero, fechaIso, id, importe, textoOpcional, enteroEtiquetado } from './common';
import { MAX_PERSONAS_RESERVA } from '../people-limits';
import { metodoPagoSchema, prereservaCampos, senaFields } from './reserva';
import { motivoMinimoCampo } from './motivo-minimo';

/**
 * POST /api/endpoints/reserva-rapida: Reserva Rápida's single submit. The client is found by documento (and updated
 * with what was typed) or created, and the reservation is created, in one transaction: a refused reservation leaves
 * no half-created client behind.
 */
export const reservaRapidaSchema = z.object({
  cliente: clienteInputSchema,
  reserva: z
    .object({
      tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }),
      hospedaje_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), id('hospedaje_id').nullable()),
      fecha_entrada: fechaIso('fecha_entrada'),
      fecha_salida: fechaIso('fecha_salida'),
      cantidad_personas: enteroEtiquetado({ etiqueta: 'Personas', min: 1, max: MAX_PERSONAS_RESERVA }),
      monto_total: importe('monto_total'),
      metodo_pago: metodoPagoSchema.default('efectivo'),
      descuento: importe('descuento').default(0),
      observaciones: textoOpcional('observaciones', 1000),
      ...senaFields,
      ...prereservaCampos,
      ...motivoMinimoCampo,
    })
    .refine((r) => r.fecha_entrada < r.fecha_salida, { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] })
    .refine((r) => r.vence_el === undefined || r.es_prereserva === true, {
      error: MSG.venceElSinPrereserva,
      path: ['vence_el'],
    }),
})
  // Spec section 5: teléfono is required in the quick form (it is optional for a client created elsewhere).
  .refine((d) => Boolean(d.cliente.telefono), { error: `El campo ${etiquetaCampo('telefono')} es obligatorio`, path: ['cliente', 'telefono'] });
export type ReservaRapidaInput = z.input<typeof reservaRapidaSchema>;
export type ReservaRapidaData = z.output<typeof reservaRapidaSchema>;

export const reservaRapidaResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  cliente_id: z.number().int(),
  cliente_creado: z.boolean(),
  message: z.string(),
});
