/**
 * A labelled number input: whole counts (people: min, step 1, numeric keypad) or money (min 0, step 0.01 or 1, decimal
 * keypad), wired to react-hook-form and to its hint and error.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, describedBy } from './form-field';

export interface NumberFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  kind: 'count' | 'money';
  min?: number;
  /** The shared people limit (libs/contracts people-limits), so the arrows stop where the API would refuse. */
  max?: number;
  /** Money typed in whole pesos (a discount) or with cents (a total). */
  step?: number;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  readOnly?: boolean;
}

export function NumberField({ id, label, registration, kind, min, max, step, required, error, hint, readOnly }: NumberFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        type="number"
        inputMode={kind === 'count' ? 'numeric' : 'decimal'}
        min={min ?? 0}
        max={max}
        step={step ?? (kind === 'count' ? 1 : 0.01)}
        readOnly={readOnly}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, Boolean(hint))}
        {...registration}
      />
    </FormField>
  );
}
