/**
 * «Agregar descuento» (issue 32, «Charges»): the reason (required), and the discount in pesos or as a percentage of
 * the charges; what it takes off and what the account is left at, before it is sent. Never above the total nor
 * below what was paid (the API's own rule, checked here first).
 */
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { addDescuento } from '@camping/contracts/api/cuenta';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { CuentaEscrita, CuentaTotales } from '@camping/contracts/schemas/cuenta';
import { CUENTA_LIMITES } from '@camping/contracts/stay-charges';
import { AccountFormFooter } from './account-form-footer';
import { blankToUndefined, describedBy, FormField } from './form-field';
import { discountText, sendAccountWrite, useDiscountForm, type DiscountMode } from './hooks/use-account-forms';

export interface DiscountFormProps {
  reservaId: number;
  totales: CuentaTotales;
  /** What the stay holds: a discount never leaves the total below it. */
  pagado: number;
  onSaved: (answer: CuentaEscrita) => void;
  onCancel: () => void;
}

const MODOS: ReadonlyArray<{ value: DiscountMode; label: string }> = [
  { value: 'monto', label: 'En pesos' },
  { value: 'porcentaje', label: 'Porcentaje de los cargos' },
];

export function DiscountForm({ reservaId, totales, pagado, onSaved, onCancel }: DiscountFormProps) {
  const ids = useId();
  const [mode, setMode] = useState<DiscountMode>('monto');
  const figures = useMemo(() => ({ totales, pagado }), [totales, pagado]);
  const form = useDiscountForm(reservaId, mode, figures);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const value = useWatch({ control, name: mode });
  const resumen = discountText(mode, value, figures);
  const submit = form.handleSubmit((data) => sendAccountWrite(form, () => addDescuento(data), onSaved, MSG_CUENTA.errorAplicarDescuento));

  const motivoId = `${ids}-motivo`;
  const valorId = `${ids}-valor`;
  const error = errors[mode]?.message;
  return (
    <form className="pay-form acct-form acct-add" onSubmit={(event) => void submit(event)} aria-label="Agregar descuento" noValidate>
      <h4 className="pay-form-title">Agregar descuento</h4>
      <div className="acct-origin" role="radiogroup" aria-label="Tipo de descuento">
        {MODOS.map((m) => (
          <label key={m.value} className="acct-origin-choice">
            <input type="radio" name={`${ids}-modo`} value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} />
            {m.label}
          </label>
        ))}
      </div>
      <div className="pay-form-grid">
        <FormField id={motivoId} label="Motivo" error={errors.motivo?.message}>
          <input
            id={motivoId}
            type="text"
            maxLength={CUENTA_LIMITES.motivo}
            autoComplete="off"
            placeholder="Cliente frecuente, inconveniente…"
            aria-invalid={errors.motivo ? true : undefined}
            aria-describedby={describedBy(motivoId, errors.motivo)}
            {...register('motivo')}
          />
        </FormField>
        {/* One field, registered under the mode's name: the other is never sent. */}
        <FormField key={mode} id={valorId} label={mode === 'monto' ? 'Monto ($)' : 'Porcentaje (%)'} error={error}>
          <input
            id={valorId}
            type="number"
            inputMode={mode === 'monto' ? 'decimal' : 'numeric'}
            min={mode === 'monto' ? '0.01' : '1'}
            max={mode === 'monto' ? undefined : CUENTA_LIMITES.porcentaje}
            step={mode === 'monto' ? '0.01' : '1'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(valorId, error)}
            {...register(mode, { shouldUnregister: true, setValueAs: blankToUndefined })}
          />
        </FormField>
      </div>
      <p className="acct-form-outcome" role="status">
        {resumen}
      </p>
      <AccountFormFooter refusal={errors.root?.server?.message} submitting={isSubmitting} label="Aplicar descuento" busyLabel="Aplicando…" onCancel={onCancel} />
    </form>
  );
}
