/**
 * One guest's fields in the guests form (issue 36): name, document type and number, nationality and birth date, with
 * the schema's messages under each field. The titular's row cannot be removed.
 */
import { Controller } from 'react-hook-form';
import { todayIso } from '@camping/contracts/dates';
import { TIPOS_DOCUMENTO, TIPO_DOCUMENTO_LABEL } from '@camping/contracts/schemas/huesped';
import { DateField } from '@camping/ui/date-field';
import { describedBy, FormField } from './form-field';
import type { GuestsForm } from './hooks/use-guests-form';

export function GuestFields({ form, index, onRemove }: { form: GuestsForm; index: number; onRemove?: () => void }) {
  const { register, control, formState } = form;
  const errors = formState.errors.huespedes?.[index];
  const titular = form.getValues(`huespedes.${index}.titular`) === true;
  const id = `huesped-${index}`;
  const leyenda = titular ? 'Titular' : `Huésped ${index + 1}`;
  return (
    <fieldset className="guest-fields" data-testid={`huesped-${index}`}>
      <legend>{leyenda}</legend>
      <div className="guest-grid">
        <FormField id={`${id}-nombre`} label="Nombre" error={errors?.nombre?.message}>
          <input id={`${id}-nombre`} className="input" autoComplete="off" aria-describedby={describedBy(`${id}-nombre`, errors?.nombre)} {...register(`huespedes.${index}.nombre`)} />
        </FormField>
        <FormField id={`${id}-apellido`} label="Apellido" error={errors?.apellido?.message}>
          <input id={`${id}-apellido`} className="input" autoComplete="off" aria-describedby={describedBy(`${id}-apellido`, errors?.apellido)} {...register(`huespedes.${index}.apellido`)} />
        </FormField>
        <FormField id={`${id}-tipo`} label="Tipo de documento" error={errors?.tipo_documento?.message}>
          <select id={`${id}-tipo`} className="input" {...register(`huespedes.${index}.tipo_documento`)}>
            {TIPOS_DOCUMENTO.map((t) => (
              <option key={t} value={t}>
                {TIPO_DOCUMENTO_LABEL[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-documento`} label="Documento" error={errors?.documento?.message}>
          <input id={`${id}-documento`} className="input" autoComplete="off" aria-describedby={describedBy(`${id}-documento`, errors?.documento)} {...register(`huespedes.${index}.documento`)} />
        </FormField>
        <FormField id={`${id}-nacionalidad`} label="Nacionalidad" error={errors?.nacionalidad?.message}>
          <input id={`${id}-nacionalidad`} className="input" autoComplete="off" {...register(`huespedes.${index}.nacionalidad`)} />
        </FormField>
        <FormField id={`${id}-nacimiento`} label="Fecha de nacimiento" error={errors?.fecha_nacimiento?.message}>
          <Controller
            control={control}
            name={`huespedes.${index}.fecha_nacimiento`}
            render={({ field }) => (
              <DateField
                id={`${id}-nacimiento`}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={todayIso()}
                min="1900-01-01"
                allowEmpty
                aria-describedby={describedBy(`${id}-nacimiento`, errors?.fecha_nacimiento)}
              />
            )}
          />
        </FormField>
      </div>
      {titular || !onRemove ? null : (
        <button type="button" className="btn btn-ghost btn-sm guest-remove" onClick={onRemove}>
          Quitar a {leyenda.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
