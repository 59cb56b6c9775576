/** The season's ranges of nights (one or more): DD/MM/YYYY fields, «Agregar rango» and «Quitar» per range. */
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { DateField } from '@camping/ui/date-field';
import type { SeasonFormData, SeasonFormValues } from '../lib/season-form-schema';

export interface SeasonRangesFieldProps {
  idPrefix: string;
  control: Control<SeasonFormValues, unknown, SeasonFormData>;
  errors: FieldErrors<SeasonFormValues>;
}

/** One end of a range: the shared DD/MM/YYYY field under react-hook-form. */
function RangeDate({ id, label, name, control, errorId }: {
  id: string;
  label: string;
  name: `rangos.${number}.desde` | `rangos.${number}.hasta`;
  control: SeasonRangesFieldProps['control'];
  errorId: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateField
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
          />
        )}
      />
    </div>
  );
}

export function SeasonRangesField({ idPrefix, control, errors }: SeasonRangesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rangos' });
  const listError = errors.rangos?.root?.message ?? errors.rangos?.message;
  const listErrorId = `${idPrefix}-rangos-error`;
  return (
    <fieldset className="mfc-season-ranges" aria-describedby={listError ? listErrorId : undefined}>
      <legend>Fechas (noches de la temporada, ambas incluidas)</legend>
      {fields.map((range, index) => {
        const rangeErrors = errors.rangos?.[index];
        const errorId = `${idPrefix}-rango-${index}-error`;
        const message = rangeErrors?.message ?? rangeErrors?.desde?.message ?? rangeErrors?.hasta?.message;
        const n = fields.length > 1 ? ` ${index + 1}` : '';
        return (
          <div key={range.id} className="mfc-season-range">
            {(['desde', 'hasta'] as const).map((end) => (
              <RangeDate
                key={end}
                id={`${idPrefix}-${end}-${index}`}
                label={`${end === 'desde' ? 'Desde' : 'Hasta'}${n}`}
                name={`rangos.${index}.${end}`}
                control={control}
                errorId={message ? errorId : undefined}
              />
            ))}
            {fields.length > 1 ? (
              <button type="button" className="btn btn-ghost btn-sm mfc-season-range-remove" onClick={() => remove(index)} aria-label={`Quitar el rango ${index + 1}`}>
                Quitar
              </button>
            ) : null}
            {message ? (
              <span id={errorId} className="field-error mfc-season-range-error" role="alert">
                {message}
              </span>
            ) : null}
          </div>
        );
      })}
      {listError ? (
        <p id={listErrorId} className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => append({ desde: '', hasta: '' })}>
        Agregar rango
      </button>
    </fieldset>
  );
}
