/**
 * The headline figures: booked income (the spec's «Total de ingresos»: the amounts of the stays entering in the
 * period), number of reservations, average per reservation, and beside them what was collected in the period
 * (payments minus refunds, by payment date; issue 37), so an owner never reads one as the other.
 */
import type { CSSProperties } from 'react';
import { formatARS, formatInteger } from '@camping/contracts/format';
import type { Estadisticas } from '@camping/contracts/schemas/reporte';

export const SUMMARY_NOTES = {
  reservado: 'Reservado: montos de las reservas que entran en el período',
  cobrado: 'Pagos menos reembolsos, por fecha de pago',
};

export function SummaryCards({ estadisticas, cobrado = null }: { estadisticas: Estadisticas; cobrado?: number | null }) {
  const cards = [
    { id: 'total', label: 'Total de ingresos', value: formatARS(estadisticas.totalIngresos), note: SUMMARY_NOTES.reservado },
    { id: 'cobrado', label: 'Cobrado en el período', value: cobrado === null ? '…' : formatARS(cobrado), note: SUMMARY_NOTES.cobrado },
    { id: 'reservas', label: 'Reservas', value: formatInteger(estadisticas.totalReservas) },
    { id: 'promedio', label: 'Promedio por reserva', value: formatARS(estadisticas.promedioPorReserva) },
  ];
  return (
    <dl className="reports-summary" aria-label="Resumen">
      {cards.map((card) => (
        <div key={card.id} className={`card reports-stat reports-stat-${card.id}`} data-stat={card.id}>
          <dt className="reports-stat-label">{card.label}</dt>
          <dd className="reports-stat-value" style={{ '--chars': card.value.length } as CSSProperties}>
            {card.value}
          </dd>
          {card.note ? <dd className="reports-stat-note">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
