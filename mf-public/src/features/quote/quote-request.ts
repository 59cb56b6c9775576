/**
 * What the visitor asks for, and the checks made before asking the server: the same rules the API applies
 * (dates from today, exit after entry, people within the type's range), in Spanish.
 */
import { addDaysIso, isIsoDate, maxFutureIso, nightsBetween, todayIso } from '@camping/contracts/dates';
import { TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS } from '@camping/contracts/domain';
import { wholeNumberProblem } from '@camping/contracts/field-messages';
import { personasLabel } from '@camping/contracts/format';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import { LIMITE_MSG, LIMITES_PERSONAS } from '@camping/contracts/people-limits';
import type { CotizacionQuery } from '@camping/contracts/schemas/cotizacion';

export type TipoPublico = typeof TIPO_CABANA | typeof TIPO_DORMIS | typeof TIPO_CAMPING;

export const TIPOS_PUBLICOS: ReadonlyArray<{ id: TipoPublico; label: string; articulo: string; maxPersonas: number }> = [
  { id: TIPO_CABANA, label: 'Cabaña', articulo: 'una cabaña', maxPersonas: 5 },
  { id: TIPO_DORMIS, label: 'Dormi', articulo: 'un dormi', maxPersonas: 4 },
  { id: TIPO_CAMPING, label: 'Camping', articulo: 'una parcela de camping', maxPersonas: LIMITES_PERSONAS.campingPorReserva },
];

export function tipoPublico(id: TipoPublico) {
  return TIPOS_PUBLICOS.find((t) => t.id === id) ?? TIPOS_PUBLICOS[0];
}

export interface QuoteRequest {
  tipo: TipoPublico;
  entrada: string;
  salida: string;
  personas: number;
  adultos: number;
  menores: number;
}

export function defaultRequest(tipo: TipoPublico, today = todayIso()): QuoteRequest {
  return { tipo, entrada: addDaysIso(today, 1), salida: addDaysIso(today, 3), personas: 2, adultos: 2, menores: 0 };
}

export const QUOTE_MSG = {
  faltaEntrada: 'Elegí la fecha de entrada',
  faltaSalida: 'Elegí la fecha de salida',
  entradaPasada: MSG_PUBLICO.fechaEntradaPasada,
  salidaAntes: MSG_PUBLICO.fechaEntradaAnterior,
  muyLejos: 'Las fechas no pueden superar los 10 años desde hoy',
  sinPersonas: 'Indique al menos una persona',
  demasiadosCamping: LIMITE_MSG.camping,
} as const;

/** The camping counts as the form labels them; the API says the same (`enteroEtiquetado` in libs/contracts). */
export const ADULTOS_RULE = { etiqueta: 'Adultos', min: 1, max: LIMITES_PERSONAS.campingAdultosMax } as const;
export const MENORES_RULE = { etiqueta: 'Menores', min: 0, max: LIMITES_PERSONAS.campingMenoresMax } as const;

/** The first problem of the request, or null when it can be sent. */
export function validateRequest(r: QuoteRequest, today = todayIso()): string | null {
  if (!isIsoDate(r.entrada)) return QUOTE_MSG.faltaEntrada;
  if (!isIsoDate(r.salida)) return QUOTE_MSG.faltaSalida;
  if (r.entrada < today) return QUOTE_MSG.entradaPasada;
  if (r.salida <= r.entrada) return QUOTE_MSG.salidaAntes;
  if (r.salida > maxFutureIso(today)) return QUOTE_MSG.muyLejos;
  if (r.tipo === TIPO_CAMPING) {
    const problem = wholeNumberProblem(r.adultos, ADULTOS_RULE) ?? wholeNumberProblem(r.menores, MENORES_RULE);
    if (problem) return problem;
    if (r.adultos + r.menores > LIMITES_PERSONAS.campingPorReserva) return QUOTE_MSG.demasiadosCamping;
    return null;
  }
  return wholeNumberProblem(r.personas, { etiqueta: 'Personas', min: 1, max: tipoPublico(r.tipo).maxPersonas });
}

export function toQuery(r: QuoteRequest): CotizacionQuery {
  const base = { tipo_hospedaje_id: r.tipo, fecha_entrada: r.entrada, fecha_salida: r.salida };
  return r.tipo === TIPO_CAMPING
    ? { ...base, cantidad_adultos: r.adultos, cantidad_menores: r.menores }
    : { ...base, cantidad_personas: r.personas };
}

export function nights(r: QuoteRequest): number {
  return nightsBetween(r.entrada, r.salida);
}

/** '2 adultos y 1 menor', '4 personas', '1 persona'. */
export function peopleText(r: QuoteRequest): string {
  if (r.tipo === TIPO_CAMPING) {
    const adultos = `${r.adultos} ${r.adultos === 1 ? 'adulto' : 'adultos'}`;
    if (r.menores === 0) return adultos;
    return `${adultos} y ${r.menores} ${r.menores === 1 ? 'menor' : 'menores'}`;
  }
  return personasLabel(r.personas);
}
