/** Wide screens: the sortable, paged table of reservations. A click on a row opens its details. */
import { flexRender } from '@tanstack/react-table';
import { nightsBetween } from '@camping/contracts/dates';
import { formatARSCents, formatDateAR, formatClientName } from '@camping/contracts/format';
import { Pagination } from '@camping/ui/pagination';
import { isLiveHold } from '@camping/contracts/holds';
import { HoldExpiry } from '@camping/ui/hold-expiry';
import { StatusBadge } from '@camping/ui/status-badge';
import { StayStateBadge } from '@camping/ui/stay-state-badge';
import { StayPaymentStatus } from '../../../components/stay-payment-status';
import { lodgingLabel } from '../../../lib/lodging-label';
import { ReservationActions, type ReservationActionHandlers } from './reservation-actions';
import type { ReservationsTableInstance } from './use-reservations-table';

const NUMERIC = new Set(['noches', 'cantidad_personas', 'monto_total']);

export function ReservationsTable({ table, ...handlers }: ReservationActionHandlers & { table: ReservationsTableInstance }) {
  const { pageIndex } = table.getState().pagination;
  return (
    <>
      <div className="data-table-wrap">
        <table className="data-table rsv-table">
          <caption className="visually-hidden">Reservas; los encabezados ordenan la tabla</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={NUMERIC.has(header.id) ? 'rsv-num' : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                    >
                      {canSort ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="rsv-sort">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true" className={sorted ? 'rsv-sort-icon active' : 'rsv-sort-icon'}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const r = row.original;
              return (
                <tr key={row.id} className="rsv-row" onClick={() => handlers.onView(r)} data-reserva-id={r.id}>
                  <td>
                    <span className="rsv-client">{formatClientName(r)}</span>
                    {r.documento ? <span className="rsv-muted">DNI {r.documento}</span> : null}
                  </td>
                  <td>
                    <span className={`rsv-type-dot rsv-tipo-${r.tipo_hospedaje_id}`} aria-hidden="true" />
                    {lodgingLabel(r)}
                  </td>
                  <td className="rsv-date">{formatDateAR(r.fecha_entrada)}</td>
                  <td className="rsv-date">{formatDateAR(r.fecha_salida)}</td>
                  <td className="rsv-num">{nightsBetween(r.fecha_entrada, r.fecha_salida)}</td>
                  <td className="rsv-num">{r.cantidad_personas}</td>
                  <td className="rsv-num">{formatARSCents(r.monto_total)}</td>
                  <td>
                    <StatusBadge estado={r.estado} />
                    {isLiveHold(r) ? <HoldExpiry venceEl={r.vence_el} /> : null}
                    <StayStateBadge reserva={r} compact />
                  </td>
                  <td className="rsv-pago">
                    <StayPaymentStatus reserva={r} />
                  </td>
                  <td>
                    <ReservationActions reserva={r} {...handlers} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={pageIndex + 1} pageCount={table.getPageCount()} onPageChange={(page) => table.setPageIndex(page - 1)} />
    </>
  );
}
