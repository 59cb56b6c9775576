/**
 * Payments of a reservation (issue 16): the seña and the rest, each amount received with its method and date.
 * `GET pagos?reserva_id=`, `GET pagos?id=`, `POST`, `PUT`, `DELETE pagos?id=` (also `pagos.php`).
 */
import { z } from 'zod';
import { todayIso } from '../dates';
import { MSG } from '../messages';
import { toCents } from '../money';
import { fechaIso, id, montoPago, textoOpcional } from './common';
import { metodoPagoSchema } from './reserva';
import { movimientoDeDineroCampos, reembolsoSchema } from './reembolso';

/** A payment as the API answers it (the fields it shares with a refund: reembolso.ts), dated when it was received. */
export const pagoSchema = z.object({ ...movimientoDeDineroCampos, fecha_pago: z.string() });
export type Pago = z.infer<typeof pagoSchema>;

export const pagosReservaQuerySchema = z.object({ reserva_id: id('reserva_id') });
export const pagoIdQuerySchema = z.object({ id: id('id') });

/** GET pagos?reserva_id=: the reservation's payments by fecha_pago, and their sum. */
export const pagosReservaResponseSchema = z.object({
  success: z.literal(true),
  pagos: z.array(pagoSchema),
  /** The sum of the payments less the refunds: what the stay holds (issue 32 made it net of refunds). */
  total_pagado: z.number(),
  /** Issue 32: the stay's refunds by date, and their sum. Optional so an older server's answer still parses. */
  reembolsos: z.array(reembolsoSchema).optional(),
  total_reembolsado: z.number().optional(),
});
export type PagosReserva = z.infer<typeof pagosReservaResponseSchema>;


/** POST pagos. `fecha_pago` defaults to today in San Luis (the database's default). */
export const pagoCreateSchema = z.strictObject(
  {
    reserva_id: id('reserva_id'),
    monto: montoPago(),
    metodo_pago: metodoPagoSchema,
    fecha_pago: fechaIso('fecha_pago').optional(),
    observaciones: textoOpcional('observaciones', 500),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys[0])} no es un campo del pago` : undefined,
  },
);
export type PagoCreateInput = z.input<typeof pagoCreateSchema>;
export type PagoCreateData = z.output<typeof pagoCreateSchema>;

export const pagoCreateResponseSchema = z.object({ success: z.literal(true), id: z.number().int(), message: z.string() });

/**
 * PUT pagos: the id plus the fields that change. A payment never moves to another reservation: `reserva_id` may be
 * sent (the original front end's payments screen sends it) and must be the payment's own (issue 32).
 */
export const pagoUpdateSchema = z.strictObject(
  {
    id: id('id'),
    reserva_id: id('reserva_id').optional(),
    monto: montoPago().optional(),
    metodo_pago: metodoPagoSchema.optional(),
    fecha_pago: fechaIso('fecha_pago').optional(),
    observaciones: textoOpcional('observaciones', 500),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys[0])} no es un campo del pago` : undefined,
  },
);
export type PagoUpdateInput = z.input<typeof pagoUpdateSchema>;
export type PagoUpdateData = z.output<typeof pagoUpdateSchema>;

/** The amount as typed in a form: a decimal comma is a point ('1500,50'), spaces around are dropped. */
const montoTecleado = (v: unknown) => (typeof v === 'string' ? v.trim().replace(',', '.') : v);

/**
 * The payment form of the admin (libs/ui payment-form.tsx, issue 34): the fields of POST/PUT pagos as typed, checked
 * by the API's own rules, plus what only the form knows: the amount fits what the stay still owes (`disponible`; for
 * an edit, with the payment being edited), and the payment was not received after today. A blank date is today's.
 */
export function pagoFormSchema(disponible: number) {
  return z
    .object({
      monto: z.preprocess(montoTecleado, pagoCreateSchema.shape.monto),
      metodo_pago: pagoCreateSchema.shape.metodo_pago,
      fecha_pago: z.preprocess((v) => (v === '' ? undefined : v), pagoCreateSchema.shape.fecha_pago),
      observaciones: pagoCreateSchema.shape.observaciones,
    })
    .superRefine((pago, ctx) => {
      if (toCents(pago.monto) > toCents(disponible)) ctx.addIssue({ code: 'custom', message: MSG.pagoExcedeTotal, path: ['monto'] });
      if (pago.fecha_pago && pago.fecha_pago > todayIso()) {
        ctx.addIssue({ code: 'custom', message: MSG.pagoFechaFutura, path: ['fecha_pago'] });
      }
    });
}
export type PagoFormInput = z.input<ReturnType<typeof pagoFormSchema>>;
export type PagoFormData = z.output<ReturnType<typeof pagoFormSchema>>;
