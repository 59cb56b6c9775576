/**
 * What each step of the new-reservation wizard needs before 'Siguiente' (spec sections 4 and 5):
 * 1 both dates (from today on); 2 a unit unless the type is camping or grupos; 3 a payment method and a positive
 * total, with grupos needing people and amount > 0, camping needing adults and minors filled in, and other types a
 * people count; 4 a selected client (checked on submit, with the spec's two messages).
 */
import { isIsoDate } from '@camping/contracts/dates';
import { TIPO_CAMPING, TIPO_GRUPOS, tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { LIMITES_PERSONAS, peopleLimitProblem } from '@camping/contracts/people-limits';
import { entradaNuevaError, ordenFechasError } from '@camping/contracts/reserva-rules';
import { enteroEtiquetado, importe, montoPago } from '@camping/contracts/schemas/common';
import { z } from 'zod';

export const WIZARD_STEPS = ['Fechas', 'Hospedaje', 'Detalles', 'Cliente'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

export interface WizardValues {
  fecha_entrada: string;
  fecha_salida: string;
  tipo_hospedaje_id: string;
  hospedaje_id: string;
  metodo_pago: string;
  cantidad_personas: string;
  cantidad_adultos: string;
  cantidad_menores: string;
  monto_manual: string;
  descuento: string;
  observaciones: string;
  /** Issue 16: the seña received with the booking (optional) and how it was paid. */
  sena_monto: string;
  sena_metodo_pago: string;
  cliente_id: string;
}

export const WIZARD_DEFAULTS: WizardValues = {
  fecha_entrada: '',
  fecha_salida: '',
  tipo_hospedaje_id: '',
  hospedaje_id: '',
  metodo_pago: 'efectivo',
  cantidad_personas: '',
  cantidad_adultos: '',
  cantidad_menores: '',
  monto_manual: '',
  descuento: '0',
  observaciones: '',
  sena_monto: '',
  sena_metodo_pago: 'transferencia',
  cliente_id: '',
};

export interface Blocker {
  /** The field to mark, when the problem is a value typed there. */
  field?: keyof WizardValues;
  message: string;
}

export interface WizardContext {
  today: string;
  /** The automatic (or group) total after discount. */
  total: number;
  quoteStatus: 'idle' | 'calculating' | 'ready' | 'error';
  quoteError: string | null;
}

const numberRules = {
  cantidad_adultos: enteroEtiquetado({ etiqueta: 'Adultos', min: 0, max: LIMITES_PERSONAS.campingAdultosMax }),
  cantidad_menores: enteroEtiquetado({ etiqueta: 'Menores', min: 0, max: LIMITES_PERSONAS.campingMenoresMax }),
  cantidad_personas_grupo: enteroEtiquetado({
    etiqueta: 'Personas',
    min: LIMITES_PERSONAS.grupoMinimo,
    max: LIMITES_PERSONAS.grupoMaximo,
  }),
  monto_manual: importe('monto del grupo'),
  descuento: importe('descuento'),
  sena: montoPago('seña'),
};

function check(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Valor inválido');
}

export function tipoOf(v: WizardValues): number | null {
  const n = Number(v.tipo_hospedaje_id);
  return v.tipo_hospedaje_id !== '' && Number.isInteger(n) ? n : null;
}

/** Why the step cannot continue, or null when it can. */
export function stepBlocker(step: WizardStep, v: WizardValues, ctx: WizardContext): Blocker | null {
  if (step === 1) {
    if (!isIsoDate(v.fecha_entrada) || !isIsoDate(v.fecha_salida)) {
      return { message: 'Elija en el calendario la fecha de entrada y la de salida.' };
    }
    // The API's own date rules (libs/contracts reserva-rules), so the wizard never says yes where the API says no.
    const fechas = entradaNuevaError(v.fecha_entrada, ctx.today) ?? ordenFechasError(v.fecha_entrada, v.fecha_salida);
    return fechas ? { field: 'fecha_entrada', message: fechas } : null;
  }
  if (step === 2) {
    const tipo = tipoOf(v);
    if (tipo === null) return { message: 'Elija el tipo de hospedaje.' };
    if (!tipoSinUnidad(tipo) && v.hospedaje_id === '') return { message: 'Elija un hospedaje disponible.' };
    return null;
  }
  if (step === 3) return detailsBlocker(v, ctx) ?? senaBlocker(v, ctx.total);
  return null;
}

/** The seña, when typed: a positive amount no larger than the total (the API's own rule, MSG.pagoExcedeTotal). */
function senaBlocker(v: WizardValues, total: number): Blocker | null {
  if (v.sena_monto.trim() === '') return null;
  const error = check(numberRules.sena, v.sena_monto);
  if (error) return { field: 'sena_monto', message: error };
  if (Number(v.sena_monto) > total) return { field: 'sena_monto', message: MSG.pagoExcedeTotal };
  return null;
}

function detailsBlocker(v: WizardValues, ctx: WizardContext): Blocker | null {
  const tipo = tipoOf(v);
  if (v.metodo_pago === '') return { field: 'metodo_pago', message: 'Elija el método de pago.' };
  if (v.descuento.trim() !== '') {
    const error = check(numberRules.descuento, v.descuento);
    if (error) return { field: 'descuento', message: error };
  }
  if (tipo === TIPO_GRUPOS) {
    if (v.cantidad_personas.trim() === '') return { field: 'cantidad_personas', message: 'Ingrese la cantidad de personas del grupo.' };
    const personas = check(numberRules.cantidad_personas_grupo, v.cantidad_personas);
    if (personas) return { field: 'cantidad_personas', message: personas };
    if (v.monto_manual.trim() === '') return { field: 'monto_manual', message: 'Ingrese el monto del grupo.' };
    const monto = check(numberRules.monto_manual, v.monto_manual);
    if (monto) return { field: 'monto_manual', message: monto };
    if (ctx.total <= 0) return { field: 'monto_manual', message: 'El total debe ser mayor a 0.' };
    return null;
  }
  if (tipo === TIPO_CAMPING) {
    if (v.cantidad_adultos.trim() === '' || v.cantidad_menores.trim() === '') {
      return { message: 'Ingrese la cantidad de adultos y de menores (0 si no hay).' };
    }
    const adultos = check(numberRules.cantidad_adultos, v.cantidad_adultos);
    if (adultos) return { field: 'cantidad_adultos', message: adultos };
    const menores = check(numberRules.cantidad_menores, v.cantidad_menores);
    if (menores) return { field: 'cantidad_menores', message: menores };
    if (Number(v.cantidad_adultos) + Number(v.cantidad_menores) < 1) {
      return { field: 'cantidad_adultos', message: 'Ingrese al menos una persona.' };
    }
    const limite = peopleLimitProblem(TIPO_CAMPING, Number(v.cantidad_adultos) + Number(v.cantidad_menores));
    if (limite) return { field: 'cantidad_adultos', message: limite };
  } else if (v.cantidad_personas === '') {
    return { field: 'cantidad_personas', message: 'Elija la cantidad de personas.' };
  }
  if (ctx.quoteStatus === 'calculating') return { message: 'Calculando precio...' };
  if (ctx.quoteStatus === 'error' && ctx.quoteError) return { message: ctx.quoteError };
  if (ctx.total <= 0) return { message: 'El total debe ser mayor a 0.' };
  return null;
}

const asText = z.string().catch('');
const wizardShape = Object.fromEntries(Object.keys(WIZARD_DEFAULTS).map((key) => [key, asText])) as Record<keyof WizardValues, typeof asText>;

/**
 * Step 4's check, run on submit through react-hook-form: every field as text (steps 1 to 3 are checked by
 * `stepBlocker` before «Siguiente»), and a client chosen among those found or created here.
 */
export function clientSelectionSchema(knownIds: ReadonlySet<number>) {
  return z.object(wizardShape).superRefine(({ cliente_id: id }, ctx) => {
    if (id.trim() === '') ctx.addIssue({ code: 'custom', message: MSG.seleccioneCliente, path: ['cliente_id'] });
    else if (!knownIds.has(Number(id))) ctx.addIssue({ code: 'custom', message: MSG.clienteInvalido, path: ['cliente_id'] });
  });
}
