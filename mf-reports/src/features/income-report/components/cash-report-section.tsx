/**
 * «Cobros por fecha de pago» (issue 16): what was actually collected in the period (señas and balances, by the date
 * they came in), with totals by method and by lodging type, the balance the period's stays still owe, the payments
 * themselves (in a box that scrolls, so the page keeps one «Siguiente»: the income table's) and their CSV. Next to the spec's report, which counts bookings by entry date, unchanged.
 */
import { formatARS, formatARSCents, formatInteger } from '@camping/contracts/format';
import type { ReporteCobros } from '@camping/contracts/schemas/cobros';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import type { useCashReport } from '../api/get-cash-report';
import { buildCashReportCsv, cashReportFileName } from '../lib/cash-report-csv';
import { downloadTextFile } from '../lib/download-text-file';
import { lodgingTypeEntries, paymentMethodEntries } from '../lib/report-statistics';
import { REPORTS_TEXT } from '../lib/reports-text';
import { BreakdownCard } from './breakdown-card';
import { RefundFacts, RefundsTable } from './cash-refunds';
import { MoneyMovementsTable } from './money-movements-table';

export function CashReportSection({ query }: { query: ReturnType<typeof useCashReport> }) {
  const data = query.data;
  return (
    <section className="card reports-cash" aria-labelledby="reports-cash-title" aria-busy={query.isFetching}>
      <div className="reports-card-head reports-cash-head">
        <div>
          <h2 id="reports-cash-title" className="reports-card-title">
            Cobros por fecha de pago
          </h2>
          <p className="reports-card-sub">Lo cobrado en el período (señas y saldos), según el día en que se recibió</p>
        </div>
        {data ? <ExportButton data={data} disabled={query.isPlaceholderData} /> : null}
      </div>
      {query.isError ? (
        <p className="reports-inline-error" role="alert">
          {REPORTS_TEXT.errorCobros}
        </p>
      ) : !data ? (
        <Spinner label="Cargando cobros..." />
      ) : (
        <CashBody data={data} />
      )}
    </section>
  );
}

function ExportButton({ data, disabled }: { data: ReporteCobros; disabled: boolean }) {
  const exportCsv = () => {
    try {
      downloadTextFile(cashReportFileName(), buildCashReportCsv(data.cobros), 'text/csv;charset=utf-8');
      notify.success('Reporte de cobros exportado correctamente');
    } catch (error) {
      console.error(error);
      notify.error(REPORTS_TEXT.errorExportar);
    }
  };
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={exportCsv} disabled={disabled || data.cobros.length === 0}>
      Exportar cobros CSV
    </button>
  );
}

function CashBody({ data }: { data: ReporteCobros }) {
  const rows = data.cobros;
  const { saldo_pendiente: pendiente } = data;
  return (
    <>
      <dl className="reports-cash-facts">
        <div>
          <dt>Total cobrado</dt>
          <dd data-fact="cobrado">{formatARSCents(data.estadisticas.totalCobrado)}</dd>
        </div>
        <div>
          <dt>Pagos recibidos</dt>
          <dd data-fact="pagos">{formatInteger(data.estadisticas.totalPagos)}</dd>
        </div>
        <div>
          <dt>Saldo pendiente de las estadías del período</dt>
          <dd data-fact="saldo">
            {formatARSCents(pendiente.total)}
            <span className="reports-cash-note">
              {' '}
              ({pendiente.reservas === 1 ? '1 reserva' : `${formatInteger(pendiente.reservas)} reservas`})
            </span>
          </dd>
        </div>
        <RefundFacts data={data} />
      </dl>
      <RefundsTable data={data} />
      {data.cobros.length === 0 ? (
        <p className="empty-state reports-chart-empty">No hay cobros registrados para los filtros seleccionados</p>
      ) : (
        <>
          <div className="reports-breakdowns">
            <BreakdownCard id="cobros-metodo" title="Cobrado por método de pago" entries={paymentMethodEntries(data.estadisticas)} countHeader="Pagos" />
            <BreakdownCard id="cobros-tipo" title="Cobrado por tipo de hospedaje" entries={lodgingTypeEntries(data.estadisticas)} countHeader="Pagos" />
          </div>
          <MoneyMovementsTable
            label="Pagos del período"
            caption={{ text: 'Cobros del período, del más reciente al más antiguo', visible: false }}
            dateHeader="Fecha de pago"
            rows={rows.map((c) => ({ ...c, fecha: c.fecha_pago }))}
          />
          <p className="reports-card-sub">
            {formatInteger(data.cobros.length)} {data.cobros.length === 1 ? 'pago' : 'pagos'} por {formatARS(data.estadisticas.totalCobrado)}
          </p>
        </>
      )}
    </>
  );
}
