/**
 * Which guest data a check-in requires (issue 36): documento, nacionalidad, fecha de nacimiento, as checkboxes of one
 * field (`checkin_datos`); whose data is the select above it. None checked: the check-in asks for nothing.
 */
import type { UseFormReturn } from 'react-hook-form';
import { DATOS_INGRESO, DATO_INGRESO_LABEL } from '@camping/contracts/guest-requirements';
import type { ConfiguracionUpdateData, ConfiguracionUpdateInput } from '@camping/contracts/schemas/configuracion';

export function CheckinDataFields({ form }: { form: UseFormReturn<ConfiguracionUpdateInput, unknown, ConfiguracionUpdateData> }) {
  const error = form.formState.errors.checkin_datos?.message;
  return (
    <fieldset className="mfc-checkin-datos" aria-describedby="cfg-checkin_datos-hint">
      <legend>Datos que se piden al registrar el ingreso</legend>
      <div className="mfc-checkin-options">
        {DATOS_INGRESO.map((dato) => (
          <label key={dato} className="mfc-checkbox">
            <input type="checkbox" value={dato} {...form.register('checkin_datos')} />
            {DATO_INGRESO_LABEL[dato].charAt(0).toUpperCase() + DATO_INGRESO_LABEL[dato].slice(1)}
          </label>
        ))}
      </div>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : (
        <span id="cfg-checkin_datos-hint" className="field-hint">
          Por omisión, el documento del titular. «Hoy» y el detalle muestran lo que falta antes de registrar el ingreso.
        </span>
      )}
    </fieldset>
  );
}
