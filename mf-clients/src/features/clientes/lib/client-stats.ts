/** The statistics of the client detail modal, computed from the client's reservations. */
import { roundMoney } from '@camping/contracts/money';
import type { Reserva } from '@camping/contracts/schemas/reserva';

export interface ClientStats {
  totalReservas: number;
  /** Sum of the amounts of every reservation that was not cancelled. */
  totalGastado: number;
  activas: number;
  finalizadas: number;
}

export function clientStats(reservas: readonly Reserva[]): ClientStats {
  let totalGastado = 0;
  let activas = 0;
  let finalizadas = 0;
  for (const reserva of reservas) {
    const estado = reserva.estado.trim().toLowerCase();
    if (estado !== 'cancelada') totalGastado += reserva.monto_total;
    if (estado === 'activa') activas += 1;
    if (estado === 'finalizada' || estado === 'completada') finalizadas += 1;
  }
  return { totalReservas: reservas.length, totalGastado: roundMoney(totalGastado), activas, finalizadas };
}

/** Newest stay first, as a history reads. */
export function sortReservasByEntradaDesc(reservas: readonly Reserva[]): Reserva[] {
  return [...reservas].sort((a, b) => b.fecha_entrada.localeCompare(a.fecha_entrada) || b.id - a.id);
}
