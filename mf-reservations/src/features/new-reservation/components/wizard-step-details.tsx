/**
 * Step 3, Detalles: payment method, people (a list for cabins and dormis, adults and minors for camping, a free count
 * for groups), the discount (an amount), the seña received (optional), observations, and the automatic total from
 * the shared pricing rules (typed by hand for groups) with its breakdown by season, and the seasons' minimum stay with
 * its override.
 */
import { useFormContext } from 'react-hook-form';
import { METODO_PAGO_OPCIONES } from '@camping/contracts/domain';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { FormField } from '../../../components/form-field';
import { PeopleAmountFields } from '../../../components/people-amount-fields';
import { MinimumStayOverrideFields, type MinimumStayOverride } from '@camping/ui/minimum-stay-override';
import { PriceSummary } from '../../../components/price-summary';
import { SenaFields } from '../../../components/sena-fields';
import { useCantidades } from '../../lodging/api/use-cantidades';
import type { Quote } from '../../lodging/api/use-price-quote';
import { tipoOf, type Blocker, type WizardValues } from '../lib/wizard-rules';

export const WIZARD_PAYMENT_METHODS = METODO_PAGO_OPCIONES;

export function WizardStepDetails({
  values,
  quote,
  unit,
  blocker,
  override,
}: {
  values: WizardValues;
  quote: Quote;
  unit: Hospedaje | null;
  blocker: Blocker | null;
  override: MinimumStayOverride;
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

        <PeopleAmountFields
          idPrefix="wizard"
          tipo={tipo}
          adultos={values.cantidad_adultos}
          menores={values.cantidad_menores}
          bind={(field) => {
            const name = field === 'monto_grupo' ? 'monto_manual' : field;
            return { registration: register(name), error: fieldError(name) };
          }}
          cantidades={cantidades}
          personasHint={unit ? `Capacidad: ${unit.capacidad} personas` : undefined}
          campingTotal={{ id: 'wizard-total-personas', label: 'Total personas' }}
        />
        <SenaFields
          idPrefix="wizard"
          total={quote.total}
          monto={values.sena_monto}
          montoRegistration={register('sena_monto')}
          metodoRegistration={register('sena_metodo_pago')}
          montoError={fieldError('sena_monto')}
        />
        <FormField id="wizard-observaciones" label="Observaciones">
          <textarea id="wizard-observaciones" rows={2} maxLength={1000} {...register('observaciones')} />
        </FormField>
      </div>
      <aside className="rsv-details-price" aria-label="Monto de la reserva">
        <h3 className="rsv-side-title">Monto</h3>
        <PriceSummary quote={quote} />
        <MinimumStayOverrideFields idPrefix="wizard" override={override} showError={override.motivo !== ''} />
      </aside>
    </div>
  );
}
