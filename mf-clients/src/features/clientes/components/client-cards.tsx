/**
 * The narrow layout (768 px or less): the current page as cards, 3 a page (spec section 2: the first 3), with a note
 * saying how many more exist and to use the search.
 */
import { LIMITES } from '@camping/contracts/domain';
import { formatClientName } from '@camping/contracts/format';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { ClientsTableInstance } from '../hooks/use-clients-table';
import { useInlineClientEdit } from '../hooks/use-inline-client-edit';
import { clientCellText } from '../lib/client-display';
import { ClientFormFields } from './client-form-fields';
import { opensDetail, SaveCancelButtons, ViewEditDeleteButtons, type RowActionHandlers } from './row-actions';

export function moreClientsNote(total: number, shown: number): string | null {
  const more = total - shown;
  if (more <= 0) return null;
  return more === 1
    ? `Se muestran ${shown} de ${total} clientes. Hay 1 más: use la búsqueda para encontrarlo.`
    : `Se muestran ${shown} de ${total} clientes. Hay ${more} más: use la búsqueda para encontrarlos.`;
}

const DETAILS = [
  ['documento', 'DNI'],
  ['telefono', 'Teléfono'],
  ['modelo_vehiculo', 'Vehículo'],
  ['patente', 'Patente'],
  ['created_at', 'Registro'],
] as const;

function ClientCard({ cliente, actions }: { cliente: Cliente; actions: RowActionHandlers }) {
  return (
    <li className="card mfc-card" onClick={opensDetail(actions, cliente)}>
      <h2 className="mfc-card-title">{formatClientName(cliente)}</h2>
      <dl className="mfc-card-details">
        {DETAILS.map(([column, label]) => (
          <div key={column}>
            <dt>{label}</dt>
            <dd>{clientCellText(cliente, column)}</dd>
          </div>
        ))}
      </dl>
      <ViewEditDeleteButtons cliente={cliente} {...actions} />
    </li>
  );
}

function ClientEditCard({ cliente, actions }: { cliente: Cliente; actions: RowActionHandlers }) {
  const { form, onSubmit, saving } = useInlineClientEdit(cliente, actions.onEditDone);
  return (
    <li className="card mfc-card mfc-card-editing">
      <form onSubmit={onSubmit} noValidate aria-label={`Editar ${formatClientName(cliente)}`}>
        <h2 className="mfc-card-title">Editar cliente</h2>
        <ClientFormFields form={form} idPrefix={`mfc-card-${cliente.id}`} />
        <SaveCancelButtons saving={saving} onCancel={actions.onEditDone} />
      </form>
    </li>
  );
}

export function ClientCards({ table, total, ...actions }: { table: ClientsTableInstance; total: number } & RowActionHandlers) {
  const shown = table.getRowModel().rows.slice(0, LIMITES.narrowCards);
  const note = moreClientsNote(total, shown.length);
  return (
    <>
      <ul className="mfc-cards" aria-label="Clientes">
        {shown.map((row) =>
          actions.editingId === row.original.id ? (
            <ClientEditCard key={row.id} cliente={row.original} actions={actions} />
          ) : (
            <ClientCard key={row.id} cliente={row.original} actions={actions} />
          ),
        )}
      </ul>
      {note ? (
        <p className="mfc-more-note" role="note">
          {note}
        </p>
      ) : null}
    </>
  );
}
