/** The words of a bar: its visible label, what a screen reader hears and the hover / focus summary. */
import { formatARSCents, personasLabel } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { eventTitle, hospedajeLabel } from '../../calendar/lib/reservation-events';
import { barStyle, hasBalanceDue } from './bar-style';
import { dateText, daysBetween } from './date-cache';

/** 'Pérez · 2': the surname and the people, all a narrow bar has room for. */
export function barLabel(r: Reserva): string {
  return `${r.apellido.trim() || eventTitle(r)} · ${r.cantidad_personas}`;
}

function noches(r: Reserva): string {
  const n = Math.max(0, daysBetween(r.fecha_entrada, r.fecha_salida));
  return n === 1 ? '1 noche' : `${n} noches`;
}

/** 'Reserva #7: Pérez, Juan, Cabaña 3, del 12/01/2026 al 15/01/2026, 3 noches, 2 personas, Activa'. */
export function barAccessibleName(r: Reserva): string {
  const parts = [
    `Reserva #${r.id}: ${eventTitle(r)}`,
    hospedajeLabel(r),
    `del ${dateText(r.fecha_entrada)} al ${dateText(r.fecha_salida)}`,
    noches(r),
    personasLabel(r.cantidad_personas),
    barStyle(r.estado).label,
  ];
  if (hasBalanceDue(r)) parts.push('saldo pendiente');
  return parts.join(', ');
}

/** The summary's lines. */
export function barSummary(r: Reserva): string[] {
  return [
    `${eventTitle(r)} · ${hospedajeLabel(r)}`,
    `${dateText(r.fecha_entrada)} → ${dateText(r.fecha_salida)} (${noches(r)})`,
    `${personasLabel(r.cantidad_personas)} · ${barStyle(r.estado).label}${hasBalanceDue(r) ? ' · Saldo pendiente' : ''}`,
    `Total: ${formatARSCents(r.monto_total)}`,
  ];
}
