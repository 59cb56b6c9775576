/**
 * Reservas (spec section 2): 'Nueva Reserva', search (500 ms debounce), refresh, type and payment filters, the sortable paged
 * table (cards, 3 a page, at 768 px or less), the detail modal, edit and delete (administrators only: reception is
 * not offered «Eliminar», which the API would refuse). The server pages, sorts, filters and searches
 * (GET reservas?page=): the screen never downloads the whole list. The detail has its own address,
 * /admin/reservas/:id (issue 34): a row click goes there, and an unknown id says «Reserva no encontrada».
 */
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { LIMITES } from '@camping/contracts/domain';
import { formatCountOf, formatInteger } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { PrereservasFiltro, SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';
import { esAdmin } from '@camping/contracts/schemas/auth';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import { PlusIcon, RefreshIcon, SearchIcon } from '../../../components/icons';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { useConfirmHold } from '@camping/ui/hooks/use-confirm-hold';
import { HoldFilterChips } from '../../holds/components/hold-filter-chips';
import { holdFilterFromHash } from '../../holds/lib/hold-filter';
import { NewReservationWizard } from '../../new-reservation/components/new-reservation-wizard';
import { readWizardDraft } from '../../new-reservation/hooks/use-wizard-draft';
import { useDeleteReserva } from '../api/use-reserva-mutations';
import { loadErrorMessage } from '../api/use-reservas';
import { useReservationDetailRoute } from '../hooks/use-reservation-detail-route';
import { emptyListMessage } from '../lib/empty-list-message';
import { SALDO_FILTERS } from '../lib/saldo-filter';
import { TYPE_FILTERS, type TypeFilterValue } from '../lib/type-filter';
import { CancelReservation } from './cancel-reservation';
import { EditReservationModal } from './edit-reservation-modal';
import { ReservationCards } from './reservation-cards';
import { ReservationDetailModal } from './reservation-detail-modal';
import { ReservationNotFound } from './reservation-not-found';
import { ReservationsTable } from './reservations-table';
import { useReservationsList } from './use-reservations-table';

const NARROW_SORTS: Array<{ value: string; label: string; sorting: SortingState }> = [
  { value: 'entrada-desc', label: 'Entrada más lejana', sorting: [{ id: 'fecha_entrada', desc: true }] },
  { value: 'entrada-asc', label: 'Entrada más próxima', sorting: [{ id: 'fecha_entrada', desc: false }] },
  { value: 'cliente-asc', label: 'Cliente (A-Z)', sorting: [{ id: 'cliente', desc: false }] },
  { value: 'monto-desc', label: 'Mayor monto', sorting: [{ id: 'monto_total', desc: true }] },
];

export interface ReservationsPageProps extends Pick<RemoteAppProps, 'user' | 'navigate' | 'reportError' | 'reportUnsavedChanges'> {
  hash?: string;
  /** The id segment of /admin/reservas/:id (lib/detail-route.ts), or null on the list. */
  detailId: string | null;
}

export function ReservationsPage({ hash, user, navigate, detailId, reportError, reportUnsavedChanges }: ReservationsPageProps) {
  const narrow = useIsNarrow();
  const [searchText, setSearchText] = useState('');
  const term = useDebouncedValue(searchText.trim(), LIMITES.searchDebounceMs);
  const [tipo, setTipo] = useState<TypeFilterValue>('todos');
  const [saldo, setSaldo] = useState<SaldoFiltro | null>(null);
  const [prereservas, setPrereservas] = useState<PrereservasFiltro | null>(() => holdFilterFromHash(hash));
  // A link to #vencen-hoy while the list is open switches the filter too (state adjusted while rendering).
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const fromHash = holdFilterFromHash(hash);
    if (fromHash) setPrereservas(fromHash);
  }
  const [editing, setEditing] = useState<Reserva | null>(null);
  const [deleting, setDeleting] = useState<Reserva | null>(null);
  const [cancelling, setCancelling] = useState<Reserva | null>(null);
  // A wizard draft of this tab (a reload mid-wizard) reopens the wizard.
  const [wizardOpen, setWizardOpen] = useState(() => readWizardDraft() !== null);
  const remove = useDeleteReserva();
  const { table, pagina: reservas, filtering, matching, everything, refresh } = useReservationsList({ term, tipo, saldo, prereservas, narrow });
  const rows = reservas.data?.reservas ?? [];
  const detail = useReservationDetailRoute({ detailId, navigate, rows });
  const confirmHold = useConfirmHold(detail.update);
  // The text typed is not yet the text asked for, or the page for it is still on its way.
  const searching = searchText.trim() !== term || (reservas.isPlaceholderData && reservas.isFetching);

  // Loading errors: a toast, the admin banner (cleared when the list loads or the screen is left), an empty list
  // (spec section 8).
  useLoadErrorReport(reservas, loadErrorMessage(reservas.error), reportError);

  // 'No se encontraron reservas con ese criterio de búsqueda', once per search text.
  const searchEmpty = term !== '' && !reservas.isPlaceholderData && reservas.isSuccess && matching === 0;
  useNotifyOnce('info', searchEmpty ? MSG.sinReservasBusqueda : null, term);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(MSG.reservaEliminada);
        if (detail.reserva?.id === deleting.id) detail.close();
        setDeleting(null);
      },
      onError: (error) => {
        // An ended session keeps the confirmation open under the login dialog: after it, the clerk presses again.
        const message = failureMessage(error, MSG.errorEliminarReserva);
        if (message === null) return;
        notify.error(message);
        setDeleting(null);
      },
    });
  };

  const handlers = {
    onView: detail.show,
    onEdit: (r: Reserva) => {
      detail.close();
      setEditing(r);
    },
    onDelete: esAdmin(user) ? (r: Reserva) => setDeleting(r) : undefined,
    onCancel: setCancelling,
    onConfirm: (r: Reserva) => confirmHold.mutate(r.id),
  };
  const currentSort = table.getState().sorting[0];
  const narrowSort =
    NARROW_SORTS.find((s) => s.sorting[0].id === currentSort?.id && s.sorting[0].desc === currentSort?.desc)?.value ?? '';

  if (detail.detailId !== null && (detail.state === 'not-found' || detail.state === 'error')) {
    return <ReservationNotFound detailId={detail.detailId} navigate={navigate} onRetry={detail.state === 'error' ? detail.retry : undefined} />;
  }

  return (
    <section className="rsv-page" aria-labelledby="rsv-title">
      <header className="page-header rsv-header">
        <div>
          <h1 id="rsv-title">Reservas</h1>
          <p className="rsv-subtitle">
            {reservas.isSuccess ? countLabel(filtering, matching, everything) : reservas.isError ? ' ' : 'Cargando reservas...'}
          </p>
        </div>
        <div className="rsv-header-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void refresh()}
            disabled={reservas.isFetching}
            aria-label="Actualizar Lista"
          >
            <RefreshIcon spinning={reservas.isFetching} />
            <span className="rsv-hide-xs">Actualizar Lista</span>
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setWizardOpen(true)}>
            <PlusIcon /> Nueva Reserva
          </button>
        </div>
      </header>

      <div className="card rsv-toolbar">
        <div className="rsv-search">
          <label htmlFor="rsv-search" className="visually-hidden">
            Buscar reservas
          </label>
          <span className="rsv-search-icon">
            <SearchIcon />
          </span>
          <input
            id="rsv-search"
            type="search"
            className="input"
            placeholder="Buscar por nombre, apellido, hospedaje u observaciones"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            autoComplete="off"
          />
          {searching ? <span className="rsv-dot-spinner rsv-search-busy" role="status" aria-label="Buscando" /> : null}
        </div>
        <div className="rsv-type-filter" role="group" aria-label="Filtrar por tipo de hospedaje">
          {TYPE_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={tipo === f.value ? `rsv-chip active rsv-chip-${f.value}` : `rsv-chip rsv-chip-${f.value}`}
              aria-pressed={tipo === f.value}
              onClick={() => setTipo(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <div className="rsv-type-filter rsv-pay-filter" role="group" aria-label="Filtrar por pago">
          {SALDO_FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              className={saldo === f.value ? 'rsv-chip active' : 'rsv-chip'}
              aria-pressed={saldo === f.value}
              onClick={() => setSaldo(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <HoldFilterChips value={prereservas} onChange={setPrereservas} />
        {narrow ? (
          <div className="rsv-narrow-sort">
            <label htmlFor="rsv-sort">Ordenar por</label>
            <select
              id="rsv-sort"
              className="input"
              value={narrowSort}
              onChange={(e) => {
                const option = NARROW_SORTS.find((s) => s.value === e.target.value);
                if (option) table.setSorting(option.sorting);
              }}
            >
              {narrowSort === '' ? <option value="">Orden de la tabla</option> : null}
              {NARROW_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {reservas.isPending ? (
        <Spinner label="Cargando reservas..." />
      ) : reservas.isError && rows.length === 0 ? (
        <div className="card empty-state" role="alert">
          <p>{loadErrorMessage(reservas.error)}</p>
          <button type="button" className="btn btn-primary" onClick={() => void reservas.refetch()}>
            Reintentar
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="card empty-state">{emptyListMessage({ term, prereservas, saldo, tipo })}</div>
      ) : narrow ? (
        <ReservationCards table={table} total={matching ?? rows.length} {...handlers} />
      ) : (
        <ReservationsTable table={table} {...handlers} />
      )}

      <ReservationDetailModal
        reserva={detail.reserva}
        onClose={detail.close}
        onEdit={handlers.onEdit}
        onDelete={handlers.onDelete}
        onCancel={handlers.onCancel}
        onPaymentsChanged={() => void refresh()}
        // A charge or a discount changed the stay's amount: the modal shows it as the server left it, and the list too.
        onAccountChanged={(r) => {
          detail.update(r);
          void refresh();
        }}
        onConfirmed={detail.update}
      />
      <EditReservationModal reserva={editing} onClose={() => setEditing(null)} />
      <CancelReservation
        reserva={cancelling}
        onClose={() => setCancelling(null)}
        // The detail modal, when open on this stay, shows it cancelled (its payments panel turns to the account).
        onCancelled={detail.update}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar reserva"
        message={MSG.confirmarEliminarReserva}
        confirmLabel={remove.isPending ? 'Eliminando...' : 'Eliminar'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <NewReservationWizard
        open={wizardOpen}
        reportUnsavedChanges={reportUnsavedChanges}
        onClose={() => {
          setWizardOpen(false);
          void refresh();
        }}
      />
    </section>
  );
}

/** '542 reservas registradas'; while searching or filtering, «12 de 542 reservas» (issue 15). */
function countLabel(filtering: boolean, matching: number | undefined, everything: number | undefined): string {
  if (matching === undefined) return ' ';
  if (filtering) return everything === undefined ? ' ' : formatCountOf(matching, everything, { singular: 'reserva', plural: 'reservas' });
  return matching === 1 ? '1 reserva registrada' : `${formatInteger(matching)} reservas registradas`;
}
