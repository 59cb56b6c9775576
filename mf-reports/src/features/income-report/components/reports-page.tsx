/**
 * /admin/reportes: filters, summary cards, breakdowns by payment method and lodging type, occupancy, the detail
 * table with its CSV export, and income per month; then (issue 16) the money collected by payment date for the
 * same filters, and booked vs collected per month; and (issue 35) income and occupancy by season.
 */
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@camping/contracts/messages';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import { REPORTS_QUERY_KEY, useIncomeReport } from '../api/get-income-report';
import { useCashReport, useMonthlyCollected } from '../api/get-cash-report';
import { useMonthlyIncome } from '../api/get-monthly-income';
import { useOccupancy } from '../api/get-occupancy';
import { useSeasonReport } from '../api/get-season-report';
import { sortedRows, useIncomeTable } from '../hooks/use-income-table';
import { apiErrorText, loadErrorText } from '../lib/load-error-text';
import { useReportFilters } from '../hooks/use-report-filters';
import { downloadTextFile } from '../lib/download-text-file';
import { buildIncomeReportCsv, incomeReportFileName } from '../lib/income-report-csv';
import { lodgingTypeEntries, paymentMethodEntries } from '../lib/report-statistics';
import { REPORTS_TEXT } from '../lib/reports-text';
import { BookedVsCollectedCard } from './booked-vs-collected-card';
import { BreakdownCard } from './breakdown-card';
import { CashReportSection } from './cash-report-section';
import { IncomeTable } from './income-table';
import { MonthlyIncomeCard } from './monthly-income-card';
import { OccupancyCard } from './occupancy-card';
import { ReportFilters } from './report-filters';
import { SeasonReportCard } from './season-report-card';
import { SummaryCards } from './summary-cards';
import './reports.css';

const NO_ROWS: never[] = [];

export function ReportsPage({ reportError }: { reportError: (message: string | null) => void }) {
  const queryClient = useQueryClient();
  const { filters, setFilter, applyPreset, reset, error: filterError } = useReportFilters();
  const valid = filterError === null;
  const report = useIncomeReport(filters, valid);
  const range =
    valid && filters.fecha_inicio && filters.fecha_fin
      ? { fecha_inicio: filters.fecha_inicio, fecha_fin: filters.fecha_fin }
      : null;
  const occupancy = useOccupancy(range);
  // Issue 35: the same filters, by season; nights need both dates, as occupancy.
  const seasons = useSeasonReport(range ? { ...filters, ...range } : null);
  const monthly = useMonthlyIncome();
  // Issue 16: money collected by payment date, for the same filters, and booked vs collected per month.
  const cash = useCashReport(filters, valid);
  const collected = useMonthlyCollected();
  const table = useIncomeTable(report.data?.reportes ?? NO_ROWS);

  const bannerMessage = report.isError
    ? loadErrorText(report.error, MSG.errorCargarReportes)
    : occupancy.isError
      ? loadErrorText(occupancy.error, REPORTS_TEXT.errorOcupacion)
      : seasons.isError
        ? loadErrorText(seasons.error, REPORTS_TEXT.errorTemporadas)
        : monthly.isError
          ? loadErrorText(monthly.error, REPORTS_TEXT.errorIngresosMensuales)
          : null;
  // The screen shows its failures itself: the banner only, cleared once everything loads or the screen is left.
  const failed = [report, occupancy, seasons, monthly].filter((query) => query.isError);
  useLoadErrorReport(
    {
      isError: bannerMessage !== null,
      isSuccess: bannerMessage === null,
      errorUpdatedAt: Math.max(0, ...failed.map((query) => query.errorUpdatedAt)),
    },
    bannerMessage ?? '',
    reportError,
    { toast: false },
  );

  const detail = report.isError ? apiErrorText(report.error) : '';
  const errorDetail = detail !== MSG.errorCargarReportes ? detail : '';
  const data = valid && !report.isError ? report.data : undefined;
  const stale = report.isPlaceholderData;
  const rowCount = data?.reportes.length ?? 0;
  const canExport = !!data && !stale && rowCount > 0;

  const exportCsv = () => {
    try {
      downloadTextFile(incomeReportFileName(), buildIncomeReportCsv(sortedRows(table)), 'text/csv;charset=utf-8');
      notify.success(MSG.reporteExportado);
    } catch (error) {
      console.error(error);
      notify.error(REPORTS_TEXT.errorExportar);
    }
  };

  return (
    <div className="reports-page">
      <header className="page-header reports-header">
        <div>
          <h1>Reportes de ingresos</h1>
          <p className="reports-subtitle">Ingresos por reservas, por período, método de pago y tipo de hospedaje</p>
        </div>
        <div className="reports-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY })}
            disabled={report.isFetching || monthly.isFetching || occupancy.isFetching || seasons.isFetching || cash.isFetching}
          >
            Actualizar
          </button>
          <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={!canExport}>
            Exportar CSV
          </button>
        </div>
      </header>

      <ReportFilters filters={filters} error={filterError} onChange={setFilter} onPreset={applyPreset} onReset={reset} />

      <div
        className={`reports-results${stale ? ' is-stale' : ''}`}
        aria-busy={valid && report.isFetching}
        data-testid="reports-results"
      >
        {!valid ? null : report.isError ? (
          <div className="card reports-error" role="alert">
            <p className="reports-error-title">{MSG.errorCargarReportes}</p>
            {errorDetail ? <p className="reports-error-detail">{errorDetail}</p> : null}
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void report.refetch()}>
              Reintentar
            </button>
          </div>
        ) : !data ? (
          <Spinner label="Cargando reportes..." />
        ) : (
          <>
            <SummaryCards estadisticas={data.estadisticas} cobrado={cash.data ? (cash.data.neto ?? cash.data.estadisticas.totalCobrado) : null} />
            {rowCount === 0 ? (
              <div className="card empty-state reports-empty" role="status">
                {MSG.sinReportes}
              </div>
            ) : (
              <>
                <div className="reports-breakdowns">
                  <BreakdownCard id="metodo-pago" title="Por método de pago" entries={paymentMethodEntries(data.estadisticas)} />
                  <BreakdownCard
                    id="tipo-hospedaje"
                    title="Por tipo de hospedaje"
                    entries={lodgingTypeEntries(data.estadisticas)}
                  />
                </div>
                <IncomeTable table={table} />
              </>
            )}
          </>
        )}
      </div>

      {valid ? <CashReportSection query={cash} /> : null}
      <OccupancyCard hasRange={range !== null} query={occupancy} />
      <SeasonReportCard hasRange={range !== null} query={seasons} />
      <MonthlyIncomeCard query={monthly} />
      <BookedVsCollectedCard query={collected} />
    </div>
  );
}
