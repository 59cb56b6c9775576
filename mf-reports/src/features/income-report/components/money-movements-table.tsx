/**
 * The rows of money that moved in the cash report's period, newest first: the payments received, or the refunds
 * given back (issue 32, shown with a minus). One table for both, in a box that scrolls so the page keeps one
 * «Siguiente»: the income table's.
 */
import { nombreHospedaje } from '@camping/contracts/lodging-names';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { metodoPagoLabel } from '../lib/report-labels';

export interface MoneyMovement {
  id: number;
  fecha: string;
  nombre_cliente: string;
  tipo_hospedaje: string;
  numero_hospedaje: number | null;
  metodo_pago: string;
  monto: number;
  observaciones: string | null;
}

export function MoneyMovementsTable({
  label,
  caption,
  dateHeader,
  rows,
  out = false,
}: {
  label: string;
  caption: { text: string; visible: boolean };
  dateHeader: string;
  rows: MoneyMovement[];
  /** Money given back: amounts read «−$ N». */
  out?: boolean;
}) {
  return (
    <div className="data-table-wrap reports-cash-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table reports-cash-table">
        <caption className={caption.visible ? 'reports-card-sub' : 'visually-hidden'}>{caption.text}</caption>
        <thead>
          <tr>
            <th scope="col">{dateHeader}</th>
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
          {rows.map((m) => (
            <tr key={m.id} {...{ [out ? 'data-reembolso-id' : 'data-pago-id']: m.id }}>
              <td data-label={dateHeader}>{formatDateAR(m.fecha)}</td>
              <td data-label="Cliente">{m.nombre_cliente}</td>
              <td data-label="Hospedaje">
                {nombreHospedaje(m)}
              </td>
              <td data-label="Método">{metodoPagoLabel(m.metodo_pago)}</td>
              <td className="reports-num" data-label="Importe">
                {out ? '−' : ''}
                {formatARSCents(m.monto)}
              </td>
              <td className="reports-cash-obs" data-label="Observaciones" title={m.observaciones ?? undefined}>
                {m.observaciones ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
