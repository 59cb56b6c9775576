/**
 * Booked vs collected per month as paired bars (recharts), columns on a wide screen and horizontal bars on a phone,
 * like «Ingresos por mes». Loaded lazily with the rest of the charts.
 */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatARS } from '@camping/contracts/format';
import type { CobroMensual } from '@camping/contracts/schemas/cobros';
import { formatCompactARS, formatMonthLong, formatMonthShort } from '../lib/report-statistics';

function TooltipContent({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: CobroMensual }> }) {
  const mes = active ? payload?.[0]?.payload : undefined;
  if (!mes) return null;
  return (
    <div className="reports-tooltip">
      <strong>{formatMonthLong(mes.mes)}</strong>
      <span>Reservado: {formatARS(mes.reservado)}</span>
      <span>Cobrado: {formatARS(mes.cobrado)}</span>
    </div>
  );
}

export default function BookedVsCollectedChart({ meses, horizontal }: { meses: CobroMensual[]; horizontal: boolean }) {
  const data = meses.map((mes) => ({ ...mes, etiqueta: formatMonthShort(mes.mes) }));
  const tick = { fontSize: 12, fill: 'var(--c-text-muted)' };
  const radius: [number, number, number, number] = horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0];
  return (
    <div
      className={`reports-paired-bars${horizontal ? ' reports-paired-bars-horizontal' : ''}`}
      role="img"
      aria-label="Gráfico: reservado y cobrado por mes de los últimos 12 meses"
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
        <Legend verticalAlign="top" height={28} />
        <Bar dataKey="reservado" name="Reservado" fill="var(--c-accent)" radius={radius} isAnimationActive={false} />
        <Bar dataKey="cobrado" name="Cobrado" fill="var(--c-primary)" radius={radius} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
