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

export type PeopleAmountField = 'personas' | 'adultos' | 'menores' | 'montoGrupo' | 'descuento';

export interface PeopleAmountFieldsProps {
  /** Prefix of every id: `<prefix>-personas`, `<prefix>-adultos`, `<prefix>-monto`, `<prefix>-descuento`... */
  idPrefix: string;
  tipo: number | null;
  /** Adults and minors as typed, for the camping total. */
  adultos: string;
  menores: string;
  registrations: Record<PeopleAmountField, UseFormRegisterReturn>;
  errors: Partial<Record<PeopleAmountField, string>>;
  /** The people counts a cabin or dormi offers (its prices, up to the unit's capacity). */
  cantidades: readonly number[];
  /** Below the cabin and dormi people list: why it waits, or the unit's capacity. */
  personasHint?: string;
  personasDisabled?: boolean;
  /** The camping total's id and label (Reserva Rápida shows it as the booking's «Personas»). */
  campingTotal: { id: string; label: string };
}

export function PeopleAmountFields(props: PeopleAmountFieldsProps) {
  const { idPrefix: p, tipo, registrations: reg, errors } = props;
  const personasId = `${p}-personas`;
  return (
    <>
      {tipo === TIPO_CAMPING ? (
        <CampingPeopleFields
          idPrefix={p}
          adultos={props.adultos}
          menores={props.menores}
          registerAdultos={reg.adultos}
          registerMenores={reg.menores}
          errorAdultos={errors.adultos}
          errorMenores={errors.menores}
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
            error={errors.personas}
            registration={reg.personas}
          />
          <NumberField
            id={`${p}-monto`}
            label="Monto del grupo ($)"
            kind="money"
            required
            error={errors.montoGrupo}
            hint="Monto acordado con el grupo; el descuento se resta."
            registration={reg.montoGrupo}
          />
        </div>
      ) : (
        <FormField id={personasId} label="Personas" required error={errors.personas} hint={props.personasHint}>
          <select
            id={personasId}
            aria-invalid={Boolean(errors.personas)}
            aria-describedby={describedBy(personasId, errors.personas, Boolean(props.personasHint))}
            disabled={props.personasDisabled}
            {...reg.personas}
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
        error={errors.descuento}
        hint="Opcional: un monto en pesos, no un porcentaje."
        registration={reg.descuento}
      />
    </>
  );
}
