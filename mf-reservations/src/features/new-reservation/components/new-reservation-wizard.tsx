/**
 * 'Nueva Reserva', 'Paso N de 4: title' (spec section 2): 1 Fechas, 2 Hospedaje, 3 Detalles, 4 Cliente. Siguiente
 * moves forward once the step's rules hold; Volver goes back with everything kept. The backdrop, Escape, the close
 * button and «Cancelar» close it, first asking «Datos sin guardar» when it holds input (issue 37: the same question
 * as leaving the screen); a successful save closes it. A refusal (a unit taken meanwhile) keeps every value and
 * offers to choose another unit. The work in progress is a per-tab draft (use-wizard-draft.ts): a reload reopens it;
 * closing the wizard ends it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { apiErrorStatus, failureMessage } from '@camping/contracts/api/http';
import { nightsBetween, todayIso } from '@camping/contracts/dates';
import { METODO_PAGO_LABEL, TIPO_CAMPING, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { saldoDe } from '@camping/contracts/payment-status';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { reservaCreateSchema } from '@camping/contracts/schemas/reserva';
import { Dialog } from '@camping/ui/dialog';
import { UnsavedChangesDialog } from '@camping/ui/unsaved-changes-dialog';
import { notify } from '@camping/ui/toast';
import { nightsLabel, personasLabel, tipoLabel, unitName } from '../../../lib/lodging-label';
import { parseNumber } from '../../../lib/parse-number';
import { useAvailableUnits } from '../../lodging/api/use-available-units';
import { quoteInputFromForm, usePriceQuote } from '../../lodging/api/use-price-quote';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { clearWizardDraft, readWizardDraft, useWizardDraft } from '../hooks/use-wizard-draft';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useCreateReserva } from '../../reservations/api/use-reserva-mutations';
import { buildReservaPayload, peopleOf } from '../lib/build-payload';
import {
  WIZARD_DEFAULTS,
  WIZARD_STEPS,
  clientSelectionSchema,
  stepBlocker,
  tipoOf,
  type WizardStep,
  type WizardValues,
} from '../lib/wizard-rules';
import { WizardStepClient } from './wizard-step-client';
import { WizardStepDates } from './wizard-step-dates';
import { WizardStepDetails } from './wizard-step-details';
import { useMinimumStayOverride } from '@camping/ui/minimum-stay-override';
import { WizardStepLodging } from './wizard-step-lodging';
import './wizard.css';
import { Fact } from '../../../components/fact';

export interface NewReservationWizardProps {
  open: boolean;
  onClose: () => void;
  reportUnsavedChanges?: (dirty: boolean) => void;
}

export function NewReservationWizard({ open, onClose, reportUnsavedChanges }: NewReservationWizardProps) {
  const [step, setStep] = useState<WizardStep>(() => readWizardDraft()?.step ?? 1);
  const [busy, setBusy] = useState(false);
  const close = () => {
    clearWizardDraft();
    setStep(1);
    onClose();
  };
  const leave = useLeaveGuard(close, reportUnsavedChanges);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (!next ? leave.request() : undefined)}
        title="Nueva Reserva"
        description={`Paso ${step} de 4: ${WIZARD_STEPS[step - 1]}`}
        wide
        dismissable={!busy}
      >
        {open ? (
          <WizardBody
            step={step}
            setStep={setStep}
            onClose={close}
            onCancel={leave.request}
            onBusy={setBusy}
            reportUnsavedChanges={leave.report}
          />
        ) : null}
      </Dialog>
      <UnsavedChangesDialog open={open && leave.asking} onLeave={leave.confirm} onStay={leave.stay} />
    </>
  );
}

function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol className="rsv-steps" aria-label="Pasos">
      {WIZARD_STEPS.map((title, i) => {
        const n = (i + 1) as WizardStep;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li key={title} className={`rsv-steps-item ${state}`} aria-current={n === step ? 'step' : undefined}>
            <span className="rsv-steps-num" aria-hidden="true">
              {n < step ? '✓' : n}
            </span>
            <span className="rsv-steps-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}

function WizardBody({
  step,
  setStep,
  onClose,
  onCancel,
  onBusy,
  reportUnsavedChanges,
}: {
  step: WizardStep;
  setStep: (step: WizardStep) => void;
  /** After a successful save: nothing left to ask about. */
  onClose: () => void;
  /** «Cancelar»: asks first when the wizard holds input. */
  onCancel: () => void;
  onBusy: (busy: boolean) => void;
  reportUnsavedChanges?: (dirty: boolean) => void;
}) {
  const [today] = useState(() => todayIso());
  const [restored] = useState(readWizardDraft);
  const queryClient = useQueryClient();
  // The clients the receptionist chose or created in step 4 (found by the server's search): the valid ids.
  const [knownIds, setKnownIds] = useState<number[]>(restored?.knownIds ?? []);
  const validIds = useMemo(() => new Set(knownIds), [knownIds]);
  const form = useForm<WizardValues, unknown, WizardValues>({
    defaultValues: restored?.values ?? WIZARD_DEFAULTS,
    resolver: zodResolver(clientSelectionSchema(validIds)),
  });
  const values = { ...WIZARD_DEFAULTS, ...useWatch({ control: form.control }) } as WizardValues;
  const tipo = tipoOf(values);
  const units = useAvailableUnits(tipo, values.fecha_entrada, values.fecha_salida);
  // The unit chosen in step 2 stays known even when a refetch no longer lists it (taken meanwhile).
  const [chosenUnit, setChosenUnit] = useState<Hospedaje | null>(restored?.chosenUnit ?? null);
  const unit =
    units.data?.find((u) => String(u.id) === values.hospedaje_id) ??
    (chosenUnit && String(chosenUnit.id) === values.hospedaje_id ? chosenUnit : null);
  const quote = usePriceQuote(quoteInputFromForm(values, tipo, values.monto_manual));
  // The seasons' minimum stay (issue 35): step 3 goes on once the clerk overrides it with a reason, kept in the draft.
  const override = useMinimumStayOverride(quote.rechazo, restored?.override);
  const { exceptuar, motivo } = override;
  useWizardDraft({ step, values, knownIds, chosenUnit, override: { exceptuar, motivo } }, reportUnsavedChanges);
  const ownBlocker = stepBlocker(step, values, { today, total: quote.total, quoteStatus: quote.status, quoteError: quote.error });
  const blocker = ownBlocker ?? (step === 3 && override.blocker ? { message: override.blocker } : null);
  const create = useCreateReserva();
  const [submitError, setSubmitError] = useState<{ message: string; clash: boolean } | null>(null);
  useEffect(() => onBusy(create.isPending), [create.isPending, onBusy]);

  useNotifyOnce('error', quote.status === 'error' ? quote.error : null);

  const bodyRef = useRef<HTMLDivElement>(null);
  const goTo = (next: WizardStep) => {
    setSubmitError(null);
    setStep(next);
    bodyRef.current?.scrollTo?.({ top: 0 });
  };

  const submit = form.handleSubmit((v) => {
    setSubmitError(null);
    const payload = { ...buildReservaPayload(v, quote.total), ...override.body };
    const checked = reservaCreateSchema.safeParse(payload);
    if (!checked.success) {
      const message = firstIssueMessage(checked.error);
      setSubmitError({ message, clash: false });
      notify.error(message);
      return;
    }
    create.mutate(payload, {
      onSuccess: (res) => {
        notify.success(res.message || MSG.reservaCreada);
        onClose();
      },
      onError: (error) => {
        // Session ended: the shell's login dialog opens over the wizard, whose input stays; no error of ours.
        const message = failureMessage(error, MSG.errorCrearReserva);
        if (message === null) return;
        const clash = apiErrorStatus(error) === 409;
        if (clash) void queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] });
        setSubmitError({ message, clash });
        notify.error(message);
      },
    });
  });

  const onFormSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (step < 4) {
      if (!blocker) goTo((step + 1) as WizardStep);
      return;
    }
    void submit(event);
  };

  const senaRecibida = parseNumber(values.sena_monto);
  const summary = (
    <dl className="rsv-recap-list">
      <Fact label="Fechas">
        {formatDateAR(values.fecha_entrada)} → {formatDateAR(values.fecha_salida)} ·{' '}
        {nightsLabel(nightsBetween(values.fecha_entrada, values.fecha_salida))}
      </Fact>
      <Fact label="Hospedaje">{tipo === null ? '—' : unit ? unitName(tipo, unit.numero) : tipoLabel(tipo)}</Fact>
      <Fact label="Personas">
        {personasLabel(peopleOf(values))}
        {tipo === TIPO_CAMPING
          ? ` (${parseNumber(values.cantidad_adultos) ?? 0} adultos, ${parseNumber(values.cantidad_menores) ?? 0} menores)`
          : ''}
      </Fact>
      <Fact label="Pago">{METODO_PAGO_LABEL[values.metodo_pago as MetodoPago] ?? '—'}</Fact>
      <Fact label="Total" className="rsv-recap-total">{formatARSCents(quote.total)}</Fact>
      {senaRecibida !== null && senaRecibida > 0 ? (
        <Fact label="Seña">
          {formatARSCents(senaRecibida)} ({METODO_PAGO_LABEL[values.sena_metodo_pago as MetodoPago] ?? '—'}) · saldo{' '}
          {formatARSCents(saldoDe(quote.total, senaRecibida))}
        </Fact>
      ) : null}
    </dl>
  );

  return (
    <FormProvider {...form}>
      <form className="rsv-wizard" onSubmit={onFormSubmit} noValidate aria-label="Nueva reserva">
        <StepIndicator step={step} />
        <div className="rsv-wizard-body" ref={bodyRef}>
          {step === 1 ? <WizardStepDates today={today} values={values} /> : null}
          {step === 2 ? <WizardStepLodging values={values} onUnitChosen={setChosenUnit} /> : null}
          {step === 3 ? <WizardStepDetails values={values} quote={quote} unit={unit} blocker={blocker} override={override} /> : null}
          {step === 4 ? (
            <WizardStepClient
              clienteId={values.cliente_id}
              summary={summary}
              onKnownClient={(id) => setKnownIds((ids) => (ids.includes(id) ? ids : [...ids, id]))}
            />
          ) : null}
          {submitError ? (
            <div className="rsv-alert" role="alert">
              <p>{submitError.message}</p>
              {submitError.clash ? (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => {
                    form.setValue('hospedaje_id', '');
                    goTo(2);
                  }}
                >
                  Elegir otro hospedaje
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="rsv-wizard-footer">
          {step > 1 ? (
            <button type="button" className="btn btn-secondary" onClick={() => goTo((step - 1) as WizardStep)} disabled={create.isPending}>
              Volver
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              Cancelar
            </button>
          )}
          <p className="rsv-wizard-hint" role="status" aria-live="polite">
            {step < 4 && blocker ? blocker.message : ''}
          </p>
          {step < 4 ? (
            <button type="submit" className="btn btn-primary" disabled={blocker !== null}>
              Siguiente
            </button>
          ) : (
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {create.isPending ? 'Creando...' : 'Crear Reserva'}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
