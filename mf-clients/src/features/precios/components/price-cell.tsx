/**
 * One price: shown as ARS without decimals; for an admin, a button that turns it into an inline form (one price at
 * a time). Enter saves, Escape cancels; a refused value keeps what was typed and says why. A big change (more than
 * half either way, or under $1.000) asks first with the old and new amounts; every change can be undone once from
 * its toast.
 */
import { useId, useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { formatARS } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { priceChangeNeedsConfirmation } from '@camping/contracts/price-change';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { useUpdatePrecio } from '../api/update-precio';
import { usePrecioForm } from '../hooks/use-precio-form';
import { priceChangeMessage } from '../lib/price-change-message';

export interface PriceCellProps {
  row: PrecioRow | undefined;
  /** What the price is for, e.g. 'Cabañas, 2 personas, Efectivo' (for screen readers and tests). */
  description: string;
  canEdit: boolean;
  editing: boolean;
  onStartEdit: (id: number) => void;
  onDone: () => void;
}

function PriceEditor({ row, description, onDone }: { row: PrecioRow; description: string; onDone: () => void }) {
  const id = useId();
  const form = usePrecioForm(row.precio);
  const update = useUpdatePrecio();
  // The new price waiting for the clerk's yes, when the change is big.
  const [pending, setPending] = useState<number | null>(null);
  const save = async (precio: number) => {
    try {
      await update.mutateAsync({ id: row.id, precio, anterior: row.precio });
      onDone();
    } catch (error) {
      setPending(null);
      const message = failureMessage(error, MSG.errorActualizarPrecio);
      if (message) form.setError('precio', { message }, { shouldFocus: true });
    }
  };
  const onSubmit = form.handleSubmit(async ({ precio }) => {
    if (priceChangeNeedsConfirmation(row.precio, precio)) setPending(precio);
    else await save(precio);
  });
  const error = form.formState.errors.precio?.message;
  return (
    <form className="mfc-price-editor" onSubmit={onSubmit} noValidate aria-label={`Editar precio: ${description}`}>
      <label htmlFor={`${id}-precio`} className="visually-hidden">
        Nuevo precio: {description}
      </label>
      <div className="mfc-price-input">
        <span aria-hidden="true">$</span>
        <input
          id={`${id}-precio`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          {...form.register('precio')}
        />
      </div>
      <div className="mfc-price-editor-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending ? 'Guardando...' : 'Guardar'}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </button>
      </div>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={MSG.confirmarPrecioTitulo}
        message={pending === null ? '' : priceChangeMessage(description, row.precio, pending)}
        confirmLabel="Guardar"
        busy={update.isPending}
        onConfirm={() => (pending === null ? undefined : save(pending))}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}

export function PriceCell({ row, description, canEdit, editing, onStartEdit, onDone }: PriceCellProps) {
  if (!row) return <span className="mfc-price-missing">Sin precio</span>;
  if (editing && canEdit) return <PriceEditor row={row} description={description} onDone={onDone} />;
  const amount = formatARS(row.precio);
  if (!canEdit)
    return (
      <span className="mfc-price" data-precio-id={row.id}>
        {amount}
      </span>
    );
  return (
    <button
      type="button"
      className="mfc-price mfc-price-button"
      data-precio-id={row.id}
      aria-label={`Editar precio: ${description}, ${amount}`}
      onClick={() => onStartEdit(row.id)}
    >
      <span>{amount}</span>
      <span className="mfc-price-pencil" aria-hidden="true">
        ✎
      </span>
    </button>
  );
}
