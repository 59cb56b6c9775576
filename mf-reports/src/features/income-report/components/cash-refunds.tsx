/**
 * Money out in the cash report (issue 32): what was refunded in the period and what is left of what came in, and the
 * refunds themselves. Shown only by a server that reports refunds (older ones answer without `reembolsado`).
 */
import { formatARSCents, formatDateAR, formatInteger } from '@camping/contracts/format';
import type { ReporteCobros } from '@camping/contracts/schemas/cobros';
import { metodoPagoLabel, tipoHospedajeLabel } from '../lib/report-labels';

export function RefundFacts({ data }: { data: ReporteCobros }) {
  if (!data.reembolsado) return null;
  return (
    <>
      <div>
        <dt>Reembolsado</dt>
        <dd data-fact="reembolsado">
          {formatARSCents(data.reembolsado.total)}
          <span className="reports-cash-note">
            {' '}
            ({data.reembolsado.cantidad === 1 ? '1 reembolso' : `${formatInteger(data.reembolsado.cantidad)} reembolsos`})
          </span>
        </dd>
      </div>
      <div>
        <dt>Neto (cobrado menos reembolsado)</dt>
        <dd data-fact="neto">{formatARSCents(data.neto ?? data.estadisticas.totalCobrado - data.reembolsado.total)}</dd>
      </div>
    </>
  );
}

export function RefundsTable({ data }: { data: ReporteCobros }) {
  const rows = data.reembolsos ?? [];
  if (rows.length === 0) return null;
  return (
    <div className="data-table-wrap reports-cash-scroll" tabIndex={0} role="region" aria-label="Reembolsos del período">
      <table className="data-table reports-cash-table">
        <caption className="reports-card-sub">Reembolsos del período (dinero devuelto), del más reciente al más antiguo</caption>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Cliente</th>
            <th scope="col">Hospedaje</th>
            <th scope="col">Método</th>
            <th scope="col" className="reports-num">
              Importe
            </th>
            <th scope="col">Observaciones</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-reembolso-id={r.id}>
              <td data-label="Fecha">{formatDateAR(r.fecha)}</td>
              <td data-label="Cliente">{r.nombre_cliente}</td>
              <td data-label="Hospedaje">
                {tipoHospedajeLabel(r.tipo_hospedaje)}
                {r.numero_hospedaje !== null ? ` ${r.numero_hospedaje}` : ''}
              </td>
              <td data-label="Método">{metodoPagoLabel(r.metodo_pago)}</td>
              <td className="reports-num" data-label="Importe">
                −{formatARSCents(r.monto)}
              </td>
              <td className="reports-cash-obs" data-label="Observaciones" title={r.observaciones ?? undefined}>
                {r.observaciones ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
