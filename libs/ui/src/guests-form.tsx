/**
 * The guests of a stay as a form (issue 36): every guest up to the stay's people, the stay's vehicle, and for a
 * check-in the arrival time and what Configuración requires that is still missing. Saving sends the whole list
 * (PUT huespedes); the check-in then goes through the remote's own mutation (`checkIn`).
 */
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { errorMessage } from '@camping/contracts/api/http';
import { fichaRegistroHref } from '@camping/contracts/api/huespedes';
import { MSG_HUESPEDES } from '@camping/contracts/messages-huespedes';
import { HORA_LLEGADA_REGEX, type HuespedesGuardarData, type HuespedesResponse } from '@camping/contracts/schemas/huesped';
import { FormField } from './form-field';
import { GuestFields } from './guest-fields';
import { horaActual, NUEVO_HUESPED, useGuestsForm, useMissingForCheckIn } from './hooks/use-guests-form';

export interface GuestsFormProps {
  data: HuespedesResponse;
  /** Registering the arrival: the time field, the missing data blocking, and «Registrar ingreso». */
  checkIn: boolean;
  save: (body: HuespedesGuardarData) => Promise<unknown>;
  onCheckIn?: (horaLlegada: string) => Promise<unknown>;
  onDone: () => void;
  onBack: () => void;
}

export function GuestsForm({ data, checkIn, save, onCheckIn, onDone, onBack }: GuestsFormProps) {
  const form = useGuestsForm(data);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'huespedes', keyName: 'key' });
  const faltantes = useMissingForCheckIn(form, data.cantidad_personas, data.requisitos);
  const [hora, setHora] = useState(() => data.hora_llegada ?? horaActual());
  const [refusal, setRefusal] = useState<string | null>(null);
  const lleno = fields.length >= data.cantidad_personas;
  const horaValida = HORA_LLEGADA_REGEX.test(hora);
  const bloqueado = checkIn && (faltantes.length > 0 || !horaValida);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await save(body);
      if (checkIn && onCheckIn) await onCheckIn(hora);
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error, MSG_HUESPEDES.errorGuardar));
    }
  });

  return (
    <form className="guests-form" onSubmit={(event) => void submit(event)} aria-label={checkIn ? 'Registrar ingreso' : 'Huéspedes'} noValidate>
      <p className="guests-count" role="status">
        {fields.length} de {data.cantidad_personas} {data.cantidad_personas === 1 ? 'persona registrada' : 'personas registradas'}
      </p>
      {fields.map((field, index) => (
        <GuestFields key={field.key} form={form} index={index} onRemove={() => remove(index)} />
      ))}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => append({ ...NUEVO_HUESPED })} disabled={lleno} aria-describedby={lleno ? 'guests-full' : undefined}>
        Agregar huésped
      </button>
      {lleno ? (
        <span className="field-hint" id="guests-full">
          La reserva es para {data.cantidad_personas} {data.cantidad_personas === 1 ? 'persona' : 'personas'}.
        </span>
      ) : null}
      <fieldset className="guest-fields guest-vehicle">
        <legend>Vehículo de la estadía</legend>
        <div className="guest-grid">
          <FormField id="estadia-vehiculo" label="Modelo" hint={data.vehiculo_del_cliente ? 'El del cliente: confírmelo o cámbielo.' : undefined}>
            <input id="estadia-vehiculo" className="input" autoComplete="off" {...form.register('modelo_vehiculo')} />
          </FormField>
          <FormField id="estadia-patente" label="Patente" error={form.formState.errors.patente?.message}>
            <input id="estadia-patente" className="input" autoComplete="off" {...form.register('patente')} />
          </FormField>
          {checkIn ? (
            <FormField id="hora-llegada" label="Hora de llegada" error={horaValida ? undefined : MSG_HUESPEDES.horaLlegadaInvalida}>
              <input id="hora-llegada" className="input" type="time" value={hora} onChange={(e) => setHora(e.target.value)} />
            </FormField>
          ) : null}
        </div>
      </fieldset>
      {form.formState.errors.huespedes?.message || form.formState.errors.huespedes?.root?.message ? (
        <p className="field-error" role="alert">
          {form.formState.errors.huespedes?.message ?? form.formState.errors.huespedes?.root?.message}
        </p>
      ) : null}
      <div className={faltantes.length ? 'guests-missing' : 'guests-missing guests-complete'} id="guests-missing" data-testid="guests-missing" role="status">
        {faltantes.length ? (
          <>
            <strong>Falta para registrar el ingreso:</strong>
            <ul>
              {faltantes.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        ) : (
          'Están los datos que pide la configuración para el ingreso.'
        )}
      </div>
      {refusal ? (
        <p className="field-error" role="alert" data-testid="guests-refusal">
          {refusal}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={isSubmitting}>
          Volver
        </button>
        <a className="btn btn-ghost" href={fichaRegistroHref(data.reserva_id)} target="_blank" rel="noopener">
          Ficha de registro (PDF)
        </a>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || bloqueado} aria-busy={isSubmitting} aria-describedby={bloqueado ? 'guests-missing' : undefined}>
          {checkIn ? 'Guardar y registrar ingreso' : 'Guardar huéspedes'}
        </button>
      </div>
    </form>
  );
}
