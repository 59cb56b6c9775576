/**
 * How a stay's state looks on the grid: ONE table from state to style, so a new state (a hold with its expiry, a
 * check-in) is one more entry, and one rule for the «saldo pendiente» mark. Unknown states read as active.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';

export interface BarStyle {
  /** The bar's class (planning.css gives each one its colours). */
  className: string;
  /** What the summary and the screen reader say. */
  label: string;
  /** Whether the bar can be dragged or moved from the «Mover» dialog. */
  movable: boolean;
  /** Drawn only when «Mostrar canceladas» is on. */
  hiddenByDefault: boolean;
}

export const BAR_STYLES: Record<string, BarStyle> = {
  activa: { className: 'plan-bar-activa', label: 'Activa', movable: true, hiddenByDefault: false },
  // A live hold (issue 16) keeps its unit and moves like a booking; an expired one is hidden as cancelled (planning-rows).
  pendiente: { className: 'plan-bar-pendiente', label: 'Pre-reserva', movable: true, hiddenByDefault: false },
  finalizada: { className: 'plan-bar-finalizada', label: 'Finalizada', movable: false, hiddenByDefault: false },
  cancelada: { className: 'plan-bar-cancelada', label: 'Cancelada', movable: false, hiddenByDefault: true },
};

export function barStyle(estado: string): BarStyle {
  return BAR_STYLES[estado] ?? BAR_STYLES.activa;
}

/** Whether the stay still owes money (the bar gets a mark): a positive `saldo` (issue 16), cancelled stays aside. */
export function hasBalanceDue(reserva: Pick<Reserva, 'estado' | 'saldo'>): boolean {
  return reserva.estado !== 'cancelada' && reserva.saldo > 0;
}
