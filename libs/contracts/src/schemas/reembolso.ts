/**
 * Refunds (issue 32): money given back to the guest, each with its method, date and who recorded it. A stay's refunds
 * never exceed what was paid: `reservas.total_pagado` is payments less refunds, kept by triggers, and its CHECK
 * refuses a sum below 0 whoever writes (docs/stay-account.md).
 */
import { z } from 'zod';
import { fechaIso, id, montoPago, textoOpcional } from './common';
import { metodoPagoSchema } from './reserva';

/**
 * What a payment and a refund have alike, as the API answers them: the amount, its method, who recorded it
 * (`registrado_por`, the user name) and its receipt (issue 32: the number from the sequence both share, and the PDF by
 * a link with a random key the guest can open without a session, schemas/comprobante.ts; optional for older servers).
 */
export const movimientoDeDineroCampos = {
  id: z.number().int(),
  reserva_id: z.number().int(),
  monto: z.number(),
  metodo_pago: z.string(),
  observaciones: z.string().nullable(),
  created_by: z.number().int().nullable(),
  registrado_por: z.string().nullable(),
  created_at: z.string(),
  numero_comprobante: z.number().int().optional(),
  comprobante_url: z.string().optional(),
};

export const reembolsoSchema = z.object({ ...movimientoDeDineroCampos, fecha: z.string() });
export type Reembolso = z.infer<typeof reembolsoSchema>;

const desconocido = {
  error: (issue: { code?: string; keys?: PropertyKey[] }) =>
    issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys?.[0])} no es un campo del reembolso` : undefined,
};

/** POST reembolsos: `fecha` defaults to today in San Luis; never later than today. */
export const reembolsoCreateSchema = z.strictObject(
  {
    reserva_id: id('reserva_id'),
    monto: montoPago(),
    metodo_pago: metodoPagoSchema,
    fecha: fechaIso('fecha').optional(),
    observaciones: textoOpcional('observaciones', 500),
  },
  desconocido,
);
export type ReembolsoCreateInput = z.input<typeof reembolsoCreateSchema>;
export type ReembolsoCreateData = z.output<typeof reembolsoCreateSchema>;

export const reembolsosReservaQuerySchema = z.object({ reserva_id: id('reserva_id') });

export const reembolsosReservaResponseSchema = z.object({
  success: z.literal(true),
  reembolsos: z.array(reembolsoSchema),
  total_reembolsado: z.number(),
});
export type ReembolsosReserva = z.infer<typeof reembolsosReservaResponseSchema>;

export const reembolsoCreateResponseSchema = z.object({ success: z.literal(true), id: z.number().int(), message: z.string() });
