/**
 * «Hoy» (issue 17): the front desk's day — arrivals, departures, guests in house, holds expiring, stays with a
 * balance whose departure is that day or past, and camping people against the plots — and the stay-state calls.
 */
import { z } from 'zod';
import { COBROS_SALIDA_ANTICIPADA } from '../early-checkout';
import { fechaIso, id } from './common';
import { metodoPagoSchema, reservaConfirmarSchema, reservaListSchema, reservaSchema } from './reserva';

/** GET hoy?fecha=YYYY-MM-DD (today in the complex's zone when left out). */
export const hoyQuerySchema = z.object({ fecha: fechaIso('fecha').optional() });
export type HoyQuery = z.input<typeof hoyQuerySchema>;

/** The most rows a section of «Hoy» carries; `total` says how many there are. */
export const HOY_FILAS_MAX = 200;
/** The stays owing money are the oldest debts too: the newest departures first, this many. */
export const HOY_SALDOS_MAX = 50;

export const hoySeccionSchema = z.object({ total: z.number().int(), reservas: reservaListSchema });
export type HoySeccion = z.infer<typeof hoySeccionSchema>;

export const hoyResponseSchema = z.object({
  success: z.literal(true),
  /** The day asked for, and today in the complex's zone (actions are offered for today only). */
  fecha: z.string(),
  hoy: z.string(),
  llegadas: hoySeccionSchema,
  salidas: hoySeccionSchema,
  en_casa: hoySeccionSchema,
  prereservas_vencen: hoySeccionSchema,
  /** Not cancelled, owing money, departure on `fecha` or before; `monto` is what they owe together. */
  saldos: hoySeccionSchema.extend({ monto: z.number() }),
  /** Camping the night of `fecha`: people, stays (one plot each) and the plots there are. */
  camping: z.object({ personas: z.number().int(), parcelas_ocupadas: z.number().int(), parcelas: z.number().int() }),
  /** Groups the night of `fecha`: they count people, not units. */
  grupos: z.object({ personas: z.number().int(), reservas: z.number().int() }),
});
export type HoyResponse = z.infer<typeof hoyResponseSchema>;

/** POST reservas/checkin, reservas/checkout, reservas/no-show: `{id}` and nothing else, as «Confirmar» takes. */
export const estadiaAccionSchema = reservaConfirmarSchema;
export type EstadiaAccionInput = z.input<typeof estadiaAccionSchema>;

/** The answer of every stay-state call: the reservation as it is now. */
export const estadiaAccionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reserva: reservaSchema,
});

/**
 * POST reservas/checkout (issue 32 added the optional fields): `cobro` when the guest leaves before the booked day
 * (Configuración's `salida_anticipada_cobro` when not sent); with 'noches_usadas' and more paid than the nights used
 * cost, `reembolso_metodo_pago` says how the difference goes back (recorded as a refund in the same transaction).
 */
export const estadiaSalidaSchema = z.strictObject(
  {
    id: id('id'),
    cobro: z.enum(COBROS_SALIDA_ANTICIPADA, { error: 'El campo cobro debe ser estadia_completa o noches_usadas' }).optional(),
    reembolso_metodo_pago: metodoPagoSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys[0])} no es un campo de la salida` : undefined,
  },
);
export type EstadiaSalidaInput = z.input<typeof estadiaSalidaSchema>;
export type EstadiaSalidaData = z.output<typeof estadiaSalidaSchema>;

/** The check-out's answer also says what is still owed (0 when nothing), so the screen can warn. */
export const checkoutResponseSchema = estadiaAccionResponseSchema.extend({
  con_saldo: z.boolean(),
  saldo: z.number(),
  /** Issue 32, when the guest left early: the nights booked and used, the amount before, and the refund recorded. */
  noches_reservadas: z.number().int().optional(),
  noches_usadas: z.number().int().optional(),
  monto_anterior: z.number().optional(),
  reembolso_id: z.number().int().nullable().optional(),
});
