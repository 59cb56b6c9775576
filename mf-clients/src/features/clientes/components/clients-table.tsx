/** The wide layout: a sortable table of the current page, one row editable inline at a time. */
import type { Header } from '@tanstack/react-table';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { formatDateAR } from '@camping/contracts/format';
import type { ClientsTableInstance } from '../hooks/use-clients-table';
import { CLIENT_FIELDS } from '../hooks/use-cliente-form';
import { useInlineClientEdit } from '../hooks/use-inline-client-edit';
import { clientCellText } from '../lib/client-display';
import { opensDetail, SaveCancelButtons, ViewEditDeleteButtons, type RowActionHandlers } from './row-actions';
import { ClientFieldInput } from './client-field-input';

function SortableHeader({ header }: { header: Header<Cliente, unknown> }) {
  const label = String(header.column.columnDef.header ?? '');
  if (!header.column.getCanSort()) return <th scope="col">{label}</th>;
  const sorted = header.column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button type="button" className="mfc-sort" onClick={header.column.getToggleSortingHandler()}>
        {label}
        <span className="mfc-sort-icon" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function ClientRow({ cliente, actions }: { cliente: Cliente; actions: RowActionHandlers }) {
  return (
    <tr className="mfc-row" onClick={opensDetail(actions, cliente)}>
      <td className="mfc-strong">{clientCellText(cliente, 'apellido')}</td>
      <td>{clientCellText(cliente, 'nombre')}</td>
      {/* Not nowrap: the table keeps them on one line while it has room and breaks them rather than hide the actions. */}
      <td>{clientCellText(cliente, 'documento')}</td>
      <td>{clientCellText(cliente, 'telefono')}</td>
      <td>{clientCellText(cliente, 'modelo_vehiculo')}</td>
      <td className="mfc-nowrap">{clientCellText(cliente, 'patente')}</td>
      <td className="mfc-nowrap">{clientCellText(cliente, 'created_at')}</td>
      <td>
        <ViewEditDeleteButtons cliente={cliente} {...actions} />
      </td>
    </tr>
  );
}

/** Column order of the table; 'documento' is the DNI column. */
const ORDER = ['apellido', 'nombre', 'documento', 'telefono', 'modelo_vehiculo', 'patente'] as const;

function ClientEditRow({ cliente, actions }: { cliente: Cliente; actions: RowActionHandlers }) {
  const { form, onSubmit, saving } = useInlineClientEdit(cliente, actions.onEditDone);
  const formId = `mfc-edit-${cliente.id}`;
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <tr className="mfc-row mfc-row-editing" aria-label={`Editando ${cliente.apellido}, ${cliente.nombre}`}>
      {ORDER.map((name, index) => (
        <td key={name}>
          <ClientFieldInput
            field={CLIENT_FIELDS.find((f) => f.name === name)!}
            form={form}
            idPrefix={formId}
            formId={formId}
            showLabel={false}
            autoFocus={index === 0}
          />
        </td>
      ))}
      <td className="mfc-nowrap mfc-edit-static">{formatDateAR(cliente.created_at)}</td>
      <td>
        <form id={formId} onSubmit={onSubmit} noValidate>
          <SaveCancelButtons saving={saving} onCancel={actions.onEditDone} />
          {serverError ? (
            <p className="field-error mfc-row-error" role="alert">
              {serverError}
            </p>
          ) : null}
        </form>
      </td>
    </tr>
  );
}

export function ClientsTable({ table, ...actions }: { table: ClientsTableInstance } & RowActionHandlers) {
  return (
    <div className="data-table-wrap">
      <table className="data-table mfc-table">
        <caption className="visually-hidden">Listado de clientes</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) =>
            actions.editingId === row.original.id ? (
              <ClientEditRow key={row.id} cliente={row.original} actions={actions} />
            ) : (
              <ClientRow key={row.id} cliente={row.original} actions={actions} />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
