/**
 * The cash-basis report (issue 16): money collected by fecha_pago, next to the spec's income report (which counts
 * bookings by fecha_entrada and is unchanged). `GET pagos?reporte_cobros[&fecha_inicio][&fecha_fin][&metodo_pago]
 * [&tipo_hospedaje]` (the same filters as the spec's report, 'todos' or empty = no filter) and
 * `GET pagos?cobros_mensuales[&meses=12]` (booked vs collected per month).
 */
import { z } from 'zod';

export const cobroRowSchema = z.object({
  id: z.number().int(),
  reserva_id: z.number().int(),
  fecha_pago: z.string(),
  nombre_cliente: z.string(),
  tipo_hospedaje: z.string(),
  numero_hospedaje: z.number().int().nullable(),
  metodo_pago: z.string(),
  monto: z.number(),
  observaciones: z.string().nullable(),
});
export type CobroRow = z.infer<typeof cobroRowSchema>;

/** A refund in the cash report (issue 32): money out, by its date. */
export const reembolsoRowSchema = cobroRowSchema.omit({ fecha_pago: true }).extend({ fecha: z.string() });
export type ReembolsoRow = z.infer<typeof reembolsoRowSchema>;

const totalCantidadSchema = z.object({ total: z.number(), cantidad: z.number().int() });

export const reporteCobrosResponseSchema = z.object({
  success: z.literal(true),
  cobros: z.array(cobroRowSchema),
  estadisticas: z.object({
    totalCobrado: z.number(),
    totalPagos: z.number().int(),
    porMetodoPago: z.record(z.string(), totalCantidadSchema),
    porTipoHospedaje: z.record(z.string(), totalCantidadSchema),
  }),
  /** What the live (not cancelled) stays entering in the period still owe, and how many owe something. */
  saldo_pendiente: z.object({ total: z.number(), reservas: z.number().int() }),
  /**
   * Issue 32: money given back in the period (refunds by their date, with the same filters), newest first, its total
   * and what stays once refunds are taken from what was collected. Optional so an older server's answer still parses.
   */
  reembolsos: z.array(reembolsoRowSchema).optional(),
  reembolsado: z.object({ total: z.number(), cantidad: z.number().int() }).optional(),
  neto: z.number().optional(),
});
export type ReporteCobros = z.infer<typeof reporteCobrosResponseSchema>;

export const cobroMensualSchema = z.object({
  /** 'YYYY-MM' */
  mes: z.string(),
  /** Booked: the spec's monthly income (live stays by fecha_entrada). */
  reservado: z.number(),
  /** Collected: payments by fecha_pago. */
  cobrado: z.number(),
  /** Issue 32: given back, refunds by their date (optional so an older server's answer still parses). */
  reembolsado: z.number().optional(),
});
export type CobroMensual = z.infer<typeof cobroMensualSchema>;
export const cobrosMensualesResponseSchema = z.object({ success: z.literal(true), meses: z.array(cobroMensualSchema) });
