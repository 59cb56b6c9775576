/**
 * Income per month as bars (recharts): columns on a wide screen, horizontal bars on a phone so twelve month names
 * stay readable. Loaded lazily with the rest of the charts.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatARS, formatInteger } from '@camping/contracts/format';
import type { IngresoMensual } from '@camping/contracts/schemas/reporte';
import { formatCompactARS, formatMonthLong, formatMonthShort } from '../lib/report-statistics';

interface MonthlyIncomeChartProps {
  meses: IngresoMensual[];
  horizontal: boolean;
}

function TooltipContent({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: IngresoMensual }> }) {
  const mes = active ? payload?.[0]?.payload : undefined;
  if (!mes) return null;
  return (
    <div className="reports-tooltip">
      <strong>{formatMonthLong(mes.mes)}</strong>
      <span>{formatARS(mes.total)}</span>
      <span>
        {formatInteger(mes.cantidad)} {mes.cantidad === 1 ? 'reserva' : 'reservas'}
      </span>
    </div>
  );
}

export default function MonthlyIncomeChart({ meses, horizontal }: MonthlyIncomeChartProps) {
  const data = meses.map((mes) => ({ ...mes, etiqueta: formatMonthShort(mes.mes) }));
  const tick = { fontSize: 12, fill: 'var(--c-text-muted)' };
  return (
    <div
      className={`reports-bars${horizontal ? ' reports-bars-horizontal' : ''}`}
      role="img"
      aria-label="Gráfico: ingresos por mes de los últimos 12 meses"
    >
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 12, bottom: 0, left: horizontal ? 0 : 4 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--c-border)" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={formatCompactARS} tick={tick} tickCount={4} />
            <YAxis type="category" dataKey="etiqueta" tick={tick} width={66} interval={0} />
          </>
        ) : (
          <>
            <XAxis type="category" dataKey="etiqueta" tick={tick} interval={0} />
            <YAxis type="number" tickFormatter={formatCompactARS} tick={tick} width={72} />
          </>
        )}
        <Tooltip content={TooltipContent} cursor={{ fill: 'var(--c-primary-light)' }} />
        <Bar
          dataKey="total"
          name="Ingresos"
          fill="var(--c-primary)"
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
