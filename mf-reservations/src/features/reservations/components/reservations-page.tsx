/**
 * Reservas (spec section 2): 'Nueva Reserva', search (500 ms debounce; server search with the local fallback),
 * refresh, type filter, the sortable paged table (cards for the first 3 at 768 px or less), the detail modal,
 * edit and delete.
 */
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { LIMITES } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import { PlusIcon, RefreshIcon, SearchIcon } from '../../../components/icons';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { NewReservationWizard } from '../../new-reservation/components/new-reservation-wizard';
import { useDeleteReserva } from '../api/use-reserva-mutations';
import { useReservaSearch } from '../api/use-reserva-search';
import { loadErrorMessage, useReservas } from '../api/use-reservas';
import { TYPE_FILTERS, filterByType, type TypeFilterValue } from '../lib/type-filter';
import { EditReservationModal } from './edit-reservation-modal';
import { ReservationCards } from './reservation-cards';
import { ReservationDetailModal } from './reservation-detail-modal';
import { ReservationsTable } from './reservations-table';
import { useReservationsTable } from './use-reservations-table';

const NARROW_SORTS: Array<{ value: string; label: string; sorting: SortingState }> = [
  { value: 'entrada-desc', label: 'Entrada más lejana', sorting: [{ id: 'fecha_entrada', desc: true }] },
  { value: 'entrada-asc', label: 'Entrada más próxima', sorting: [{ id: 'fecha_entrada', desc: false }] },
  { value: 'cliente-asc', label: 'Cliente (A-Z)', sorting: [{ id: 'cliente', desc: false }] },
  { value: 'monto-desc', label: 'Mayor monto', sorting: [{ id: 'monto_total', desc: true }] },
];

export function ReservationsPage({ reportError }: Pick<RemoteAppProps, 'reportError'>) {
  const narrow = useIsNarrow();
  const reservas = useReservas();
  const [searchText, setSearchText] = useState('');
  const term = useDebouncedValue(searchText.trim(), LIMITES.searchDebounceMs);
  const [tipo, setTipo] = useState<TypeFilterValue>('todos');
  const [viewing, setViewing] = useState<Reserva | null>(null);
  const [editing, setEditing] = useState<Reserva | null>(null);
  const [deleting, setDeleting] = useState<Reserva | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const remove = useDeleteReserva();

  const all = reservas.data ?? [];
  const search = useReservaSearch(term, all);
  const rows = filterByType(search.rows, tipo);
  const table = useReservationsTable(rows);

  // Back to page 1 when the search or the filter changes; stay on a page that still exists after a delete.
  const { setPageIndex } = table;
  useEffect(() => setPageIndex(0), [term, tipo, setPageIndex]);
  const pageCount = table.getPageCount();
  const pageIndex = table.getState().pagination.pageIndex;
  useEffect(() => {
    if (pageCount > 0 && pageIndex >= pageCount) setPageIndex(pageCount - 1);
  }, [pageCount, pageIndex, setPageIndex]);

  // Loading errors: a toast, the admin banner (cleared when the list loads or the screen is left), an empty list
  // (spec section 8).
  useLoadErrorReport(reservas, loadErrorMessage(reservas.error), reportError);

  // 'No se encontraron reservas con ese criterio de búsqueda', once per search text.
  const searchEmpty = term !== '' && !search.pending && search.rows.length === 0 && reservas.isSuccess;
  useNotifyOnce('info', searchEmpty ? MSG.sinReservasBusqueda : null, term);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(MSG.reservaEliminada);
        if (viewing?.id === deleting.id) setViewing(null);
        setDeleting(null);
      },
      onError: (error) => {
        notify.error(errorMessage(error, MSG.errorEliminarReserva));
        setDeleting(null);
      },
    });
  };

  const handlers = {
    onView: (r: Reserva) => setViewing(r),
    onEdit: (r: Reserva) => {
      setViewing(null);
      setEditing(r);
    },
    onDelete: (r: Reserva) => setDeleting(r),
  };
  const currentSort = table.getState().sorting[0];
  const narrowSort =
    NARROW_SORTS.find((s) => s.sorting[0].id === currentSort?.id && s.sorting[0].desc === currentSort?.desc)?.value ?? '';

  return (
    <section className="rsv-page" aria-labelledby="rsv-title">
      <header className="page-header rsv-header">
        <div>
          <h1 id="rsv-title">Reservas</h1>
          <p className="rsv-subtitle">
            {reservas.isSuccess ? countLabel(all.length) : reservas.isError ? ' ' : 'Cargando reservas...'}
          </p>
        </div>
        <div className="rsv-header-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void reservas.refetch()}
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
          {search.pending ? <span className="rsv-dot-spinner rsv-search-busy" role="status" aria-label="Buscando" /> : null}
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
      ) : reservas.isError && all.length === 0 ? (
        <div className="card empty-state" role="alert">
          <p>{loadErrorMessage(reservas.error)}</p>
          <button type="button" className="btn btn-primary" onClick={() => void reservas.refetch()}>
            Reintentar
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="card empty-state">
          {term !== '' ? MSG.sinReservasBusqueda : all.length === 0 ? 'Todavía no hay reservas registradas.' : 'No hay reservas de este tipo.'}
        </div>
      ) : narrow ? (
        <ReservationCards rows={table.getSortedRowModel().rows.map((r) => r.original)} {...handlers} />
      ) : (
        <ReservationsTable table={table} {...handlers} />
      )}

      <ReservationDetailModal reserva={viewing} onClose={() => setViewing(null)} onEdit={handlers.onEdit} onDelete={handlers.onDelete} />
      <EditReservationModal reserva={editing} onClose={() => setEditing(null)} />
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
        onClose={() => {
          setWizardOpen(false);
          void reservas.refetch();
        }}
      />
    </section>
  );
}

function countLabel(n: number): string {
  return n === 1 ? '1 reserva registrada' : `${n} reservas registradas`;
}
