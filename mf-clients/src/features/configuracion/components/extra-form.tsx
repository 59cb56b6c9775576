/**
 * The fields of an extra of the catalogue (issue 32): name, price and whether it is charged per night or once; the
 * same form adds one and changes one. Checked with the API's schema; the server's refusal (a repeated name) in place.
 */
import { useId } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Extra, ExtraCreateData } from '@camping/contracts/schemas/extra';
import { COBRO_EXTRA_OPCIONES, CUENTA_LIMITES } from '@camping/contracts/stay-charges';
import { useExtraForm } from '../hooks/use-extra-form';

export interface ExtraFormProps {
  /** The extra being changed; absent: a new one. */
  extra?: Extra;
  save: (data: ExtraCreateData) => Promise<unknown>;
  onDone: () => void;
  onCancel?: () => void;
}

export function ExtraForm({ extra, save, onDone, onCancel }: ExtraFormProps) {
  const ids = useId();
  const form = useExtraForm(extra);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (data) => {
    try {
      await save(data);
      if (!extra) form.reset();
      onDone();
    } catch (error) {
      const message = failureMessage(error, MSG_CUENTA.errorGuardarExtra);
      if (message !== null) form.setError('root.server', { message });
    }
  });
  const field = (name: 'nombre' | 'precio' | 'cobro') => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });
  const error = (name: 'nombre' | 'precio' | 'cobro') =>
    errors[name] ? (
      <span id={`${ids}-${name}-error`} className="field-error" role="alert">
        {errors[name]?.message}
      </span>
    ) : null;
  const titulo = extra ? `Cambiar el extra «${extra.nombre}»` : 'Agregar un extra';
  return (
    <form className="mfc-extra-form" onSubmit={(event) => void submit(event)} aria-label={titulo} noValidate>
      <div className="field">
        <label htmlFor={`${ids}-nombre`}>Nombre</label>
        <input type="text" maxLength={CUENTA_LIMITES.nombreExtra} autoComplete="off" placeholder="Leña, salida tardía…" {...field('nombre')} {...register('nombre')} />
        {error('nombre')}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-precio`}>Precio ($)</label>
        <input type="number" inputMode="decimal" min="0.01" step="0.01" {...field('precio')} {...register('precio')} />
        {error('precio')}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-cobro`}>Se cobra</label>
        <select {...field('cobro')} {...register('cobro')}>
          {COBRO_EXTRA_OPCIONES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error('cobro')}
      </div>
      {errors.root?.server ? (
        <p className="field-error mfc-extra-refusal" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="mfc-extra-form-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : extra ? 'Guardar extra' : 'Agregar extra'}
        </button>
      </div>
    </form>
  );
}
