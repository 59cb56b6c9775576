/**
 * The print view of a day's closures (A4, @media print in cash-up.css): each closure with a box to sign, and the
 * tills left open. Hidden on screen; the screen is hidden on paper.
 */
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import type { CierresCajaResponse } from '@camping/contracts/schemas/caja';
import { CLOSURE_COLUMNS } from '../lib/closure-columns';

export function ClosuresPrintSheet({ data }: { data: CierresCajaResponse }) {
  return (
    <div className="caja-print" aria-hidden="true">
      <h1>Cierres de caja · {formatDateAR(data.desde)}</h1>
      {data.cierres.length === 0 ? (
        <p>Ninguna caja cerrada este día.</p>
      ) : (
        <table className="caja-print-table">
          <thead>
            <tr>
              {CLOSURE_COLUMNS.map((col) => (
                <th key={col.header} scope="col">
                  {col.header}
                </th>
              ))}
              <th scope="col">Firma</th>
            </tr>
          </thead>
          <tbody>
            {data.cierres.map((c) => (
              <tr key={c.id}>
                {CLOSURE_COLUMNS.map((col) => (
                  <td key={col.header}>{col.value(c)}</td>
                ))}
                <td className="caja-print-sign" />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.sin_cerrar.length > 0 ? (
        <>
          <h2>Cajas sin cerrar</h2>
          <ul>
            {data.sin_cerrar.map((s) => (
              <li key={s.usuario}>
                {s.usuario}: efectivo esperado {formatARSCents(s.efectivo_esperado)} ({s.movimientos} movimientos)
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
