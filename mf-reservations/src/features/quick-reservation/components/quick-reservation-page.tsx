/**
 * Reserva Rápida (spec section 2): client and reservation on one screen. The document finds an existing client (from
 * 7 characters) and fills the form; availability is checked when dates or type change; the amount is calculated from
 * the shared pricing rules; at submit the unit is checked again, then client and reservation are created in one
 * transaction (POST reserva-rapida). Success clears the form; a failure keeps everything that was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@camping/contracts/api/http';
import { isIsoDate, todayIso } from '@camping/contracts/dates';
import { TIPO_CAMPING, TIPO_GRUPOS, tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { FormField, describedBy } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { PeopleAmountFields } from '../../../components/people-amount-fields';
import { MinimumStayOverrideFields, useMinimumStayOverride } from '@camping/ui/minimum-stay-override';
import { PriceSummary } from '../../../components/price-summary';
import { tipoLabel, unitName } from '../../../lib/lodging-label';
import { parseNumber } from '../../../lib/parse-number';
import { useAvailableUnits } from '../../lodging/api/use-available-units';
import { useCantidades } from '../../lodging/api/use-cantidades';
import { useTipos } from '../../lodging/api/use-tipos';
import { useClientAutofill } from '../hooks/use-client-autofill';
import { useDiscountNotice } from '../hooks/use-discount-notice';
import { useQuickAmount } from '../hooks/use-quick-amount';
import { useQuickSubmit } from '../hooks/use-quick-submit';
import { useQuickDraft, useReapplyRestoredSelects } from '../hooks/use-quick-draft';
import { useUrlPrefill } from '../hooks/use-url-prefill';
import {
  PRECIO_CALCULANDO,
  QUICK_DEFAULTS,
  QUICK_PAYMENT_METHODS,
  quickFormSchema,
  quickTipo,
  quickTotal,
  type QuickValues,
} from '../lib/quick-form';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { QuickHoldOption } from '../../holds/components/quick-hold-option';
import { QuickClientFieldset } from './quick-client-fieldset';
import { QuickCreatedBanner } from './quick-created-banner';
import { QuickDateFields } from './quick-date-fields';
import { QuickTips } from './quick-tips';
import { SenaFields } from '../../../components/sena-fields';
import './quick-reservation.css';

export function QuickReservationPage({ navigate, reportUnsavedChanges }: Partial<Pick<RemoteAppProps, 'navigate' | 'reportUnsavedChanges'>>) {
  const [today] = useState(() => todayIso());
  const initialValues = useUrlPrefill(navigate);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<QuickValues, unknown, QuickValues>({
    defaultValues: initialValues,
    resolver: zodResolver(quickFormSchema(today)),
  });
  const values = { ...QUICK_DEFAULTS, ...useWatch({ control }) } as QuickValues;
  useQuickDraft(values, reportUnsavedChanges);
  const tipo = quickTipo(values);
  const sinUnidad = tipo !== null && tipoSinUnidad(tipo);
  const { lookup, forget } = useClientAutofill(values.documento, { setValue, getValues, clearErrors });

  // Types, availability and people.
  const tipos = useTipos();
  const units = useAvailableUnits(tipo, values.fecha_entrada, values.fecha_salida);
  const datesReady = isIsoDate(values.fecha_entrada) && isIsoDate(values.fecha_salida) && values.fecha_entrada < values.fecha_salida;
  const verifying = tipo !== null && !sinUnidad && datesReady && units.isFetching;
  const unit = units.data?.find((u) => String(u.id) === values.hospedaje_id) ?? null;
  useEffect(() => {
    // A unit that is no longer free for the chosen dates is unselected.
    if (units.data && values.hospedaje_id !== '' && !units.data.some((u) => String(u.id) === values.hospedaje_id)) {
      setValue('hospedaje_id', '');
    }
  }, [units.data, values.hospedaje_id, setValue]);
  const availabilityKey = `${tipo}|${values.fecha_entrada}|${values.fecha_salida}`;
  useNotifyOnce('error', tipos.isError ? MSG.errorCargarTiposDetalle + errorMessage(tipos.error, MSG.errorCargarTipos) : null);
  useNotifyOnce('error', units.isError ? MSG.errorHospedajesDisponibles : null, availabilityKey);
  useNotifyOnce('warning', units.data?.length === 0 ? MSG.sinHospedajesDisponibles : null, availabilityKey);
  const cantidades = useCantidades(tipo === TIPO_CAMPING || tipo === TIPO_GRUPOS ? null : tipo, unit?.capacidad ?? null);
  useReapplyRestoredSelects({ getValues, setValue }, `${tipos.data?.length}|${units.data?.map((u) => u.id)}|${cantidades}`);
  const peopleDisabled = tipo === null || (!sinUnidad && values.hospedaje_id === '');

  // Price.
  const quote = useQuickAmount(values, tipo, { getValues, setValue, clearErrors });
  const calculating = quote.status === 'calculating';

  const total = quickTotal(values);
  useDiscountNotice(parseNumber(values.descuento) ?? 0, total);

  const [hold, setHold] = useState(false);
  const minimo = useMinimumStayOverride(quote.rechazo);
  const clear = () => {
    reset(QUICK_DEFAULTS);
    forget();
    setHold(false);
    minimo.setExceptuar(false);
    minimo.setMotivo('');
  };
  // A group's quote waits for the seasons' limits of its dates (issue 35): a submit before would miss their refusal.
  const { onSubmit, submitting, lastCreated } = useQuickSubmit(setError, clear, hold, calculating ? { ...minimo, blocker: PRECIO_CALCULANDO } : minimo);

  const err = (name: keyof QuickValues) => errors[name]?.message;
  const inputProps = (name: keyof QuickValues, id: string, hint = false) => ({
    id,
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': describedBy(id, err(name), hint),
  });
  const tipoList = tipos.data ?? [];

  return (
    <section className="rsv-quick" aria-labelledby="rsv-quick-title">
      <header className="page-header rsv-header">
        <div>
          <h1 id="rsv-quick-title">Reserva Rápida</h1>
          <p className="rsv-subtitle">Ingresa cliente y reserva en una sola pantalla</p>
        </div>
      </header>

      {lastCreated ? <QuickCreatedBanner created={lastCreated} navigate={navigate} /> : null}

      <div className="rsv-quick-layout">
        <form className="rsv-quick-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Reserva rápida">
          <QuickClientFieldset lookup={lookup} register={register} inputProps={inputProps} err={err} disabled={submitting} />

          <fieldset className="card rsv-quick-card" disabled={submitting}>
            <legend className="rsv-card-legend">Datos de la reserva</legend>
            <QuickDateFields values={values} today={today} datesReady={datesReady} control={control} inputProps={inputProps} err={err} />
            <div className="rsv-row-2">
              <FormField id="qr-tipo" label="Tipo de hospedaje" required error={err('tipo_hospedaje_id')}>
                <select
                  {...inputProps('tipo_hospedaje_id', 'qr-tipo')}
                  {...register('tipo_hospedaje_id', {
                    onChange: () => {
                      setValue('hospedaje_id', '');
                      setValue('cantidad_personas', '');
                      setValue('cantidad_adultos', '');
                      setValue('cantidad_menores', '');
                      setValue('monto_total', '');
                    },
                  })}
                >
                  <option value="">{tipos.isPending ? 'Cargando...' : 'Seleccione un tipo'}</option>
                  {tipoList.map((t) => (
                    <option key={t.id} value={String(t.id)}>
                      {tipoLabel(t.id, t.nombre)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                id="qr-numero"
                label="Número de hospedaje"
                required={!sinUnidad}
                error={err('hospedaje_id')}
                hint={
                  verifying
                    ? 'Verificando disponibilidad...'
                    : tipo !== null && !sinUnidad && !datesReady
                      ? 'Elija primero las fechas.'
                      : units.data && units.data.length === 0 && !sinUnidad
                        ? MSG.sinHospedajesDisponibles
                        : undefined
                }
              >
                {sinUnidad ? (
                  <input
                    id="qr-numero"
                    readOnly
                    value={tipo === TIPO_CAMPING ? 'Ilimitado' : 'Sin número específico'}
                    aria-describedby={describedBy('qr-numero', err('hospedaje_id'))}
                  />
                ) : (
                  <select
                    {...inputProps('hospedaje_id', 'qr-numero', verifying || (tipo !== null && !datesReady))}
                    disabled={verifying || !units.data || tipo === null}
                    {...register('hospedaje_id')}
                  >
                    <option value="">
                      {verifying ? 'Verificando...' : units.data ? `${units.data.length} disponibles` : 'Seleccione tipo y fechas'}
                    </option>
                    {(units.data ?? []).map((u) => (
                      <option key={u.id} value={String(u.id)}>
                        {unitName(u.tipo_hospedaje_id, u.numero)} (hasta {u.capacidad} personas)
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>

            <PeopleAmountFields
              idPrefix="qr"
              tipo={tipo}
              adultos={values.cantidad_adultos}
              menores={values.cantidad_menores}
              bind={(field) => {
                const name = field === 'monto_grupo' ? 'monto_total' : field;
                return { registration: register(name), error: err(name) };
              }}
              cantidades={cantidades}
              personasHint={peopleDisabled ? MSG.primeroTipo : undefined}
              personasDisabled={peopleDisabled}
              campingTotal={{ id: 'qr-personas', label: 'Personas' }}
            />
            <div className="rsv-row-2">
              <FormField id="qr-metodo" label="Método de pago" required error={err('metodo_pago')}>
                <select {...inputProps('metodo_pago', 'qr-metodo')} {...register('metodo_pago')}>
                  {QUICK_PAYMENT_METHODS.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </select>
              </FormField>
              {tipo === TIPO_GRUPOS ? null : (
                <NumberField
                  id="qr-monto"
                  label="Monto total ($)"
                  kind="money"
                  required
                  error={err('monto_total')}
                  hint={calculating ? 'Calculando...' : 'Se calcula automáticamente.'}
                  readOnly
                  registration={register('monto_total')}
                />
              )}
            </div>
            <SenaFields
              idPrefix="qr"
              total={total}
              monto={values.sena_monto}
              montoRegistration={register('sena_monto')}
              metodoRegistration={register('sena_metodo_pago')}
              montoError={err('sena_monto')}
              metodoError={err('sena_metodo_pago')}
            />
            <FormField id="qr-observaciones" label="Observaciones" error={err('observaciones')}>
              <textarea {...inputProps('observaciones', 'qr-observaciones')} rows={3} maxLength={1000} {...register('observaciones')} />
            </FormField>
          </fieldset>

          <MinimumStayOverrideFields idPrefix="qr" override={minimo} showError={minimo.motivo !== ''} />
          <QuickHoldOption checked={hold} onChange={setHold} disabled={submitting} />
          <div className="rsv-quick-actions">
            <button type="button" className="btn btn-secondary" onClick={clear} disabled={submitting}>
              Limpiar
            </button>
            <button type="submit" className="btn btn-primary rsv-btn-wide" disabled={submitting}>
              {submitting ? 'Creando...' : hold ? 'Crear Pre-reserva' : 'Crear Reserva'}
            </button>
          </div>
        </form>

        <div className="rsv-quick-side">
          <section className="card rsv-quick-summary" aria-labelledby="rsv-quick-summary-title">
            <h2 id="rsv-quick-summary-title">Monto</h2>
            <PriceSummary quote={quote} />
          </section>
          <QuickTips />
        </div>
      </div>
    </section>
  );
}
