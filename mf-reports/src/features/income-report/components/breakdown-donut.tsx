/** A donut of income shares (recharts). Loaded lazily: the figures beside it show before the chart library. */
import { Pie, PieChart, Tooltip } from 'recharts';
import { formatARS } from '@camping/contracts/format';
import type { BreakdownEntry } from '../lib/report-statistics';

export default function BreakdownDonut({ entries, label }: { entries: BreakdownEntry[]; label: string }) {
  const data = entries.filter((entry) => entry.total > 0).map((entry) => ({ ...entry, fill: entry.color }));
  return (
    <div className="reports-donut" role="img" aria-label={label}>
      <PieChart responsive style={{ width: '100%', height: '100%' }}>
        <Pie
          data={data}
          dataKey="total"
          nameKey="label"
          innerRadius="58%"
          outerRadius="95%"
          paddingAngle={data.length > 1 ? 2 : 0}
          stroke="var(--c-surface)"
          isAnimationActive={false}
        />
        <Tooltip formatter={(value) => formatARS(Number(value))} />
      </PieChart>
    </div>
  );
}
