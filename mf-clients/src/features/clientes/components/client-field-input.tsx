/** One client field as an input bound to react-hook-form, with its Spanish error announced and linked. */
import type { UseFormReturn } from 'react-hook-form';
import type { ClienteData, ClienteInput } from '@camping/contracts/schemas/cliente';
import { CLIENT_FIELDS } from '../hooks/use-cliente-form';

type Field = (typeof CLIENT_FIELDS)[number];

export interface ClientFieldInputProps {
  field: Field;
  form: UseFormReturn<ClienteInput, unknown, ClienteData>;
  idPrefix: string;
  /** The `<form>` the input belongs to when it sits outside it (a table row). */
  formId?: string;
  /** Visible label (cards, modal) or only an accessible one (table cells under their header). */
  showLabel?: boolean;
  autoFocus?: boolean;
}

export function ClientFieldInput({ field, form, idPrefix, formId, showLabel = true, autoFocus }: ClientFieldInputProps) {
  const id = `${idPrefix}-${field.name}`;
  const error = form.formState.errors[field.name]?.message;
  const errorId = `${id}-error`;
  return (
    <div className={showLabel ? 'field mfc-field' : 'mfc-cell-field'}>
      <label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>
        {field.label}
        {showLabel && field.required ? (
          <span className="mfc-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type={field.type}
        form={formId}
        autoComplete={field.autoComplete}
        autoFocus={autoFocus}
        aria-required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={showLabel ? undefined : 'input mfc-input-sm'}
        {...form.register(field.name)}
      />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
