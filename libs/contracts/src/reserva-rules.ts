/**
 * The rules of a reservation that both the API and the admin forms apply (spec section 5): the dates of a new and of
 * an edited reservation, and the unit's capacity. Each returns the Spanish message that refuses the input, or null;
 * the API refuses the call with it and the forms show it beside the field before anything is sent.
 */
import { formatARSCents } from './format';
import { capacidadExcedidaMessage, MSG } from './messages';
import { descuentoSuperaMontoMessage } from './messages-estados';
import { toCents } from './money';

/** People never above the unit's capacity; camping and groups have no unit and no such limit. */
export function capacidadError(personas: number, unidad: { capacidad: number } | null): string | null {
  if (!unidad || personas <= unidad.capacidad) return null;
  return capacidadExcedidaMessage(personas, unidad.capacidad);
}

/** A new reservation starts today or later, in the complex's zone. */
export function entradaNuevaError(fechaEntrada: string, hoy: string): string | null {
  return fechaEntrada < hoy ? MSG.fechaEntradaPasada : null;
}

/** Every stay leaves at least one day after it enters (ISO dates compare as text). */
export function ordenFechasError(fechaEntrada: string, fechaSalida: string): string | null {
  return fechaEntrada >= fechaSalida ? MSG.fechaEntradaAnterior : null;
}

/**
 * Editing: the resulting entry must be before the exit, and a date that changes may not move into the past (spec
 * section 5). A date sent unchanged is no change: a stay that began yesterday can still be finished or paid.
 */
export function fechasEdicionError(
  actual: { fecha_entrada: string; fecha_salida: string },
  cambios: { fecha_entrada?: string; fecha_salida?: string },
  hoy: string,
): string | null {
  const entrada = cambios.fecha_entrada ?? actual.fecha_entrada;
  const salida = cambios.fecha_salida ?? actual.fecha_salida;
  const entradaCambia = cambios.fecha_entrada !== undefined && cambios.fecha_entrada !== actual.fecha_entrada;
  const salidaCambia = cambios.fecha_salida !== undefined && cambios.fecha_salida !== actual.fecha_salida;
  if ((entradaCambia && entrada < hoy) || (salidaCambia && salida < hoy)) return MSG.fechasPasadas;
  return ordenFechasError(entrada, salida);
}

/**
 * A booking's discount is at most the amount it leaves to charge (issue 33): a discount of $ 5.000 on a total of
 * $ 1.000 is a typing slip far more often than a price. A larger discount is given from the stay's account, with its
 * reason (its percentages go up to 100 %), so the rule holds for what the booking forms and the spec's fields write.
 */
export function descuentoError(descuento: number, montoTotal: number): string | null {
  if (toCents(descuento) <= toCents(montoTotal)) return null;
  return descuentoSuperaMontoMessage(formatARSCents(descuento), formatARSCents(montoTotal));
}
