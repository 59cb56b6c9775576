/**
 * How many people one booking may hold: one set of limits for the API and every form (issue 15). A cabin or a
 * dormi is limited by its unit's capacity; camping and groups have no unit, so their limits live here.
 */
import { TIPO_CAMPING, TIPO_GRUPOS } from './domain';

export const LIMITES_PERSONAS = {
  /** Adults plus minors of one camping booking (the public quote, the wizard, Reserva Rápida and the API). */
  campingPorReserva: 30,
  /** Each of adults and minors alone can reach the whole booking's limit. */
  campingAdultosMax: 30,
  campingMenoresMax: 30,
  grupoMinimo: 1,
  grupoMaximo: 100,
} as const;

/** The highest people count any booking may carry: the schemas' upper bound, before the type's own limit. */
export const MAX_PERSONAS_RESERVA = Math.max(LIMITES_PERSONAS.campingPorReserva, LIMITES_PERSONAS.grupoMaximo);

export const LIMITE_MSG = {
  camping: `Camping: como máximo ${LIMITES_PERSONAS.campingPorReserva} personas por reserva (adultos y menores)`,
  grupos: `Grupos: como máximo ${LIMITES_PERSONAS.grupoMaximo} personas`,
} as const;

/** The type's people limit broken by `personas`, as a message, or null. Units are checked against their capacity. */
/** The most people one booking of the type may carry without its unit's capacity (a form's `max`). */
export function personasMax(tipoId: number): number {
  if (tipoId === TIPO_CAMPING) return LIMITES_PERSONAS.campingPorReserva;
  if (tipoId === TIPO_GRUPOS) return LIMITES_PERSONAS.grupoMaximo;
  return MAX_PERSONAS_RESERVA;
}

export function peopleLimitProblem(tipoId: number, personas: number): string | null {
  if (tipoId === TIPO_CAMPING && personas > LIMITES_PERSONAS.campingPorReserva) return LIMITE_MSG.camping;
  if (tipoId === TIPO_GRUPOS && personas > LIMITES_PERSONAS.grupoMaximo) return LIMITE_MSG.grupos;
  return null;
}
