/** A price table: one line per price kind (camping) or people count (accommodation), one column per payment method. */
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import type { PriceLine } from '../lib/group-precios';
import { PriceCell } from './price-cell';

export interface PriceGridProps {
  title: string;
  firstColumn: string;
  lines: PriceLine[];
  metodos: MetodoPago[];
  canEdit: boolean;
  editingId: number | null;
  onStartEdit: (id: number) => void;
  onDone: () => void;
}

export function PriceGrid({ title, firstColumn, lines, metodos, canEdit, editingId, onStartEdit, onDone }: PriceGridProps) {
  return (
    <table className="data-table mfc-price-table">
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          {metodos.map((metodo) => (
            <th scope="col" key={metodo}>
              {METODO_PAGO_LABEL[metodo]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.label}</th>
            {metodos.map((metodo) => {
              const row = line.cells[metodo];
              return (
                <td key={metodo} data-label={METODO_PAGO_LABEL[metodo]}>
                  <PriceCell
                    row={row}
                    description={`${title}, ${line.label}, ${METODO_PAGO_LABEL[metodo]}`}
                    canEdit={canEdit}
                    editing={row !== undefined && editingId === row.id}
                    onStartEdit={onStartEdit}
                    onDone={onDone}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
