/**
 * A small table of figures: one named row per category (a payment method, a lodging type, a month) with its income
 * in ARS and its number of reservations. Rows carry `data-key` so tests can find them.
 */
import type { ReactNode } from 'react';
import { formatARS, formatInteger } from '@camping/contracts/format';

export interface FiguresRow {
  key: string;
  name: ReactNode;
  total: number;
  cantidad: number;
}

export interface FiguresTableProps {
  className: string;
  caption?: string;
  nameHeader: string;
  /** What the count counts: 'Reservas' (the spec's report) or 'Pagos' (the cash report). */
  countHeader?: string;
  rows: FiguresRow[];
}

export function FiguresTable({ className, caption, nameHeader, countHeader = 'Reservas', rows }: FiguresTableProps) {
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className="reports-num">
            Total
          </th>
          <th scope="col" className="reports-num">
            {countHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-key={row.key} className={row.cantidad === 0 ? 'is-zero' : undefined}>
            <th scope="row">{row.name}</th>
            <td className="reports-num" data-col="total">
              {formatARS(row.total)}
            </td>
            <td className="reports-num" data-col="cantidad">
              {formatInteger(row.cantidad)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
