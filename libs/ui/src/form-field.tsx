/**
 * A labelled field with its hint and its error, and the ids that tie them to the control: the shape every form of
 * this library draws (the cancellation, the stay's charges and discounts).
 */
import type { ReactNode } from 'react';

export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The control's `aria-describedby`: its hint (when drawn) and its error (when there is one). */
export function describedBy(id: string, error: unknown, hint = false): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A blank amount is no amount (the schema then says it is missing), not an invalid one. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
