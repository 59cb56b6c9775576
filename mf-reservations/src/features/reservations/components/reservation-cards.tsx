/**
 * Narrow screens (768 px or less): the current page as cards, 3 a page (spec section 2: the first 3), a note saying
 * how many more there are and to use the search, and the pages.
 */
import { nightsBetween } from '@camping/contracts/dates';
import { LIMITES } from '@camping/contracts/domain';
import { formatARSCents, formatClientName, formatDateAR } from '@camping/contracts/format';
import { Pagination } from '@camping/ui/pagination';
import { isLiveHold } from '@camping/contracts/holds';
import { HoldExpiry } from '@camping/ui/hold-expiry';
import { StatusBadge } from '@camping/ui/status-badge';
import { StayStateBadge } from '@camping/ui/stay-state-badge';
import { lodgingLabel, nightsLabel, personasLabel } from '../../../lib/lodging-label';
import { ReservationActions, type ReservationActionHandlers } from './reservation-actions';
import { Fact } from '../../../components/fact';
import { StayPaymentStatus } from '../../../components/stay-payment-status';
import type { ReservationsTableInstance } from './use-reservations-table';

export function moreReservationsNote(shown: number, total: number): string | null {
  const more = total - shown;
  if (more <= 0) return null;
  return more === 1
    ? `Mostrando ${shown} de ${total} reservas. Hay 1 reserva más: use la búsqueda para encontrarla.`
    : `Mostrando ${shown} de ${total} reservas. Hay ${more} reservas más: use la búsqueda para encontrarlas.`;
}

export function ReservationCards({
  table,
  total,
  ...handlers
}: ReservationActionHandlers & { table: ReservationsTableInstance; total: number }) {
  const shown = table
    .getRowModel()
    .rows.slice(0, LIMITES.narrowCards)
    .map((row) => row.original);
  const note = moreReservationsNote(shown.length, total);
  const { pageIndex } = table.getState().pagination;
  return (
    <>
      <ul className="rsv-cards">
        {shown.map((r) => (
          <li key={r.id} className="card rsv-card" data-reserva-id={r.id}>
            <div className="rsv-card-head">
              <button type="button" className="rsv-card-title" onClick={() => handlers.onView(r)}>
                {formatClientName(r)}
              </button>
              <StatusBadge estado={r.estado} />
            </div>
            {isLiveHold(r) ? <HoldExpiry venceEl={r.vence_el} /> : null}
            <StayStateBadge reserva={r} />
            <p className="rsv-card-lodging">
              <span className={`rsv-type-dot rsv-tipo-${r.tipo_hospedaje_id}`} aria-hidden="true" />
              {lodgingLabel(r)}
              {r.tipo_hospedaje_id !== 4 ? <span className="rsv-muted"> · {personasLabel(r.cantidad_personas)}</span> : null}
            </p>
            <dl className="rsv-card-facts">
              <Fact label="Entrada">{formatDateAR(r.fecha_entrada)}</Fact>
              <Fact label="Salida">{formatDateAR(r.fecha_salida)}</Fact>
              <Fact label="Estadía">{nightsLabel(nightsBetween(r.fecha_entrada, r.fecha_salida))}</Fact>
              <Fact label="Monto" valueClassName="rsv-strong">{formatARSCents(r.monto_total)}</Fact>
              <Fact label="Pago">
                <StayPaymentStatus reserva={r} />
              </Fact>
            </dl>
            <ReservationActions reserva={r} {...handlers} />
          </li>
        ))}
      </ul>
      {note ? (
        <p className="rsv-more-note" role="note">
          {note}
        </p>
      ) : null}
      <Pagination page={pageIndex + 1} pageCount={table.getPageCount()} onPageChange={(page) => table.setPageIndex(page - 1)} />
    </>
  );
}
