/**
 * The rules of a new booking (POST reservas) that look at several fields at once, apart from reserva.ts so that file
 * stays short. Issue 33: `estado: 'pendiente'` asks for a hold as `es_prereserva: true` does, and the discount is at
 * most the amount it leaves to charge (reserva-rules.ts, shared with the API's other writers).
 */
import { z } from 'zod';
import { ESTADOS_RESERVA } from '../domain';
import { MSG } from '../messages';
import { MSG_ALTA } from '../messages-estados';
import { descuentoError, ordenFechasError } from '../reserva-rules';

/** The states a new booking may take: the stored ones, or 'pendiente' (a hold, pre-reserva). */
export const estadoAltaSchema = z.enum([...ESTADOS_RESERVA, 'pendiente'], { error: MSG_ALTA.estadoAlta });

interface Alta {
  fecha_entrada: string;
  fecha_salida: string;
  estado: string;
  es_prereserva?: boolean;
  vence_el?: string;
  monto_total: number;
  descuento: number;
}

/** Whether the new booking is a hold: `es_prereserva: true`, or `estado: 'pendiente'`. */
export function esPrereservaAlta(r: Pick<Alta, 'estado' | 'es_prereserva'>): boolean {
  return r.es_prereserva === true || r.estado === 'pendiente';
}

/** What a new booking's fields refuse together, first problem first (the API answers that one). */
export function reglasDeAlta(r: Alta, ctx: z.RefinementCtx): void {
  const problema = (message: string, campo: keyof Alta) => ctx.addIssue({ code: 'custom', message, path: [campo] });
  const fechas = ordenFechasError(r.fecha_entrada, r.fecha_salida);
  if (fechas) return problema(fechas, 'fecha_entrada');
  if (r.vence_el !== undefined && !esPrereservaAlta(r)) return problema(MSG_ALTA.venceElSinPrereserva, 'vence_el');
  if (r.estado === 'pendiente' && r.es_prereserva === false) return problema(MSG_ALTA.prereservaContradictoria, 'es_prereserva');
  if (r.es_prereserva === true && r.estado !== 'activa' && r.estado !== 'pendiente') return problema(MSG.prereservaSoloActiva, 'estado');
  const descuento = descuentoError(r.descuento, r.monto_total);
  if (descuento) problema(descuento, 'descuento');
}
