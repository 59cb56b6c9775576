/** «Reservado y cobrado por mes» (issue 16): the last 12 months, bookings by entry date next to money by payment date. */
import { lazy } from 'react';
import { formatARS } from '@camping/contracts/format';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import { Spinner } from '@camping/ui/spinner';
import type { useMonthlyCollected } from '../api/get-cash-report';
import { REPORTS_TEXT } from '../lib/reports-text';
import { formatMonthLong } from '../lib/report-statistics';
import { ChartBoundary } from './chart-boundary';

const BookedVsCollectedChart = lazy(() => import('./booked-vs-collected-chart'));

export function BookedVsCollectedCard({ query }: { query: ReturnType<typeof useMonthlyCollected> }) {
  const narrow = useIsNarrow();
  const meses = query.data?.meses ?? [];
  const reservado = meses.reduce((s, m) => s + m.reservado, 0);
  const cobrado = meses.reduce((s, m) => s + m.cobrado, 0);
  return (
    <section className="card reports-monthly" aria-labelledby="reports-collected-title" aria-busy={query.isFetching}>
      <div className="reports-card-head">
        <h2 id="reports-collected-title" className="reports-card-title">
          Reservado y cobrado por mes
        </h2>
        <p className="reports-card-sub">Últimos 12 meses · reservado por fecha de entrada, cobrado por fecha de pago</p>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="reports-inline-error" role="alert">
          {REPORTS_TEXT.errorCobrosMensuales}
        </p>
      ) : (
        <>
          <dl className="reports-monthly-facts">
            <div>
              <dt>Reservado 12 meses</dt>
              <dd data-fact="reservado">{formatARS(reservado)}</dd>
            </div>
            <div>
              <dt>Cobrado 12 meses</dt>
              <dd data-fact="cobrado">{formatARS(cobrado)}</dd>
            </div>
          </dl>
          {reservado > 0 || cobrado > 0 ? (
            <ChartBoundary className="reports-paired-bars">
              <BookedVsCollectedChart meses={meses} horizontal={narrow} />
            </ChartBoundary>
          ) : (
            <p className="empty-state reports-chart-empty">{REPORTS_TEXT.sinMovimientosMensuales}</p>
          )}
          <details className="reports-values">
            <summary>Ver valores por mes</summary>
            <table className="reports-values-table">
              <thead>
                <tr>
                  <th scope="col">Mes</th>
                  <th scope="col" className="reports-num">
                    Reservado
                  </th>
                  <th scope="col" className="reports-num">
                    Cobrado
                  </th>
                </tr>
              </thead>
              <tbody>
                {meses.map((m) => (
                  <tr key={m.mes} data-key={m.mes}>
                    <th scope="row">{formatMonthLong(m.mes)}</th>
                    <td className="reports-num">{formatARS(m.reservado)}</td>
                    <td className="reports-num">{formatARS(m.cobrado)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
