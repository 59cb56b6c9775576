/**
 * Reservas (spec section 2): 'Nueva Reserva', search (500 ms debounce), refresh, «Próximas llegadas», type, payment and
 * holds filters (reservations-toolbar.tsx: folded behind «Filtros» on a phone), the sortable paged
 * table (cards, 3 a page, at 768 px or less), the detail modal, edit and delete (administrators only: reception is
 * not offered «Eliminar», which the API would refuse). The server pages, sorts, filters and searches
 * (GET reservas?page=): the screen never downloads the whole list. The detail has its own address,
 * /admin/reservas/:id (issue 34): a row click goes there, and an unknown id says «Reserva no encontrada».
 */
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
import { PlusIcon, RefreshIcon } from '../../../components/icons';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { useConfirmHold } from '@camping/ui/hooks/use-confirm-hold';
import { holdFilterFromHash } from '../../holds/lib/hold-filter';
import { NewReservationWizard } from '../../new-reservation/components/new-reservation-wizard';
import { readWizardDraft } from '../../new-reservation/hooks/use-wizard-draft';
import { useDeleteReserva } from '../api/use-reserva-mutations';
import { loadErrorMessage } from '../api/use-reservas';
import { useReservationDetailRoute } from '../hooks/use-reservation-detail-route';
import { emptyListMessage } from '../lib/empty-list-message';
import { ARRIVALS_SORT } from '../lib/arrivals-filter';
import type { TypeFilterValue } from '../lib/type-filter';
import { CancelReservation } from './cancel-reservation';
import { EditReservationModal } from './edit-reservation-modal';
import { ReservationCards } from './reservation-cards';
import { ReservationDetailModal } from './reservation-detail-modal';
import { ReservationNotFound } from './reservation-not-found';
import { ReservationsTable } from './reservations-table';
import { NARROW_SORTS, ReservationsToolbar } from './reservations-toolbar';
import { DEFAULT_SORT, useReservationsList } from './use-reservations-table';

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
  // «Próximas llegadas» (issue 37): arriving from today on, soonest first.
  const [llegadas, setLlegadas] = useState(false);
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
  const { table, pagina: reservas, filtering, matching, everything, refresh } = useReservationsList({ term, tipo, saldo, prereservas, llegadas, narrow });
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

      <ReservationsToolbar
        narrow={narrow}
        searchText={searchText}
        onSearchText={setSearchText}
        searching={searching}
        filters={{ tipo, saldo, prereservas, llegadas }}
        onTipo={setTipo}
        onSaldo={setSaldo}
        onPrereservas={setPrereservas}
        onLlegadas={(on) => {
          setLlegadas(on);
          // Soonest first while on; back to the spec's default order (entry date, newest first) when off.
          table.setSorting(on ? ARRIVALS_SORT : DEFAULT_SORT);
        }}
        narrowSort={narrowSort}
        onSort={table.setSorting}
      />

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
        <div className="card empty-state">{emptyListMessage({ term, prereservas, saldo, tipo, llegadas })}</div>
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
        onStayStateChanged={(r) => {
          detail.update(r);
          void refresh();
        }}
        onHolderChanged={(r) => {
          detail.update(r);
          void refresh();
        }}
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
