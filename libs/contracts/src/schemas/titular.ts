import { z } from 'zod';
import { campoDesconocidoMessage } from '../messages';
import { id } from './common';
import { reservaSchema } from './reserva';

/**
 * POST reservas/titular (issue 37 item 6, «Cambiar titular»): the stay `id` passes to the client `cliente_id`. PUT
 * reservas keeps refusing a different `cliente_id` (the spec's contract); this call is the one way to reassign.
 */
export const reservaTitularSchema = z.strictObject(
  { id: id('id'), cliente_id: id('cliente_id') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? campoDesconocidoMessage(String(issue.keys[0])) : undefined) },
);
export type ReservaTitularData = z.infer<typeof reservaTitularSchema>;

export const reservaTitularResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reserva: reservaSchema,
});
export type ReservaTitularResponse = z.infer<typeof reservaTitularResponseSchema>;
