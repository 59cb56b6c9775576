/**
 * «Extender estadía» at «Hoy» (issue 32): which stays are offered it, the check of the new departure, and the body of
 * PUT reservas the clerk's answer sends — the spec's shape, the fields the edit modal sends for a later exit in the
 * same unit (`changedFields`: the id, the new exit, and the amount only when the clerk applies the new one).
 */
import { addDaysIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import type { Reserva, ReservaUpdateInput } from '@camping/contracts/schemas/reserva';
import { checkoutError } from '@camping/contracts/stay-states';

/**
 * Whether the stay can be extended from «Hoy» on `hoy`: a live stay (not a hold, not cancelled, not finished) that
 * could still be checked out — so not yet gone — and is under way: the guest checked in, or the stay began before
 * today (a guest in house whose arrival was not recorded). An arrival not yet checked in is edited, not extended.
 */
export function canExtendStay(r: Reserva, hoy: string): boolean {
  if (r.estado !== 'activa' || checkoutError(r, hoy) !== null) return false;
  const underWay = Boolean(r.checkin_at) || r.fecha_entrada < hoy;
  return underWay && r.fecha_salida >= hoy;
}

/** The new departure the dialog opens with: one more night. */
export function firstExtension(r: Pick<Reserva, 'fecha_salida'>): string {
  return addDaysIso(r.fecha_salida, 1);
}

/** Why `salida` cannot be the stay's new departure, or null: an extension leaves later than booked. */
export function extensionDateError(r: Pick<Reserva, 'fecha_salida'>, salida: string): string | null {
  if (salida > r.fecha_salida) return null;
  return `La nueva fecha de salida debe ser posterior a la salida reservada (${formatDateAR(r.fecha_salida)}).`;
}

/**
 * PUT reservas for the extension: `montoTotal` with «Aplicar monto nuevo», undefined with «Mantener monto»; the
 * reason when the clerk overrode the seasons' minimum stay (issue 35), as the edit modal sends it.
 */
export function extensionBody(
  r: Pick<Reserva, 'id'>,
  salida: string,
  montoTotal: number | undefined,
  minimo: { motivo_minimo?: string } = {},
): ReservaUpdateInput {
  const body: ReservaUpdateInput = montoTotal === undefined ? { id: r.id, fecha_salida: salida } : { id: r.id, fecha_salida: salida, monto_total: montoTotal };
  return minimo.motivo_minimo === undefined ? body : { ...body, motivo_minimo: minimo.motivo_minimo };
}
