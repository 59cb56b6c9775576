/**
 * Step 3, Detalles: payment method, people (a list for cabins and dormis, adults and minors for camping, a free count
 * for groups), the discount (an amount), observations, and the automatic total from the shared pricing rules
 * (typed by hand for groups).
 */
import { useFormContext } from 'react-hook-form';
import { LIMITES_PERSONAS } from '@camping/contracts/people-limits';
import { personasLabel } from '@camping/contracts/format';
import { METODO_PAGO_OPCIONES, TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { CampingPeopleFields } from '../../../components/camping-people-fields';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { PriceSummary } from '../../../components/price-summary';
import { useCantidades } from '../../lodging/api/use-cantidades';
import type { Quote } from '../../lodging/api/use-price-quote';
import { tipoOf, type Blocker, type WizardValues } from '../lib/wizard-rules';

export const WIZARD_PAYMENT_METHODS = METODO_PAGO_OPCIONES;

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
          <CampingPeopleFields
            idPrefix="wizard"
            adultos={values.cantidad_adultos}
            menores={values.cantidad_menores}
            registerAdultos={register('cantidad_adultos')}
            registerMenores={register('cantidad_menores')}
            errorAdultos={fieldError('cantidad_adultos')}
            errorMenores={fieldError('cantidad_menores')}
            totalId="wizard-total-personas"
            totalLabel="Total personas"
          />
        ) : tipo === TIPO_GRUPOS ? (
          <div className="rsv-row-2">
            <NumberField
              id="wizard-personas"
              label="Personas"
              kind="count"
              min={LIMITES_PERSONAS.grupoMinimo}
              max={LIMITES_PERSONAS.grupoMaximo}
              required
              error={fieldError('cantidad_personas')}
              registration={register('cantidad_personas')}
            />
            <NumberField
              id="wizard-monto"
              label="Monto del grupo ($)"
              kind="money"
              required
              error={fieldError('monto_manual')}
              registration={register('monto_manual')}
            />
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
                  {personasLabel(n)}
                </option>
              ))}
            </select>
          </FormField>
        )}

        <NumberField
          id="wizard-descuento"
          label="Descuento ($)"
          kind="money"
          step={1}
          error={fieldError('descuento')}
          hint="Opcional: un monto en pesos, no un porcentaje."
          registration={register('descuento')}
        />
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
