/** «Agregar cargo» by hand (issue 32): a concept and an amount, for what the catalogue does not list. */
import { useId } from 'react';
import { addCargo } from '@camping/contracts/api/cuenta';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { CuentaEscrita } from '@camping/contracts/schemas/cuenta';
import { CUENTA_LIMITES } from '@camping/contracts/stay-charges';
import { AccountFormFooter } from './account-form-footer';
import { blankToUndefined, describedBy, FormField } from './form-field';
import { sendAccountWrite, useManualChargeForm } from './hooks/use-account-forms';

export interface ManualChargeFormProps {
  reservaId: number;
  onSaved: (answer: CuentaEscrita) => void;
  onCancel: () => void;
}

export function ManualChargeForm({ reservaId, onSaved, onCancel }: ManualChargeFormProps) {
  const ids = useId();
  const form = useManualChargeForm(reservaId);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit((data) => sendAccountWrite(form, () => addCargo(data), onSaved, MSG_CUENTA.errorAgregarCargo));
  const conceptoId = `${ids}-concepto`;
  const montoId = `${ids}-monto`;
  return (
    <form className="acct-form" onSubmit={(event) => void submit(event)} aria-label="Agregar cargo manual" noValidate>
      <div className="pay-form-grid">
        <FormField id={conceptoId} label="Concepto" error={errors.concepto?.message}>
          <input
            id={conceptoId}
            type="text"
            maxLength={CUENTA_LIMITES.concepto}
            autoComplete="off"
            placeholder="Rotura, lavandería…"
            aria-invalid={errors.concepto ? true : undefined}
            aria-describedby={describedBy(conceptoId, errors.concepto)}
            {...register('concepto')}
          />
        </FormField>
        <FormField id={montoId} label="Monto ($)" error={errors.monto?.message}>
          <input
            id={montoId}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            aria-invalid={errors.monto ? true : undefined}
            aria-describedby={describedBy(montoId, errors.monto)}
            {...register('monto', { setValueAs: blankToUndefined })}
          />
        </FormField>
      </div>
      <AccountFormFooter refusal={errors.root?.server?.message} submitting={isSubmitting} label="Agregar cargo" busyLabel="Agregando…" onCancel={onCancel} />
    </form>
  );
}
