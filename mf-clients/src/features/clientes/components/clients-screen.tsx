/**
 * Clientes (spec section 2): search, 'Actualizar Lista', 'Nuevo Cliente'; a sortable paged table on wide screens
 * and cards, 3 a page, on narrow ones; Ver / Editar inline / Eliminar (administrators only; a client with reservations
 * is told up front that they cannot be deleted); a row click opens the detail. The server
 * pages, sorts and searches (GET clientes?page=): the screen never downloads every client. The detail has its own
 * address, /admin/clientes/:id (issue 34): a row click goes there, an unknown id says «Cliente no encontrado».
 */
import { useId, useState } from 'react';
import { isApiError } from '@camping/contracts/api/http';
import { formatCountOf, formatInteger } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { esAdmin, type SessionUser } from '@camping/contracts/schemas/auth';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import { Pagination } from '@camping/ui/pagination';
import { Spinner } from '@camping/ui/spinner';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useDeleteCliente } from '../api/delete-cliente';
import { useRefreshClientes } from '../api/get-clientes';
import { useClientDetailRoute } from '../hooks/use-client-detail-route';
import { useClientsList } from '../hooks/use-clients-table';
import { ClientCards } from './client-cards';
import { ClientDetailModal } from './client-detail-modal';
import { ClientNotFound } from './client-not-found';
import { DeleteClientDialog } from './delete-client-dialog';
import { ClientsTable } from './clients-table';
import { NewClientModal } from './new-client-modal';
import './clients.css';

/** What a failed list load says: the format message for a non-array answer, else the spec's load message. */
export function listErrorMessage(error: unknown): string {
  return isApiError(error) && error.message === MSG.errorFormatoDatos ? MSG.errorFormatoDatos : MSG.errorCargarClientes;
}

export interface ClientsScreenProps {
  /** The signed-in user (the shell's prop): reception is not offered «Eliminar», which the API refuses them. */
  user: SessionUser | null;
  reportError: (message: string | null) => void;
  navigate: RemoteAppProps['navigate'];
  /** The id segment of /admin/clientes/:id (lib/detail-route.ts), or null on the list. */
  detailId: string | null;
}

export function ClientsScreen({ user, reportError, navigate, detailId }: ClientsScreenProps) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Cliente | null>(null);
  const [creating, setCreating] = useState(false);
  const isNarrow = useIsNarrow();
  const { table, list, debouncedTerm, searching, matching, everything } = useClientsList(term, isNarrow);
  const deletion = useDeleteCliente();
  const refresh = useRefreshClientes();
  const detail = useClientDetailRoute(detailId, navigate, list.data?.clientes ?? []);

  // A failed load empties the list and says so.
  useLoadErrorReport(list, listErrorMessage(list.error), reportError);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSettled: () => setToDelete(null),
      onSuccess: () => {
        if (editingId === toDelete.id) setEditingId(null);
      },
    });
  };

  const rowActions = {
    editingId,
    onView: detail.show,
    onEdit: (cliente: Cliente) => setEditingId(cliente.id),
    onEditDone: () => setEditingId(null),
    onDelete: esAdmin(user) ? (cliente: Cliente) => setToDelete(cliente) : undefined,
  };

  const total = matching ?? 0;

  if (detail.detailId !== null && (detail.state === 'not-found' || detail.state === 'error')) {
    return <ClientNotFound detailId={detail.detailId} navigate={navigate} onRetry={detail.state === 'error' ? detail.retry : undefined} />;
  }

  return (
    <section className="mfc-clients" aria-labelledby={`${searchId}-title`}>
      <header className="page-header mfc-header">
        <h1 id={`${searchId}-title`}>Clientes</h1>
        <div className="mfc-header-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void refresh()}
            disabled={list.isFetching}
          >
            <span aria-hidden="true">↻</span> Actualizar Lista
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <span aria-hidden="true">+</span> Nuevo Cliente
          </button>
        </div>
      </header>

      <div className="mfc-search">
        <label htmlFor={`${searchId}-search`} className="visually-hidden">
          Buscar clientes
        </label>
        <span className="mfc-search-icon" aria-hidden="true">
          ⌕
        </span>
        <input
          id={`${searchId}-search`}
          type="search"
          className="input"
          placeholder="Nombre, apellido, DNI o teléfono"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
        />
        {searching ? <span className="mfc-search-busy" role="status">Buscando...</span> : null}
      </div>

      {list.isPending ? (
        <Spinner label="Cargando clientes..." />
      ) : list.isError ? (
        <p className="empty-state" role="alert">
          {listErrorMessage(list.error)}
        </p>
      ) : total === 0 ? (
        <p className="empty-state">
          {debouncedTerm ? MSG.sinClientesBusqueda : 'Todavía no hay clientes registrados.'}
        </p>
      ) : (
        <>
          <p className="mfc-count" aria-live="polite">
            {countLabel(debouncedTerm, total, everything)}
          </p>
          {isNarrow ? <ClientCards table={table} total={total} {...rowActions} /> : <ClientsTable table={table} {...rowActions} />}
          <Pagination
            page={table.getState().pagination.pageIndex + 1}
            pageCount={table.getPageCount()}
            onPageChange={(page) => table.setPageIndex(page - 1)}
          />
        </>
      )}

      <ClientDetailModal cliente={detail.cliente} onClose={detail.close} navigate={navigate} />
      <NewClientModal open={creating} onClose={() => setCreating(false)} />
      <DeleteClientDialog
        cliente={toDelete}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        onShowReservations={(cliente) => {
          setToDelete(null);
          detail.show(cliente);
        }}
      />
    </section>
  );
}

/** '542 clientes'; while searching, «12 de 542 clientes» (issue 15). */
function countLabel(term: string, matching: number, everything: number | undefined): string {
  if (term === '') return `${formatInteger(matching)} ${matching === 1 ? 'cliente' : 'clientes'}`;
  if (everything === undefined) return `${formatInteger(matching)} ${matching === 1 ? 'resultado' : 'resultados'} para «${term}»`;
  return `${formatCountOf(matching, everything, { singular: 'cliente', plural: 'clientes' })} para «${term}»`;
}
