/**
 * POST reservas/cancelar (issue 32): cancelling is an action of its own, with a reason and, when money was received,
 * what happens to it (cancellation.ts). The rules that need the stay (what was paid) are the API's; these are the
 * ones a form checks before sending.
 */
import { z } from 'zod';
import { DESTINOS_DINERO, MOTIVOS_CANCELACION } from '../cancellation';
import { MSG_CUENTA } from '../messages-cuenta';
import { id, montoPago, textoOpcional } from './common';
import { metodoPagoSchema, reservaSchema } from './reserva';

const MOTIVOS_ELEGIBLES = MOTIVOS_CANCELACION.filter((m) => m !== 'sin_indicar') as [string, ...string[]];

export const reservaCancelarSchema = z
  .strictObject(
    {
      id: id('id'),
      motivo: z.enum(MOTIVOS_ELEGIBLES, {
        error: (issue) => (issue.input === undefined || issue.input === '' ? MSG_CUENTA.cancelacionMotivoObligatorio : MSG_CUENTA.cancelacionMotivoInvalido),
      }),
      motivo_detalle: textoOpcional('motivo_detalle', 300),
      /** Required when the stay has payments (the API knows); 'conservar' when it has none. */
      dinero: z.enum(DESTINOS_DINERO, { error: MSG_CUENTA.cancelacionDineroInvalido }).optional(),
      reembolso_monto: montoPago('reembolso_monto').optional(),
      reembolso_metodo_pago: metodoPagoSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys[0])} no es un campo de la cancelación` : undefined,
    },
  )
  .superRefine((c, ctx) => {
    if (c.motivo === 'otro' && !c.motivo_detalle) {
      ctx.addIssue({ code: 'custom', path: ['motivo_detalle'], message: MSG_CUENTA.cancelacionDetalleObligatorio });
    }
    if (c.dinero === 'reembolsar') {
      if (c.reembolso_monto === undefined) {
        ctx.addIssue({ code: 'custom', path: ['reembolso_monto'], message: MSG_CUENTA.cancelacionReembolsoMontoObligatorio });
      }
      if (c.reembolso_metodo_pago === undefined) {
        ctx.addIssue({ code: 'custom', path: ['reembolso_metodo_pago'], message: MSG_CUENTA.cancelacionReembolsoMetodoObligatorio });
      }
    } else if (c.reembolso_monto !== undefined || c.reembolso_metodo_pago !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['dinero'], message: MSG_CUENTA.cancelacionReembolsoSinElegir });
    }
  });
export type ReservaCancelarInput = z.input<typeof reservaCancelarSchema>;
export type ReservaCancelarData = z.output<typeof reservaCancelarSchema>;

export const reservaCancelarResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reserva: reservaSchema,
  /** The refund recorded with the cancellation, if any. */
  reembolso_id: z.number().int().nullable(),
});
