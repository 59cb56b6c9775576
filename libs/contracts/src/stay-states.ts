/**
 * Stay states (issue 17): whether a guest may be checked in, checked out or marked as not shown up on a given day
 * («today» in the complex's zone), and how the state reads on a screen. The API refuses with these messages and the
 * screens offer only the actions these rules allow, so both say the same.
 */
import { addDaysIso } from './dates';
import { formatDateAR, formatDateTimeAR } from './format';
import { MSG, ingresoAntesDeEntradaMessage, ingresoTrasSalidaMessage, noShowAntesDeEntradaMessage, yaRegistradoMessage } from './messages';
import { MSG_CUENTA } from './messages-cuenta';
import type { Reserva } from './schemas/reserva';
import { stayActionError } from './stay-state-moves';

export type EstadiaActual = Pick<Reserva, 'estado' | 'fecha_entrada' | 'fecha_salida'> &
  Partial<Pick<Reserva, 'checkin_at' | 'checkin_por' | 'checkout_at' | 'checkout_por' | 'no_show' | 'no_show_por'>>;

/** Why the guest cannot be checked in on `hoy` (YYYY-MM-DD), or null. */
export function checkinError(r: EstadiaActual, hoy: string): string | null {
  if (r.estado === 'cancelada') return MSG.estadiaCancelada;
  if (r.estado === 'pendiente') return MSG.ingresoPrereserva;
  if (r.no_show) return MSG.ingresoNoShow;
  if (r.checkin_at) return yaRegistradoMessage('ingreso', formatDateTimeAR(r.checkin_at), r.checkin_por ?? null);
  // The table of moves (issue 33) for what the words above do not cover: a stay finished by hand.
  const movimiento = stayActionError(r, 'en_casa');
  if (movimiento) return movimiento;
  if (hoy < r.fecha_entrada) return ingresoAntesDeEntradaMessage(formatDateAR(r.fecha_entrada));
  if (hoy > r.fecha_salida) return ingresoTrasSalidaMessage(formatDateAR(r.fecha_salida));
  return null;
}

/**
 * Why the guest cannot be checked out on `hoy`, or null. A balance never prevents it (the answer says so instead).
 * A guest whose arrival was never recorded may still leave, from the entry day on (issue 32): the check-out records
 * the arrival as not recorded.
 */
export function checkoutError(r: EstadiaActual, hoy: string): string | null {
  if (r.estado === 'cancelada') return MSG.estadiaCancelada;
  if (r.estado === 'pendiente') return MSG.ingresoPrereserva;
  if (r.no_show) return MSG.salidaNoShow;
  if (r.checkout_at) return yaRegistradoMessage('salida', formatDateTimeAR(r.checkout_at), r.checkout_por ?? null);
  const movimiento = stayActionError(r, 'salio');
  if (movimiento) return movimiento;
  if (!r.checkin_at && hoy < r.fecha_entrada) return MSG_CUENTA.salidaAntesDeEntrada;
  return null;
}

/** Why the stay cannot be marked «No se presentó» on `hoy`, or null. */
export function noShowError(r: EstadiaActual, hoy: string): string | null {
  if (r.estado === 'cancelada') return MSG.estadiaCancelada;
  if (r.no_show) return MSG.noShowYaRegistrado;
  if (r.checkin_at) return MSG.noShowConIngreso;
  const movimiento = stayActionError(r, 'no_show');
  if (movimiento) return movimiento;
  if (hoy < r.fecha_entrada) return noShowAntesDeEntradaMessage(formatDateAR(r.fecha_entrada));
  return null;
}

/**
 * The stay's exit after a check-out on `hoy`: a guest leaving early frees the nights from today on (the stay keeps
 * at least its first night); on or after the planned day the stay is left as booked.
 */
export function salidaTrasCheckout(r: Pick<Reserva, 'fecha_entrada' | 'fecha_salida'>, hoy: string): string {
  if (hoy >= r.fecha_salida) return r.fecha_salida;
  const primeraNoche = addDaysIso(r.fecha_entrada, 1);
  return hoy > primeraNoche ? hoy : primeraNoche;
}

/**
 * What a no-show on `hoy` does to the stay: on its first day it is cancelled (no night was used, every night is
 * free again); later, the nights before today are kept and the stay ends today; after its last day nothing moves.
 */
export function noShowEfecto(
  r: Pick<Reserva, 'fecha_entrada' | 'fecha_salida'>,
  hoy: string,
): { estado: 'cancelada' | 'finalizada'; fecha_salida: string } {
  if (hoy <= r.fecha_entrada) return { estado: 'cancelada', fecha_salida: r.fecha_salida };
  return { estado: 'finalizada', fecha_salida: hoy < r.fecha_salida ? hoy : r.fecha_salida };
}

export type EstadoEstadia = 'no_show' | 'salio' | 'en_casa' | 'sin_ingreso';

export function estadoEstadia(r: EstadiaActual): EstadoEstadia {
  if (r.no_show) return 'no_show';
  if (r.checkout_at) return 'salio';
  if (r.checkin_at) return 'en_casa';
  return 'sin_ingreso';
}

/**
 * The stay's state as a line for the lists and details: «Ingresó 25/11/2026 10:32 · maria», «Salió … · …»,
 * «No se presentó». Null before the guest arrives.
 */
export function estadoEstadiaTexto(r: EstadiaActual): string | null {
  const quien = (por: string | null | undefined) => (por ? ` · ${por}` : '');
  switch (estadoEstadia(r)) {
    case 'no_show':
      return `No se presentó${quien(r.no_show_por)}`;
    case 'salio':
      return `Salió ${formatDateTimeAR(r.checkout_at)}${quien(r.checkout_por)}`;
    case 'en_casa':
      return `Ingresó ${formatDateTimeAR(r.checkin_at)}${quien(r.checkin_por)}`;
    default:
      return null;
  }
}
