/**
 * The report's rows: a sortable, paged table on wide screens; on a phone each row becomes a small card and a
 * "Ordenar por" select replaces the column headers.
 */
import { flexRender, type SortingState } from '@tanstack/react-table';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import type { ReporteRow } from '@camping/contracts/schemas/reporte';
import { Pagination } from '@camping/ui/pagination';
import { StatusBadge } from '@camping/ui/status-badge';
import type { IncomeTable as IncomeTableModel } from '../hooks/use-income-table';
import { metodoPagoLabel, tipoHospedajeColor, tipoHospedajeLabel } from '../lib/report-labels';
import { SelectField } from './select-field';

const SORT_OPTIONS: Array<{ value: string; label: string; sorting: SortingState }> = [
  { value: 'fecha-desc', label: 'Fecha (más reciente)', sorting: [{ id: 'fecha_entrada', desc: true }] },
  { value: 'fecha-asc', label: 'Fecha (más antigua)', sorting: [{ id: 'fecha_entrada', desc: false }] },
  { value: 'monto-desc', label: 'Monto (mayor primero)', sorting: [{ id: 'monto_total', desc: true }] },
  { value: 'monto-asc', label: 'Monto (menor primero)', sorting: [{ id: 'monto_total', desc: false }] },
  { value: 'cliente-asc', label: 'Cliente (A-Z)', sorting: [{ id: 'nombre_cliente', desc: false }] },
  { value: 'cliente-desc', label: 'Cliente (Z-A)', sorting: [{ id: 'nombre_cliente', desc: true }] },
  { value: 'tipo-asc', label: 'Tipo de hospedaje', sorting: [{ id: 'tipo_hospedaje', desc: false }] },
  { value: 'metodo-asc', label: 'Método de pago', sorting: [{ id: 'metodo_pago', desc: false }] },
  { value: 'estado-asc', label: 'Estado', sorting: [{ id: 'estado', desc: false }] },
];

function sortValue(sorting: SortingState): string {
  const current = sorting[0];
  const match = SORT_OPTIONS.find((option) => option.sorting[0].id === current?.id && option.sorting[0].desc === current?.desc);
  return match?.value ?? '';
}

function cellContent(columnId: string, row: ReporteRow) {
  switch (columnId) {
    case 'fecha_entrada':
      return formatDateAR(row.fecha_entrada);
    case 'nombre_cliente':
      return row.nombre_cliente;
    case 'tipo_hospedaje':
      return (
        <span className="reports-type">
          <span className="reports-swatch" style={{ background: tipoHospedajeColor(row.tipo_hospedaje) }} aria-hidden="true" />
          {tipoHospedajeLabel(row.tipo_hospedaje)}
        </span>
      );
    case 'metodo_pago':
      return metodoPagoLabel(row.metodo_pago);
    case 'monto_total':
      return formatARS(row.monto_total);
    case 'estado':
      return <StatusBadge estado={row.estado} />;
    default:
      return null;
  }
}

export function IncomeTable({ table }: { table: IncomeTableModel }) {
  const sorting = table.getState().sorting;
  const { pageIndex } = table.getState().pagination;
  const total = table.getCoreRowModel().rows.length;
  const currentSort = sortValue(sorting);

  return (
    <section className="card reports-detail" aria-labelledby="reports-detail-title">
      <div className="reports-detail-head">
        <h2 id="reports-detail-title" className="reports-card-title">
          Detalle de reservas <span className="reports-count">({total})</span>
        </h2>
        <SelectField
          id="reports-sort"
          className="reports-sort"
          label="Ordenar por"
          value={currentSort}
          options={SORT_OPTIONS}
          onChange={(value) => {
            const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
            if (option) table.setSorting(option.sorting);
          }}
          before={currentSort === '' ? <option value="">Personalizado</option> : null}
        />
      </div>
      <div className="reports-table-wrap">
        <table className="data-table reports-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = header.column.id === 'monto_total';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? 'reports-num' : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      <button type="button" className="reports-sort-button" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span className="reports-sort-icon" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-reserva-id={row.original.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-col={cell.column.id}
                    data-label={String(cell.column.columnDef.header)}
                    className={cell.column.id === 'monto_total' ? 'reports-num' : undefined}
                  >
                    {cellContent(cell.column.id, row.original)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={pageIndex + 1}
        pageCount={table.getPageCount()}
        onPageChange={(page) => table.setPageIndex(page - 1)}
      />
    </section>
  );
}
