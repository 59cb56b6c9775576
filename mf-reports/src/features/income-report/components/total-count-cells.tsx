/** The two figures every breakdown row carries: income in ARS and the number of reservations. */
import { formatARS, formatInteger } from '@camping/contracts/format';

export function TotalCountCells({ total, cantidad }: { total: number; cantidad: number }) {
  return (
    <>
      <td className="reports-num" data-col="total">
        {formatARS(total)}
      </td>
      <td className="reports-num" data-col="cantidad">
        {formatInteger(cantidad)}
      </td>
    </>
  );
}
