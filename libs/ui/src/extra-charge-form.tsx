/**
 * «Agregar cargo» from the catalogue (issue 32): the extra (name, price, per night or once), how many and, for one
 * charged per night, for how many nights (the whole stay unless fewer); what will be charged, before it is sent.
 */
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { addCargo } from '@camping/contracts/api/cuenta';
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { CuentaEscrita } from '@camping/contracts/schemas/cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { CUENTA_LIMITES, COBRO_EXTRA_LABEL } from '@camping/contracts/stay-charges';
import { AccountFormFooter } from './account-form-footer';
import { describedBy, FormField } from './form-field';
import { extraChargeText, sendAccountWrite, useExtraChargeForm } from './hooks/use-account-forms';

export interface ExtraChargeFormProps {
  reservaId: number;
  /** The stay's nights: a per-night extra is charged for them unless fewer are said. */
  noches: number;
  /** The extras still offered (at least one). */
  extras: readonly Extra[];
  onSaved: (answer: CuentaEscrita) => void;
  onCancel: () => void;
}

export function ExtraChargeForm({ reservaId, noches, extras, onSaved, onCancel }: ExtraChargeFormProps) {
  const ids = useId();
  const form = useExtraChargeForm(reservaId, extras[0]?.id, noches);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [extraId, cantidad, nochesValue] = useWatch({ control, name: ['extra_id', 'cantidad', 'noches'] });
  const extra = extras.find((e) => String(e.id) === String(extraId));
  const resumen = extraChargeText(extra, cantidad, nochesValue);
  const submit = form.handleSubmit((data) => sendAccountWrite(form, () => addCargo(data), onSaved, MSG_CUENTA.errorAgregarCargo));

  const extraFieldId = `${ids}-extra`;
  const cantidadId = `${ids}-cantidad`;
  const nochesId = `${ids}-noches`;
  return (
    <form className="acct-form" onSubmit={(event) => void submit(event)} aria-label="Agregar cargo del catálogo" noValidate>
      <div className="pay-form-grid">
        <div className="acct-form-wide">
          <FormField id={extraFieldId} label="Extra" error={errors.extra_id?.message}>
            <select id={extraFieldId} aria-describedby={describedBy(extraFieldId, errors.extra_id)} {...register('extra_id')}>
              {extras.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.nombre} — {formatARSCents(e.precio)} {COBRO_EXTRA_LABEL[e.cobro].toLowerCase()}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id={cantidadId} label="Cantidad" error={errors.cantidad?.message}>
          <input
            id={cantidadId}
            type="number"
            inputMode="numeric"
            min="1"
            max={CUENTA_LIMITES.cantidad}
            step="1"
            aria-invalid={errors.cantidad ? true : undefined}
            aria-describedby={describedBy(cantidadId, errors.cantidad)}
            {...register('cantidad')}
          />
        </FormField>
        {extra?.cobro === 'por_noche' ? (
          <FormField id={nochesId} label="Noches" error={errors.noches?.message} hint={`La estadía tiene ${noches === 1 ? '1 noche' : `${noches} noches`}`}>
            <input
              id={nochesId}
              type="number"
              inputMode="numeric"
              min="1"
              max={noches}
              step="1"
              defaultValue={String(noches)}
              aria-invalid={errors.noches ? true : undefined}
              aria-describedby={describedBy(nochesId, errors.noches, true)}
              {...register('noches', { shouldUnregister: true })}
            />
          </FormField>
        ) : null}
      </div>
      {/* Always in the page, so screen readers announce each new amount. */}
      <p className="acct-form-outcome" role="status">
        {resumen}
      </p>
      <AccountFormFooter refusal={errors.root?.server?.message} submitting={isSubmitting} label="Agregar cargo" busyLabel="Agregando…" onCancel={onCancel} />
    </form>
  );
}
