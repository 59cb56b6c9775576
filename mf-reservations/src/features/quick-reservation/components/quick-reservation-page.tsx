/**
 * Reserva Rápida (spec section 2): client and reservation on one screen. The document finds an existing client (from
 * 7 characters) and fills the form; availability is checked when dates or type change; the amount is calculated from
 * the shared pricing rules; at submit the unit is checked again, then client and reservation are created in one
 * transaction (POST reserva-rapida). Success clears the form; a failure keeps everything that was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LIMITES_PERSONAS } from '@camping/contracts/people-limits';
import { apiErrorStatus, errorMessage } from '@camping/contracts/api/http';
import { getDisponibilidadUnidad } from '@camping/contracts/api/hospedajes';
import { addDaysIso, isIsoDate, maxFutureIso, nightsBetween, todayIso } from '@camping/contracts/dates';
import { TIPO_CAMPING, TIPO_GRUPOS, tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { reservaRapidaSchema } from '@camping/contracts/schemas/reserva-rapida';
import { notify } from '@camping/ui/toast';
import { CampingPeopleFields } from '../../../components/camping-people-fields';
import { FormField, describedBy } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { dateWithWeekday } from '../../../lib/date-label';
import { PriceSummary } from '../../../components/price-summary';
import { nightsLabel, personasLabel, tipoLabel } from '../../../lib/lodging-label';
import { parseNumber } from '../../../lib/parse-number';
import { availableUnitsQueryKey, useAvailableUnits } from '../../lodging/api/use-available-units';
import { useCantidades } from '../../lodging/api/use-cantidades';
import { quoteInputFromForm, usePriceQuote } from '../../lodging/api/use-price-quote';
import { useTipos } from '../../lodging/api/use-tipos';
import { useCreateReservaRapida } from '../../reservations/api/use-reserva-mutations';
import { useClientByDocument } from '../hooks/use-client-by-document';
import { useDiscountNotice } from '../hooks/use-discount-notice';
import { readQuickDraft, useQuickDraft, useReapplyRestoredSelects } from '../hooks/use-quick-draft';
import {
  QUICK_DEFAULTS,
  QUICK_PAYMENT_METHODS,
  buildQuickPayload,
  normalizeQuick,
  quickFormSchema,
  quickTipo,
  quickTotal,
  type QuickValues,
} from '../lib/quick-form';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { QuickTips } from './quick-tips';
import './quick-reservation.css';

const CLIENT_FIELDS = ['nombre', 'apellido', 'telefono', 'modelo_vehiculo', 'patente'] as const;

export function QuickReservationPage({ navigate, reportUnsavedChanges }: Partial<Pick<RemoteAppProps, 'navigate' | 'reportUnsavedChanges'>>) {
  const [today] = useState(() => todayIso());
  const [initialValues] = useState(readQuickDraft);
  const queryClient = useQueryClient();
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
  } = useForm<QuickValues>({
    defaultValues: initialValues,
    resolver: zodResolver(quickFormSchema(today), undefined, { raw: true }) as unknown as Resolver<QuickValues>,
  });
  const values = { ...QUICK_DEFAULTS, ...useWatch({ control }) } as QuickValues;
  useQuickDraft(values, reportUnsavedChanges);
  const tipo = quickTipo(values);
  const sinUnidad = tipo !== null && tipoSinUnidad(tipo);
  const create = useCreateReservaRapida();
  const [checking, setChecking] = useState(false);
  const submitting = create.isPending || checking;
  const [lastCreated, setLastCreated] = useState<{ id: number; nombre: string; nuevo: boolean } | null>(null);

  // Client lookup and autofill.
  const lookup = useClientByDocument(values.documento);
  const filledFrom = useRef<{ id: number; values: Record<string, string> } | null>(null);
  const foundId = lookup.status === 'found' ? lookup.cliente.id : null;
  useEffect(() => {
    if (lookup.status === 'found' && filledFrom.current?.id !== lookup.cliente.id) {
      const c = lookup.cliente;
      const filled = {
        nombre: c.nombre,
        apellido: c.apellido,
        telefono: c.telefono ?? '',
        modelo_vehiculo: c.modelo_vehiculo ?? '',
        patente: c.patente ?? '',
      };
      for (const key of CLIENT_FIELDS) setValue(key, filled[key], { shouldValidate: false });
      clearErrors([...CLIENT_FIELDS]);
      filledFrom.current = { id: c.id, values: filled };
    } else if ((lookup.status === 'new' || lookup.status === 'idle') && filledFrom.current) {
      // Another document: what was filled in for the previous client goes, what the receptionist typed stays.
      const previous = filledFrom.current.values;
      for (const key of CLIENT_FIELDS) if (getValues(key) === previous[key]) setValue(key, '');
      filledFrom.current = null;
    }
    // foundId stands for lookup.cliente.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup.status, foundId, setValue, getValues, clearErrors]);

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
  const quote = usePriceQuote(quoteInputFromForm(values, tipo, tipo === TIPO_GRUPOS ? values.monto_total : null));
  const calculating = quote.status === 'calculating';
  useEffect(() => {
    if (tipo === TIPO_GRUPOS || tipo === null) return;
    const next = quote.status === 'ready' ? String(quote.total) : quote.status === 'error' ? '0' : '';
    if (getValues('monto_total') !== next) setValue('monto_total', next);
  }, [tipo, quote.status, quote.total, getValues, setValue]);
  useNotifyOnce(
    'error',
    quote.status === 'error' ? (quote.kind === 'camping' ? MSG.errorCalcularPrecioCamping : MSG.errorCalcularPrecio) + quote.error : null,
  );

  const total = quickTotal(values);
  useDiscountNotice(parseNumber(values.descuento) ?? 0, total);

  const clear = () => {
    reset(QUICK_DEFAULTS);
    filledFrom.current = null;
  };

  const onSubmit = async (raw: QuickValues) => {
    const v = normalizeQuick(raw);
    setLastCreated(null);
    const tipoId = quickTipo(v);
    if (tipoId !== null && !tipoSinUnidad(tipoId)) {
      // The unit may have been taken while the form was filled in.
      setChecking(true);
      try {
        const check = await getDisponibilidadUnidad({
          hospedaje_id: Number(v.hospedaje_id),
          fecha_entrada: v.fecha_entrada,
          fecha_salida: v.fecha_salida,
        });
        if (!check.disponible) {
          setError('hospedaje_id', { message: MSG.hospedajeNoDisponible }, { shouldFocus: true });
          notify.error(MSG.hospedajeNoDisponible);
          void queryClient.invalidateQueries({ queryKey: availableUnitsQueryKey(tipoId, v.fecha_entrada, v.fecha_salida) });
          return;
        }
      } catch (error) {
        if (apiErrorStatus(error) === 401) return; // The shell's login dialog opens over the form, input intact.
        notify.error(errorMessage(error, MSG.errorVerificarDisponibilidad));
        setError('hospedaje_id', { message: MSG.errorVerificarDisponibilidad });
        return;
      } finally {
        setChecking(false);
      }
    }
    const payload = buildQuickPayload(v);
    const checked = reservaRapidaSchema.safeParse(payload);
    if (!checked.success) {
      notify.error(`${MSG.errorCrearReserva}: ${firstIssueMessage(checked.error)}`);
      return;
    }
    create.mutate(payload, {
      onSuccess: (res) => {
        notify.success(res.message || MSG.reservaCreada);
        setLastCreated({ id: res.id, nombre: `${v.nombre.trim()} ${v.apellido.trim()}`, nuevo: res.cliente_creado });
        clear();
      },
      onError: (error) => {
        if (apiErrorStatus(error) === 401) return; // Likewise: login over the form, then press again.
        const message = errorMessage(error, MSG.errorCrearReserva);
        notify.error(`${MSG.errorCrearReserva}: ${message}`);
        if (apiErrorStatus(error) === 409 && message === MSG.hospedajeNoDisponible) {
          setError('hospedaje_id', { message }, { shouldFocus: true });
          void queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] });
        }
      },
    });
  };

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

      {lastCreated ? (
        <div className="rsv-success" role="status">
          <span>
            ✓ Reserva #{lastCreated.id} creada para {lastCreated.nombre}
            {lastCreated.nuevo ? ' (cliente nuevo registrado)' : ''}.
          </span>
          {navigate ? (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => navigate('/admin/reservas')}>
              Ver reservas
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="rsv-quick-layout">
        <form className="rsv-quick-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Reserva rápida">
          <fieldset className="card rsv-quick-card" disabled={submitting}>
            <legend className="rsv-card-legend">Datos del cliente</legend>
            <FormField
              id="qr-documento"
              label="Documento"
              required
              error={err('documento')}
              hint={
                lookup.status === 'found' ? (
                  <span className="rsv-found">
                    ✓ Cliente existente: {lookup.cliente.nombre} {lookup.cliente.apellido}
                  </span>
                ) : lookup.status === 'searching' ? (
                  'Buscando cliente...'
                ) : lookup.status === 'new' ? (
                  MSG.documentoSinCliente
                ) : lookup.status === 'error' ? (
                  MSG.errorCargarClientes
                ) : (
                  'Desde 7 caracteres se busca si el cliente ya existe.'
                )
              }
            >
              <input
                {...inputProps('documento', 'qr-documento', true)}
                inputMode="text"
                autoComplete="off"
                autoFocus
                {...register('documento')}
              />
            </FormField>
            <div className="rsv-row-2">
              <FormField id="qr-nombre" label="Nombre" required error={err('nombre')}>
                <input {...inputProps('nombre', 'qr-nombre')} autoComplete="off" {...register('nombre')} />
              </FormField>
              <FormField id="qr-apellido" label="Apellido" required error={err('apellido')}>
                <input {...inputProps('apellido', 'qr-apellido')} autoComplete="off" {...register('apellido')} />
              </FormField>
            </div>
            <FormField id="qr-telefono" label="Teléfono" required error={err('telefono')}>
              <input {...inputProps('telefono', 'qr-telefono')} type="tel" autoComplete="off" {...register('telefono')} />
            </FormField>
            <div className="rsv-row-2">
              <FormField id="qr-vehiculo" label="Modelo de vehículo" error={err('modelo_vehiculo')}>
                <input {...inputProps('modelo_vehiculo', 'qr-vehiculo')} autoComplete="off" {...register('modelo_vehiculo')} />
              </FormField>
              <FormField id="qr-patente" label="Patente" error={err('patente')}>
                <input {...inputProps('patente', 'qr-patente')} autoComplete="off" {...register('patente')} />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="card rsv-quick-card" disabled={submitting}>
            <legend className="rsv-card-legend">Datos de la reserva</legend>
            <div className="rsv-row-2">
              <FormField
                id="qr-entrada"
                label="Fecha entrada"
                required
                error={err('fecha_entrada')}
                hint={dateWithWeekday(values.fecha_entrada) || undefined}
              >
                <input
                  {...inputProps('fecha_entrada', 'qr-entrada', isIsoDate(values.fecha_entrada))}
                  type="date"
                  min={today}
                  max={maxFutureIso(today)}
                  {...register('fecha_entrada')}
                />
              </FormField>
              <FormField
                id="qr-salida"
                label="Fecha salida"
                required
                error={err('fecha_salida')}
                hint={
                  isIsoDate(values.fecha_salida)
                    ? `${dateWithWeekday(values.fecha_salida)}${datesReady ? ` · ${nightsLabel(nightsBetween(values.fecha_entrada, values.fecha_salida))}` : ''}`
                    : undefined
                }
              >
                <input
                  {...inputProps('fecha_salida', 'qr-salida', isIsoDate(values.fecha_salida))}
                  type="date"
                  min={isIsoDate(values.fecha_entrada) ? addDaysIso(values.fecha_entrada, 1) : today}
                  max={maxFutureIso(today)}
                  {...register('fecha_salida')}
                />
              </FormField>
            </div>
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
                        {tipoLabel(u.tipo_hospedaje_id, u.tipo_hospedaje)} {u.numero} (hasta {u.capacidad} personas)
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>

            {tipo === TIPO_CAMPING ? (
              <CampingPeopleFields
                idPrefix="qr"
                adultos={values.cantidad_adultos}
                menores={values.cantidad_menores}
                registerAdultos={register('cantidad_adultos')}
                registerMenores={register('cantidad_menores')}
                errorAdultos={err('cantidad_adultos')}
                errorMenores={err('cantidad_menores')}
                totalId="qr-personas"
                totalLabel="Personas"
              />
            ) : tipo === TIPO_GRUPOS ? (
              <NumberField
                id="qr-personas"
                label="Personas"
                kind="count"
                min={LIMITES_PERSONAS.grupoMinimo}
                max={LIMITES_PERSONAS.grupoMaximo}
                required
                error={err('cantidad_personas')}
                registration={register('cantidad_personas')}
              />
            ) : (
              <FormField
                id="qr-personas"
                label="Personas"
                required
                error={err('cantidad_personas')}
                hint={peopleDisabled ? MSG.primeroTipo : undefined}
              >
                <select {...inputProps('cantidad_personas', 'qr-personas', peopleDisabled)} disabled={peopleDisabled} {...register('cantidad_personas')}>
                  <option value="">Seleccione</option>
                  {cantidades.map((n) => (
                    <option key={n} value={String(n)}>
                      {personasLabel(n)}
                    </option>
                  ))}
                </select>
              </FormField>
            )}

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
              <NumberField
                id="qr-descuento"
                label="Descuento ($)"
                kind="money"
                step={1}
                error={err('descuento')}
                registration={register('descuento')}
              />
            </div>
            <NumberField
              id="qr-monto"
              label={tipo === TIPO_GRUPOS ? 'Monto del grupo ($)' : 'Monto total ($)'}
              kind="money"
              required
              error={err('monto_total')}
              hint={
                calculating
                  ? 'Calculando...'
                  : tipo === TIPO_GRUPOS
                    ? 'Monto acordado con el grupo; el descuento se resta.'
                    : 'Se calcula automáticamente.'
              }
              readOnly={tipo !== TIPO_GRUPOS}
              registration={register('monto_total')}
            />
            <FormField id="qr-observaciones" label="Observaciones" error={err('observaciones')}>
              <textarea {...inputProps('observaciones', 'qr-observaciones')} rows={3} maxLength={1000} {...register('observaciones')} />
            </FormField>
          </fieldset>

          <div className="rsv-quick-actions">
            <button type="button" className="btn btn-secondary" onClick={clear} disabled={submitting}>
              Limpiar
            </button>
            <button type="submit" className="btn btn-primary rsv-btn-wide" disabled={submitting}>
              {submitting ? 'Creando...' : 'Crear Reserva'}
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
