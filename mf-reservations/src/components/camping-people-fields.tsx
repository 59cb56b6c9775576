/**
 * Camping takes adults and minors separately (integers, at least 0); the people total is their sum, read-only, and
 * at most the shared camping limit per booking.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITES_PERSONAS } from '@camping/contracts/people-limits';
import { parseNumber } from '../lib/parse-number';
import { FormField } from './form-field';
import { NumberField } from './number-field';

export interface CampingPeopleFieldsProps {
  idPrefix: string;
  adultos: string;
  menores: string;
  registerAdultos: UseFormRegisterReturn;
  registerMenores: UseFormRegisterReturn;
  errorAdultos?: string;
  errorMenores?: string;
  totalId: string;
  totalLabel: string;
}

export function CampingPeopleFields(props: CampingPeopleFieldsProps) {
  const total = (parseNumber(props.adultos) ?? 0) + (parseNumber(props.menores) ?? 0);
  return (
    <div className="rsv-row-3">
      <NumberField
        id={`${props.idPrefix}-adultos`}
        label="Adultos"
        kind="count"
        max={LIMITES_PERSONAS.campingAdultosMax}
        required
        error={props.errorAdultos}
        registration={props.registerAdultos}
      />
      <NumberField
        id={`${props.idPrefix}-menores`}
        label="Menores"
        kind="count"
        max={LIMITES_PERSONAS.campingMenoresMax}
        required
        error={props.errorMenores}
        registration={props.registerMenores}
      />
      <FormField id={props.totalId} label={props.totalLabel} hint={`Hasta ${LIMITES_PERSONAS.campingPorReserva} por reserva`}>
        <input id={props.totalId} type="number" readOnly tabIndex={-1} value={total} />
      </FormField>
    </div>
  );
}
