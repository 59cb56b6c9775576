/**
 * Cancelling a stay (issue 32, docs/stay-account.md): a reason from a short list (or «Otro» with a text) and, when
 * money was received, what happens to it. Kept: the stay's amount becomes what was paid, so its balance is 0 and the
 * seña counts as collected. Refunded (part or all): a refund is recorded and the amount becomes what is left. Either
 * way a cancelled stay owes nothing. Shared by the API (reservas/cancelar, PUT reservas) and the screens.
 */

import { isExpiredHold } from './holds';
import { MSG_CUENTA } from './messages-cuenta';
import { toCents } from './money';
import type { Reserva } from './schemas/reserva';

export const MOTIVOS_CANCELACION = [
  'desistio',
  'cambio_planes',
  'clima',
  'sin_sena',
  'duplicada',
  'otro',
  /** Only the server writes it: a cancellation sent by PUT reservas {estado: 'cancelada'}, which carries no reason. */
  'sin_indicar',
] as const;
export type MotivoCancelacion = (typeof MOTIVOS_CANCELACION)[number];

/** What a clerk chooses from (every reason but the server's own). */
export const MOTIVO_CANCELACION_OPCIONES: ReadonlyArray<{ value: Exclude<MotivoCancelacion, 'sin_indicar'>; label: string }> = [
  { value: 'desistio', label: 'El huésped desistió' },
  { value: 'cambio_planes', label: 'Cambió de fechas o de planes' },
  { value: 'clima', label: 'Clima o caminos' },
  { value: 'sin_sena', label: 'No pagó la seña' },
  { value: 'duplicada', label: 'Reserva duplicada o cargada por error' },
  { value: 'otro', label: 'Otro' },
];

export function motivoCancelacionLabel(motivo: string | null | undefined): string {
  if (motivo === 'sin_indicar') return 'Sin motivo indicado (cancelada al editar la reserva)';
  return MOTIVO_CANCELACION_OPCIONES.find((o) => o.value === motivo)?.label ?? motivo ?? '';
}

/** What happens to the money received when a stay is cancelled. */
export const DESTINOS_DINERO = ['conservar', 'reembolsar'] as const;
export type DestinoDinero = (typeof DESTINOS_DINERO)[number];

export const DESTINO_DINERO_OPCIONES: ReadonlyArray<{ value: DestinoDinero; label: string }> = [
  { value: 'conservar', label: 'Conservar lo pagado (la seña no se devuelve)' },
  { value: 'reembolsar', label: 'Reembolsar una parte o todo' },
];


/**
 * The stay's amount after cancelling: what was paid less what is refunded now. Answers null when the refund cannot
 * be (above what was paid, or nothing was paid): the caller names the problem.
 */
export function montoTrasCancelar(totalPagado: number, reembolso: number): number | null {
  if (reembolso < 0 || toCents(reembolso) > toCents(totalPagado)) return null;
  return (toCents(totalPagado) - toCents(reembolso)) / 100;
}

/**
 * Why the stay can no longer be cancelled, or null: already cancelled (a hold past its expiry reads as cancelled),
 * the guest checked in, or finished. The API answers these as 409s; the screens offer «Cancelar reserva» only where
 * it can work.
 */
export function cancelacionError(r: Pick<Reserva, 'estado' | 'vence_el'> & Partial<Pick<Reserva, 'checkin_at'>>): string | null {
  if (r.estado === 'cancelada' || isExpiredHold(r)) return MSG_CUENTA.cancelacionYaCancelada;
  if (r.checkin_at) return MSG_CUENTA.cancelacionConIngreso;
  if (r.estado === 'finalizada') return MSG_CUENTA.cancelacionFinalizada;
  return null;
}
