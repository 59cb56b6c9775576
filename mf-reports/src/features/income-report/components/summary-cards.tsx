/** The three headline figures: total income, number of reservations, average per reservation. */
import type { CSSProperties } from 'react';
import { formatARS, formatInteger } from '@camping/contracts/format';
import type { Estadisticas } from '@camping/contracts/schemas/reporte';

export function SummaryCards({ estadisticas }: { estadisticas: Estadisticas }) {
  const cards = [
    { id: 'total', label: 'Total de ingresos', value: formatARS(estadisticas.totalIngresos) },
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
        </div>
      ))}
    </dl>
  );
}
