/**
 * «Por temporada» (issue 35): the period's nights grouped by season, «Base» where none applies, with the nights
 * sold, the stays, the booked income attributed night by night and the occupancy drawn with the shared meter. The
 * same filters as the report above; both dates are needed, as for occupancy.
 */
import { formatARSCents, formatDateAR, formatInteger } from '@camping/contracts/format';
import type { ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';
import { Meter } from '@camping/ui/meter';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import type { useSeasonReport } from '../api/get-season-report';
import { downloadTextFile } from '../lib/download-text-file';
import { formatShare } from '../lib/report-statistics';
import { REPORTS_TEXT } from '../lib/reports-text';
import { campingOccupancy, headlineOccupancy, seasonSwatch } from '../lib/season-report';
import { buildSeasonReportCsv, seasonReportFileName } from '../lib/season-report-csv';
import './season-report.css';

type Cifras = ReporteTemporadasResponse['totales'];

function nights(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'noche' : 'noches'}`;
}

function OccupancyCell({ cifras, name }: { cifras: Cifras; name: string }) {
  const headline = headlineOccupancy(cifras);
  const camping = campingOccupancy(cifras);
  if (!headline) return <span className="reports-season-muted">{REPORTS_TEXT.sinCapacidadFija}</span>;
  return (
    <div className="reports-season-occupancy">
      <div className="reports-season-occupancy-line">
        <span className="reports-season-muted">{headline.label}</span>
        <strong>{formatShare(headline.share)}</strong>
      </div>
      <Meter className="reports-meter" label={`Ocupación de ${headline.label.toLowerCase()} en ${name}`} value={headline.share} valueText={formatShare(headline.share)} color="var(--c-primary)" />
      {camping ? <span className="reports-season-muted">Camping {formatShare(camping.share)}</span> : null}
    </div>
  );
}

function Figures({ cifras, name }: { cifras: Cifras; name: string }) {
  return (
    <>
      <td className="reports-num" data-col="noches_vendidas" data-label="Noches vendidas">
        {formatInteger(cifras.noches_vendidas)}
      </td>
      <td className="reports-num" data-col="estadias" data-label="Estadías">
        {formatInteger(cifras.estadias)}
      </td>
      <td className="reports-num" data-col="ingresos" data-label="Ingresos">
        {formatARSCents(cifras.ingresos)}
      </td>
      <td data-col="ocupacion" data-label="Ocupación">
        <OccupancyCell cifras={cifras} name={name} />
      </td>
    </>
  );
}

function SeasonTable({ data }: { data: ReporteTemporadasResponse }) {
  return (
    <table className="reports-season-table">
      <caption className="visually-hidden">Ingresos y ocupación por temporada</caption>
      <thead>
        <tr>
          <th scope="col">Temporada</th>
          <th scope="col" className="reports-num">Noches vendidas</th>
          <th scope="col" className="reports-num">Estadías</th>
          <th scope="col" className="reports-num">Ingresos</th>
          <th scope="col">Ocupación</th>
        </tr>
      </thead>
      <tbody>
        {data.temporadas.map((row) => (
          <tr key={row.temporada_id ?? 'base'} data-temporada={row.nombre}>
            <th scope="row">
              <span className="reports-season-name">
                <span className="reports-season-swatch" style={{ background: seasonSwatch(row) }} aria-hidden="true" />
                {row.nombre}
              </span>
              <span className="reports-season-muted">{nights(row.noches)} del período</span>
            </th>
            <Figures cifras={row} name={row.nombre} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-temporada="total">
          <th scope="row">
            <span className="reports-season-name">Total del período</span>
            <span className="reports-season-muted">{nights(data.totales.noches)}</span>
          </th>
          <Figures cifras={data.totales} name="el período" />
        </tr>
      </tfoot>
    </table>
  );
}

function ExportButton({ data, disabled }: { data: ReporteTemporadasResponse; disabled: boolean }) {
  const exportCsv = () => {
    try {
      downloadTextFile(seasonReportFileName(), buildSeasonReportCsv(data), 'text/csv;charset=utf-8');
      notify.success('Reporte por temporada exportado correctamente');
    } catch (error) {
      console.error(error);
      notify.error(REPORTS_TEXT.errorExportar);
    }
  };
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={exportCsv} disabled={disabled}>
      Exportar temporadas CSV
    </button>
  );
}

export interface SeasonReportCardProps {
  /** False while the filters lack a complete, valid range. */
  hasRange: boolean;
  query: ReturnType<typeof useSeasonReport>;
}

export function SeasonReportCard({ hasRange, query }: SeasonReportCardProps) {
  const data = hasRange ? query.data : undefined;
  return (
    <section className="card reports-seasons" aria-labelledby="reports-seasons-title" aria-busy={query.isFetching}>
      <div className="reports-card-head reports-seasons-head">
        <div>
          <h2 id="reports-seasons-title" className="reports-card-title">
            Por temporada
          </h2>
          <p className="reports-card-sub">
            {data ? `Del ${formatDateAR(data.fecha_inicio)} al ${formatDateAR(data.fecha_fin)} · ` : ''}
            {REPORTS_TEXT.temporadasRegla}
          </p>
        </div>
        {data ? <ExportButton data={data} disabled={query.isPlaceholderData} /> : null}
      </div>
      {!hasRange ? (
        <p className="field-hint">{REPORTS_TEXT.temporadasSinRango}</p>
      ) : query.isError ? (
        <p className="reports-inline-error" role="alert">
          {REPORTS_TEXT.errorTemporadas}
        </p>
      ) : !data ? (
        <Spinner label="Cargando temporadas..." />
      ) : (
        <SeasonTable data={data} />
      )}
    </section>
  );
}
