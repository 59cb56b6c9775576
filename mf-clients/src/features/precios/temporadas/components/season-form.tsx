/**
 * The season form (issue 35): name, colour, ranges, mode (a percentage over the base or its own grid), weekend
 * surcharge, minimum stay and closed weekdays. Checked with the API's schema before sending; the API's refusals
 * (an overlap naming both seasons, a repeated name) are shown where they belong, and the typed values stay.
 */
import { useId } from 'react';
import { Controller, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { failureMessage } from '@camping/contracts/api/http';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';
import { describedBy, FormField } from '@camping/ui/form-field';
import { useSeasonForm } from '../hooks/use-season-form';
import type { SeasonFormData, SeasonFormValues } from '../lib/season-form-schema';
import { refusalField } from '../lib/server-refusal';
import { SeasonGridField } from './season-grid-field';
import { SeasonRangesField } from './season-ranges-field';
import { WeekdayField } from './weekday-field';

export const ERROR_GUARDAR_TEMPORADA = 'No se pudo guardar la temporada. Intente nuevamente.';

export interface SeasonFormProps {
  initial: SeasonFormValues;
  base: readonly PrecioRow[];
  save: (data: SeasonFormData) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A number typed as text (es-AR decimals), its hint and its error under it. */
function NumberField({ id, label, hint, inputMode, error, registration }: {
  id: string;
  label: string;
  hint: string;
  inputMode: 'decimal' | 'numeric';
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error?.message} hint={hint}>
      <input
        id={id}
        className="input mfc-season-number"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        {...registration}
      />
    </FormField>
  );
}

export function SeasonForm({ initial, base, save, onDone, onCancel }: SeasonFormProps) {
  const ids = useId();
  const form = useSeasonForm(initial);
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const modo = watch('modo');
  const submit = form.handleSubmit(async (data) => {
    try {
      await save(data);
      onDone();
    } catch (error) {
      const message = failureMessage(error, ERROR_GUARDAR_TEMPORADA);
      if (message !== null) form.setError(refusalField(error, message), { message });
    }
  });
  const id = (name: string) => `${ids}-${name}`;
  return (
    <form className="mfc-season-form" onSubmit={(event) => void submit(event)} aria-label="Temporada" noValidate>
      <div className="mfc-season-form-row">
        <FormField id={id('nombre')} label="Nombre" error={errors.nombre?.message}>
          <input
            id={id('nombre')}
            className="input"
            type="text"
            maxLength={60}
            autoComplete="off"
            placeholder="Temporada alta"
            aria-invalid={errors.nombre ? true : undefined}
            aria-describedby={describedBy(id('nombre'), errors.nombre)}
            {...register('nombre')}
          />
        </FormField>
        <FormField id={id('color')} label="Color" error={errors.color?.message}>
          <input
            id={id('color')}
            className="mfc-season-color-input"
            type="color"
            aria-invalid={errors.color ? true : undefined}
            aria-describedby={describedBy(id('color'), errors.color)}
            {...register('color')}
          />
        </FormField>
      </div>
      <SeasonRangesField idPrefix={ids} control={control} errors={errors} />
      <fieldset className="mfc-season-mode">
        <legend>Precio de la temporada</legend>
        <label>
          <input type="radio" value="porcentaje" {...register('modo')} /> Porcentaje sobre los precios base
        </label>
        <label>
          <input type="radio" value="precios" {...register('modo')} /> Precios propios
        </label>
      </fieldset>
      {modo === 'porcentaje' ? (
        <NumberField id={id('porcentaje')} label="Porcentaje (%)" hint="De -90 a 500: 20 sube los precios base un 20 %; -10 los baja un 10 %." inputMode="decimal" error={errors.porcentaje} registration={register('porcentaje')} />
      ) : (
        <SeasonGridField idPrefix={ids} grid={initial.precios} base={base} register={register} errors={errors} />
      )}
      <div className="mfc-season-form-row">
        <NumberField id={id('recargo')} label="Recargo de fin de semana (%)" hint="Sobre las noches de viernes y sábado. Vacío: sin recargo." inputMode="decimal" error={errors.recargo_fin_de_semana} registration={register('recargo_fin_de_semana')} />
        <NumberField id={id('minimo')} label="Estadía mínima (noches)" hint="Para toda la estadía que toque la temporada. Vacío: sin mínimo." inputMode="numeric" error={errors.minimo_noches} registration={register('minimo_noches')} />
      </div>
      <Controller
        control={control}
        name="dias_sin_ingreso"
        render={({ field }) => <WeekdayField idPrefix={ids} value={field.value} onChange={field.onChange} error={errors.dias_sin_ingreso?.message} />}
      />
      {errors.root?.server ? (
        <p className="field-error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar temporada'}
        </button>
      </div>
    </form>
  );
}
