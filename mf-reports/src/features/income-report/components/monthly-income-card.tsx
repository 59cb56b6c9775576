/** Income of the last 12 months (all payment methods and lodging types): a bar chart and its figures. */
import { lazy } from 'react';
import { formatARS, formatInteger } from '@camping/contracts/format';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import { Spinner } from '@camping/ui/spinner';
import type { useMonthlyIncome } from '../api/get-monthly-income';
import { REPORTS_TEXT } from '../lib/reports-text';
import { formatMonthLong, summarizeMonths } from '../lib/report-statistics';
import { ChartBoundary } from './chart-boundary';
import { FiguresTable } from './figures-table';

const MonthlyIncomeChart = lazy(() => import('./monthly-income-chart'));

export function MonthlyIncomeCard({ query }: { query: ReturnType<typeof useMonthlyIncome> }) {
  const narrow = useIsNarrow();
  const meses = query.data?.meses ?? [];
  const summary = summarizeMonths(meses);

  return (
    <section className="card reports-monthly" aria-labelledby="reports-monthly-title" aria-busy={query.isFetching}>
      <div className="reports-card-head">
        <h2 id="reports-monthly-title" className="reports-card-title">
          Ingresos por mes
        </h2>
        <p className="reports-card-sub">Últimos 12 meses · todos los métodos de pago y tipos de hospedaje</p>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="reports-inline-error" role="alert">
          {REPORTS_TEXT.errorIngresosMensuales}
        </p>
      ) : (
        <>
          <dl className="reports-monthly-facts">
            <div>
              <dt>Total 12 meses</dt>
              <dd data-fact="total">{formatARS(summary.total)}</dd>
            </div>
            <div>
              <dt>Reservas</dt>
              <dd data-fact="cantidad">{formatInteger(summary.cantidad)}</dd>
            </div>
            <div>
              <dt>Mejor mes</dt>
              <dd data-fact="mejor">{summary.best ? formatMonthLong(summary.best.mes) : '—'}</dd>
            </div>
          </dl>
          {summary.total > 0 ? (
            <ChartBoundary className="reports-bars">
              <MonthlyIncomeChart meses={meses} horizontal={narrow} />
            </ChartBoundary>
          ) : (
            <p className="empty-state reports-chart-empty">{REPORTS_TEXT.sinIngresosMensuales}</p>
          )}
          <details className="reports-values">
            <summary>Ver valores por mes</summary>
            <FiguresTable
              className="reports-values-table"
              nameHeader="Mes"
              rows={meses.map((mes) => ({ key: mes.mes, name: formatMonthLong(mes.mes), total: mes.total, cantidad: mes.cantidad }))}
            />
          </details>
        </>
      )}
    </section>
  );
}
