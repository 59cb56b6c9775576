/**
 * The edit modal of spec section 2: the stay's dates on a range picker, the unit (a cabin or dormi stay may move to
 * another free unit, issue 13), people, amount and discount, payment method, observations and status. When the stay or
 * its price changed, «Guardar cambios» first shows the one confirmation of a changed stay (issue 32,
 * use-stay-change.ts, use-edit-save.ts): «Aplicar monto nuevo» sends the list's amount with the change, «Mantener monto» the amount in
 * the form, «Volver» nothing. Only changed fields are sent; a clash or any refusal from the server is shown in the
 * modal and as a toast, and what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { maxFutureIso, todayIso } from '@camping/contracts/dates';
import { ESTADO_LABEL, METODO_PAGO_LABEL, METODOS_PAGO } from '@camping/contracts/domain';
import { formatClientName } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { personasMax } from '@camping/contracts/people-limits';
import { ESTADO_PRERESERVA, type Reserva } from '@camping/contracts/schemas/reserva';
import { Dialog } from '@camping/ui/dialog';
import { UnitMoveSelect } from '@camping/ui/unit-move-select';
import { StayChangeConfirmation } from '@camping/ui/stay-change-confirmation';
import { DateRangePicker } from '../../../components/date-range-picker';
import { describedBy, FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { lodgingLabel } from '../../../lib/lodging-label';
import { parseNumber } from '../../../lib/parse-number';
import { useUpdateReserva } from '../api/use-reserva-mutations';
import { ListAmountHint } from './list-amount-hint';
import { MinimumStayOverrideFields, useMinimumStayOverride } from '@camping/ui/minimum-stay-override';
import { useEditLodging } from '../hooks/use-edit-lodging';
import { useEditSave } from '../hooks/use-edit-save';
import { useStayChange } from '../hooks/use-stay-change';
import { capacityProblem, editableStates, editDefaults, editReservationSchema, type EditParsed, type EditValues } from '../lib/edit-reservation-form';

export function EditReservationModal({ reserva, onClose }: { reserva: Reserva | null; onClose: () => void }) {
  const update = useUpdateReserva();
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={reserva ? `Editar Reserva #${reserva.id}` : 'Editar Reserva'}
      description={reserva ? `${formatClientName(reserva)} · ${lodgingLabel(reserva)}` : undefined}
      wide
      dismissable={!update.isPending}
    >
      {reserva ? <EditForm key={reserva.id} reserva={reserva} onClose={onClose} update={update} /> : null}
    </Dialog>
  );
}

function EditForm({
  reserva,
  onClose,
  update,
}: {
  reserva: Reserva;
  onClose: () => void;
  update: ReturnType<typeof useUpdateReserva>;
}) {
  const [today] = useState(() => todayIso());
  const [defaults] = useState(() => editDefaults(reserva));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<EditValues, unknown, EditParsed>({
    defaultValues: defaults,
    resolver: zodResolver(editReservationSchema(reserva, today)),
  });
  const values = { ...defaults, ...useWatch({ control }) } as EditValues;
  const resetUnit = useCallback(() => setValue('hospedaje_id', defaults.hospedaje_id), [setValue, defaults.hospedaje_id]);
  const lodging = useEditLodging(reserva, values, resetUnit);
  const { availability, unavailable } = lodging;
  // Issue 37: the chosen unit's beds are the first reason, before any price is asked or confirmed.
  const overCapacity = capacityProblem(parseNumber(values.cantidad_personas), lodging.capacidad);

  const setAmount = useCallback((amount: string) => setValue('monto_total', amount, { shouldDirty: true }), [setValue]);
  const change = useStayChange(reserva, values, lodging);
  // The API asks the seasons' minimum stay only of new dates (issue 35): so does the form.
  const datesChanged = values.fecha_entrada !== reserva.fecha_entrada || values.fecha_salida !== reserva.fecha_salida;
  const minimo = useMinimumStayOverride(datesChanged ? change.rechazo : null);
  const saving = useEditSave({ reserva, update, review: change.review, onClose, minimo });

  const dateError = errors.fecha_entrada?.message ?? errors.fecha_salida?.message;
  return (
    <form
      className="rsv-edit"
      onSubmit={handleSubmit((parsed) =>
        overCapacity ? setError('cantidad_personas', { type: 'capacity', message: overCapacity }) : saving.onSubmit(parsed),
      )}
      noValidate
      aria-label="Editar reserva"
    >
      <div className="rsv-edit-grid">
        <div className="rsv-edit-dates">
          <DateRangePicker
            legend="Fechas de la estadía"
            entrada={values.fecha_entrada}
            salida={values.fecha_salida}
            minDate={today}
            maxDate={maxFutureIso(today)}
            excludeDisabled={false}
            months={1}
            invalid={Boolean(dateError)}
            onChange={(range) => {
              setValue('fecha_entrada', range.entrada, { shouldValidate: false, shouldDirty: true });
              setValue('fecha_salida', range.salida, { shouldValidate: false, shouldDirty: true });
            }}
          />
          {dateError ? (
            <p className="field-error rsv-block-error" role="alert" id="edit-fechas-error">
              {dateError}
            </p>
          ) : null}
          {lodging.checks ? (
            <p
              className={
                availability.isError || unavailable ? 'rsv-availability rsv-availability-bad' : 'rsv-availability rsv-availability-ok'
              }
              role="status"
            >
              {availability.isPending
                ? 'Verificando disponibilidad...'
                : availability.isError
                  ? MSG.errorVerificarDisponibilidad
                  : unavailable
                    ? MSG.hospedajeNoDisponible
                    : MSG.hospedajeDisponible}
            </p>
          ) : null}
        </div>
        <div className="rsv-edit-fields">
          {reserva.hospedaje_id !== null ? (
            <FormField
              id="edit-hospedaje"
              label="Hospedaje"
              required
              hint={
                lodging.move.isError
                  ? MSG.errorHospedajesDisponibles
                  : lodging.move.isPending
                    ? 'Buscando hospedajes libres...'
                    : 'Para mudar la estadía, elija otro hospedaje libre en esas fechas.'
              }
            >
              <UnitMoveSelect
                id="edit-hospedaje"
                options={lodging.move.options}
                aria-describedby="edit-hospedaje-hint"
                {...register('hospedaje_id', { onChange: saving.clearServerError })}
              />
            </FormField>
          ) : null}
          <div className="rsv-row-2">
            <NumberField
              id="edit-personas"
              label="Personas"
              kind="count"
              min={1}
              max={personasMax(reserva.tipo_hospedaje_id)}
              required
              error={overCapacity ?? errors.cantidad_personas?.message}
              registration={register('cantidad_personas')}
            />
            <FormField
              id="edit-estado"
              label="Estado"
              required
              error={errors.estado?.message}
              hint={reserva.estado === 'cancelada' ? undefined : 'Para cancelarla, use «Cancelar reserva»: pide el motivo y qué hacer con lo pagado.'}
            >
              <select id="edit-estado" aria-describedby={describedBy('edit-estado', errors.estado?.message, reserva.estado !== 'cancelada')} {...register('estado')}>
                {editableStates(reserva).map((e) => (
                  <option key={e} value={e}>
                    {e === ESTADO_PRERESERVA ? 'Pendiente (pre-reserva)' : ESTADO_LABEL[e]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <div className="rsv-row-2">
            <FormField id="edit-metodo" label="Método de pago" required error={errors.metodo_pago?.message}>
              <select id="edit-metodo" {...register('metodo_pago')}>
                {METODOS_PAGO.map((m) => (
                  <option key={m} value={m}>
                    {METODO_PAGO_LABEL[m]}
                  </option>
                ))}
              </select>
            </FormField>
            <NumberField
              id="edit-descuento"
              label="Descuento ($)"
              kind="money"
              step={1}
              error={errors.descuento?.message}
              registration={register('descuento')}
            />
          </div>
          <NumberField
            id="edit-monto"
            label="Monto total ($)"
            kind="money"
            required
            error={errors.monto_total?.message}
            hint={
              overCapacity ? undefined : (
                <ListAmountHint quote={change.quote} typed={parseNumber(values.monto_total)} onUseList={(total) => setAmount(String(total))} />
              )
            }
            registration={register('monto_total')}
          />
          <MinimumStayOverrideFields idPrefix="edit" override={minimo} showError={minimo.motivo !== ''} />
          <FormField id="edit-observaciones" label="Observaciones" error={errors.observaciones?.message}>
            <textarea id="edit-observaciones" rows={3} maxLength={1000} {...register('observaciones')} />
          </FormField>
        </div>
      </div>
      {saving.serverError ? (
        <div className="rsv-alert" role="alert">
          {saving.serverError}
        </div>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={update.isPending}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending || unavailable}>
          {update.isPending ? 'Guardando...' : 'Guardar cambios'}
        </button>
      </div>
      {/* The override was asked in the form above: the confirmation only repeats the refusal. */}
      <StayChangeConfirmation reserva={reserva} {...saving.confirmation} overrideAsked />
    </form>
  );
}
