/** One breakdown (by payment method or by lodging type): a donut and the figures behind it, total and count. */
import { lazy } from 'react';
import { formatShare, type BreakdownEntry } from '../lib/report-statistics';
import { ChartBoundary } from './chart-boundary';
import { FiguresTable } from './figures-table';

const BreakdownDonut = lazy(() => import('./breakdown-donut'));

export interface BreakdownCardProps {
  id: string;
  title: string;
  entries: BreakdownEntry[];
  countHeader?: string;
}

export function BreakdownCard({ id, title, entries, countHeader }: BreakdownCardProps) {
  const hasIncome = entries.some((entry) => entry.total > 0);
  return (
    <section className="card reports-breakdown" aria-labelledby={`${id}-title`} data-breakdown={id}>
      <h2 id={`${id}-title`} className="reports-card-title">
        {title}
      </h2>
      <div className="reports-breakdown-body">
        <div className="reports-donut-slot">
          {hasIncome ? (
            <ChartBoundary className="reports-donut">
              <BreakdownDonut entries={entries} label={`Gráfico: ${title.toLowerCase()}`} />
            </ChartBoundary>
          ) : (
            <div className="reports-donut reports-donut-empty" aria-hidden="true" />
          )}
        </div>
        <FiguresTable
          className="reports-breakdown-table"
          caption={title}
          nameHeader="Categoría"
          countHeader={countHeader}
          rows={entries.map((entry) => ({
            key: entry.key,
            total: entry.total,
            cantidad: entry.cantidad,
            name: (
              <>
                <span className="reports-swatch" style={{ background: entry.color }} aria-hidden="true" />
                <span className="reports-breakdown-name">{entry.label}</span>
                <span className="reports-share">{formatShare(entry.share)}</span>
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}
