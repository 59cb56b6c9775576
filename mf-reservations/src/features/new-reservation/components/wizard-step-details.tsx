/**
 * Step 3, Detalles: payment method, people (a list for cabins and dormis, adults and minors for camping, a free count
 * for groups), the discount (an amount), observations, and the automatic total from the shared pricing rules
 * (typed by hand for groups).
 */
import { useFormContext } from 'react-hook-form';
import { TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { FormField, describedBy } from '../../../components/form-field';
import { PriceSummary } from '../../../components/price-summary';
import { parseNumber } from '../../../lib/parse-number';
import { useCantidades } from '../../lodging/api/use-cantidades';
import type { Quote } from '../../lodging/api/use-price-quote';
import { tipoOf, type Blocker, type WizardValues } from '../lib/wizard-rules';

export const WIZARD_PAYMENT_METHODS = [
  { value: 'efectivo', label: 'Efectivo' },
  { value: 'transferencia', label: 'Transferencia' },
] as const;

export function WizardStepDetails({
  values,
  quote,
  unit,
  blocker,
}: {
  values: WizardValues;
  quote: Quote;
  unit: Hospedaje | null;
  blocker: Blocker | null;
}) {
  const { register } = useFormContext<WizardValues>();
  const tipo = tipoOf(values);
  const cantidades = useCantidades(tipo, unit?.capacidad ?? null);
  // Only a value that was typed and is wrong is marked on its field; what is still missing shows by the button.
  const fieldError = (name: keyof WizardValues) =>
    blocker?.field === name && values[name].trim() !== '' ? blocker.message : undefined;
  const campingTotal = (parseNumber(values.cantidad_adultos) ?? 0) + (parseNumber(values.cantidad_menores) ?? 0);

  return (
    <div className="rsv-step rsv-details">
      <div className="rsv-details-fields">
        <fieldset className="rsv-fieldset">
          <legend>Método de pago</legend>
          <div className="rsv-segmented">
            {WIZARD_PAYMENT_METHODS.map((m) => (
              <label key={m.value} className={values.metodo_pago === m.value ? 'rsv-seg selected' : 'rsv-seg'}>
                <input type="radio" value={m.value} className="visually-hidden" {...register('metodo_pago')} />
                {m.label}
              </label>
            ))}
          </div>
        </fieldset>

        {tipo === TIPO_CAMPING ? (
          <div className="rsv-row-3">
            <FormField id="wizard-adultos" label="Adultos" required error={fieldError('cantidad_adultos')}>
              <input
                id="wizard-adultos"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-invalid={Boolean(fieldError('cantidad_adultos'))}
                aria-describedby={describedBy('wizard-adultos', fieldError('cantidad_adultos'))}
                {...register('cantidad_adultos')}
              />
            </FormField>
            <FormField id="wizard-menores" label="Menores" required error={fieldError('cantidad_menores')}>
              <input
                id="wizard-menores"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-invalid={Boolean(fieldError('cantidad_menores'))}
                aria-describedby={describedBy('wizard-menores', fieldError('cantidad_menores'))}
                {...register('cantidad_menores')}
              />
            </FormField>
            <FormField id="wizard-total-personas" label="Total personas">
              <input id="wizard-total-personas" type="number" readOnly value={campingTotal} tabIndex={-1} />
            </FormField>
          </div>
        ) : tipo === TIPO_GRUPOS ? (
          <div className="rsv-row-2">
            <FormField id="wizard-personas" label="Personas" required error={fieldError('cantidad_personas')}>
              <input
                id="wizard-personas"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                aria-invalid={Boolean(fieldError('cantidad_personas'))}
                aria-describedby={describedBy('wizard-personas', fieldError('cantidad_personas'))}
                {...register('cantidad_personas')}
              />
            </FormField>
            <FormField id="wizard-monto" label="Monto del grupo ($)" required error={fieldError('monto_manual')}>
              <input
                id="wizard-monto"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                aria-invalid={Boolean(fieldError('monto_manual'))}
                aria-describedby={describedBy('wizard-monto', fieldError('monto_manual'))}
                {...register('monto_manual')}
              />
            </FormField>
          </div>
        ) : (
          <FormField
            id="wizard-personas"
            label="Personas"
            required
            hint={unit ? `Capacidad: ${unit.capacidad} personas` : undefined}
          >
            <select id="wizard-personas" aria-describedby={unit ? 'wizard-personas-hint' : undefined} {...register('cantidad_personas')}>
              <option value="">{cantidades.length ? 'Elija la cantidad' : 'Cargando...'}</option>
              {cantidades.map((n) => (
                <option key={n} value={String(n)}>
                  {n} personas
                </option>
              ))}
            </select>
          </FormField>
        )}

        <FormField id="wizard-descuento" label="Descuento ($)" error={fieldError('descuento')} hint="Opcional: un monto en pesos, no un porcentaje.">
          <input
            id="wizard-descuento"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-invalid={Boolean(fieldError('descuento'))}
            aria-describedby={describedBy('wizard-descuento', fieldError('descuento'), true)}
            {...register('descuento')}
          />
        </FormField>
        <FormField id="wizard-observaciones" label="Observaciones">
          <textarea id="wizard-observaciones" rows={2} maxLength={1000} {...register('observaciones')} />
        </FormField>
      </div>
      <aside className="rsv-details-price" aria-label="Monto de la reserva">
        <h3 className="rsv-side-title">Monto</h3>
        <PriceSummary quote={quote} />
      </aside>
    </div>
  );
}
