/**
 * Money out in the cash report (issue 32): what was refunded in the period and what is left of what came in, and the
 * refunds themselves. Shown only by a server that reports refunds (older ones answer without `reembolsado`).
 */
import { formatARSCents, formatInteger } from '@camping/contracts/format';
import type { ReporteCobros } from '@camping/contracts/schemas/cobros';
import { MoneyMovementsTable } from './money-movements-table';

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
    <MoneyMovementsTable
      label="Reembolsos del período"
      caption={{ text: 'Reembolsos del período (dinero devuelto), del más reciente al más antiguo', visible: true }}
      dateHeader="Fecha"
      rows={rows}
      out
    />
  );
}
