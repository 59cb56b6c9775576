/**
 * People and amount of a new booking, shared by the wizard's step 3 and Reserva Rápida: people as the type asks for
 * them (adults and minors for camping, a free count for groups, a list up to the unit's capacity for cabins and
 * dormis), the amount agreed with a group (groups have no price table) and the discount, an amount in pesos.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { personasLabel } from '@camping/contracts/format';
import { TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import { LIMITES_PERSONAS } from '@camping/contracts/people-limits';
import { CampingPeopleFields } from './camping-people-fields';
import { FormField, describedBy } from './form-field';
import { NumberField } from './number-field';

/** The form fields this fieldset shows; `monto_grupo` is the form's own amount field (groups type it by hand). */
export type PeopleAmountField = 'cantidad_personas' | 'cantidad_adultos' | 'cantidad_menores' | 'monto_grupo' | 'descuento';

export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error?: string;
}

export interface PeopleAmountFieldsProps {
  /** Prefix of every id: `<prefix>-personas`, `<prefix>-adultos`, `<prefix>-monto`, `<prefix>-descuento`... */
  idPrefix: string;
  tipo: number | null;
  /** Adults and minors as typed, for the camping total. */
  adultos: string;
  menores: string;
  /** The form's registration and error of each field. */
  bind: (field: PeopleAmountField) => FieldBinding;
  /** The people counts a cabin or dormi offers (its prices, up to the unit's capacity). */
  cantidades: readonly number[];
  /** Below the cabin and dormi people list: why it waits, or the unit's capacity. */
  personasHint?: string;
  personasDisabled?: boolean;
  /** The camping total's id and label (Reserva Rápida shows it as the booking's «Personas»). */
  campingTotal: { id: string; label: string };
}

export function PeopleAmountFields(props: PeopleAmountFieldsProps) {
  const { idPrefix: p, tipo, bind } = props;
  const personasId = `${p}-personas`;
  const personas = bind('cantidad_personas');
  const adultos = bind('cantidad_adultos');
  const menores = bind('cantidad_menores');
  return (
    <>
      {tipo === TIPO_CAMPING ? (
        <CampingPeopleFields
          idPrefix={p}
          adultos={props.adultos}
          menores={props.menores}
          registerAdultos={adultos.registration}
          registerMenores={menores.registration}
          errorAdultos={adultos.error}
          errorMenores={menores.error}
          totalId={props.campingTotal.id}
          totalLabel={props.campingTotal.label}
        />
      ) : tipo === TIPO_GRUPOS ? (
        <div className="rsv-row-2">
          <NumberField
            id={personasId}
            label="Personas"
            kind="count"
            min={LIMITES_PERSONAS.grupoMinimo}
            max={LIMITES_PERSONAS.grupoMaximo}
            required
            error={personas.error}
            registration={personas.registration}
          />
          <NumberField
            id={`${p}-monto`}
            label="Monto del grupo ($)"
            kind="money"
            required
            error={bind('monto_grupo').error}
            hint="Monto acordado con el grupo; el descuento se resta."
            registration={bind('monto_grupo').registration}
          />
        </div>
      ) : (
        <FormField id={personasId} label="Personas" required error={personas.error} hint={props.personasHint}>
          <select
            id={personasId}
            aria-invalid={Boolean(personas.error)}
            aria-describedby={describedBy(personasId, personas.error, Boolean(props.personasHint))}
            disabled={props.personasDisabled}
            {...personas.registration}
          >
            <option value="">Seleccione</option>
            {props.cantidades.map((n) => (
              <option key={n} value={String(n)}>
                {personasLabel(n)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <NumberField
        id={`${p}-descuento`}
        label="Descuento ($)"
        kind="money"
        step={1}
        error={bind('descuento').error}
        hint="Opcional: un monto en pesos, no un porcentaje."
        registration={bind('descuento').registration}
      />
    </>
  );
}
