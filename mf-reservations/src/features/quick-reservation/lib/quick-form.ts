/**
 * Reserva Rápida's rules (spec sections 3 and 5): documento, nombre, apellido, teléfono, both dates, type, unit
 * (not for camping and grupos), people, payment method and total are required; vehicle, plate, discount and
 * observations are optional. Entry not before today; exit after entry. Built from the shared schema pieces, and the
 * payload is checked again with the shared reservaRapidaSchema before it is sent.
 */
import { z } from 'zod';
import { isIsoDate, todayIso } from '@camping/contracts/dates';
import {
  METODO_PAGO_OPCIONES,
  METODOS_PAGO,
  TIPO_CAMPING,
  TIPO_GRUPOS,
  tipoSinUnidad,
  type MetodoPago,
} from '@camping/contracts/domain';
import { entradaNuevaError, ordenFechasError } from '@camping/contracts/reserva-rules';
import { clienteInputSchema } from '@camping/contracts/schemas/cliente';
import { LIMITES_PERSONAS, MAX_PERSONAS_RESERVA, peopleLimitProblem } from '@camping/contracts/people-limits';
import { phoneProblem } from '@camping/contracts/phone';
import { MSG } from '@camping/contracts/messages';
import { roundMoney } from '@camping/contracts/money';
import { enteroEtiquetado, fechaIso, importe, montoPago, texto, textoOpcional } from '@camping/contracts/schemas/common';
import type { ReservaRapidaInput } from '@camping/contracts/schemas/reserva-rapida';
import { checkDateField, checkField } from '../../../lib/field-checks';
import { parseNumber } from '../../../lib/parse-number';

export interface QuickValues {
  documento: string;
  nombre: string;
  apellido: string;
  telefono: string;
  modelo_vehiculo: string;
  patente: string;
  fecha_entrada: string;
  fecha_salida: string;
  tipo_hospedaje_id: string;
  hospedaje_id: string;
  cantidad_personas: string;
  cantidad_adultos: string;
  cantidad_menores: string;
  metodo_pago: string;
  descuento: string;
  monto_total: string;
  observaciones: string;
  /** Issue 16: the seña received with the booking (optional) and how it was paid. */
  sena_monto: string;
  sena_metodo_pago: string;
}

export const QUICK_DEFAULTS: QuickValues = {
  documento: '',
  nombre: '',
  apellido: '',
  telefono: '',
  modelo_vehiculo: '',
  patente: '',
  fecha_entrada: '',
  fecha_salida: '',
  tipo_hospedaje_id: '',
  hospedaje_id: '',
  cantidad_personas: '',
  cantidad_adultos: '',
  cantidad_menores: '',
  metodo_pago: 'efectivo',
  descuento: '0',
  monto_total: '',
  observaciones: '',
  sena_monto: '',
  sena_metodo_pago: 'transferencia',
};

export const QUICK_PAYMENT_METHODS = METODO_PAGO_OPCIONES;

const pieces = {
  documento: clienteInputSchema.shape.documento,
  nombre: clienteInputSchema.shape.nombre,
  apellido: clienteInputSchema.shape.apellido,
  telefono: texto('teléfono', 30).superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  modelo_vehiculo: textoOpcional('modelo_vehiculo', 60),
  patente: textoOpcional('patente', 15),
  fecha_entrada: fechaIso('fecha_entrada'),
  fecha_salida: fechaIso('fecha_salida'),
  observaciones: textoOpcional('observaciones', 1000),
};
const numbers = {
  adultos: enteroEtiquetado({ etiqueta: 'Adultos', min: 0, max: LIMITES_PERSONAS.campingAdultosMax }),
  menores: enteroEtiquetado({ etiqueta: 'Menores', min: 0, max: LIMITES_PERSONAS.campingMenoresMax }),
  personasGrupo: enteroEtiquetado({ etiqueta: 'Personas', min: LIMITES_PERSONAS.grupoMinimo, max: LIMITES_PERSONAS.grupoMaximo }),
  personas: enteroEtiquetado({ etiqueta: 'Personas', min: 1, max: MAX_PERSONAS_RESERVA }),
  descuento: importe('descuento'),
  monto: importe('monto_total'),
  sena: montoPago('seña'),
};

export function quickTipo(v: Pick<QuickValues, 'tipo_hospedaje_id'>): number | null {
  const n = Number(v.tipo_hospedaje_id);
  return v.tipo_hospedaje_id !== '' && Number.isInteger(n) ? n : null;
}

export function quickPeople(v: QuickValues): number | null {
  if (quickTipo(v) === TIPO_CAMPING) {
    const a = parseNumber(v.cantidad_adultos);
    const m = parseNumber(v.cantidad_menores);
    return a === null && m === null ? null : (a ?? 0) + (m ?? 0);
  }
  return parseNumber(v.cantidad_personas);
}

/**
 * Every field as text. A control the browser disabled (the unit list while it is verified) reads as undefined, and a
 * restored draft may lack a field: both read as empty text, so the rules below always see all the fields.
 */
const asText = z.string().catch('');
const quickShape = Object.fromEntries(Object.keys(QUICK_DEFAULTS).map((key) => [key, asText])) as Record<keyof QuickValues, typeof asText>;

/** Under the computed amount while it cannot be computed yet: what it waits for, not «es obligatorio». */
export const MONTO_SE_CALCULA = 'El monto total se calcula al completar las fechas, el hospedaje y las personas';
/** A submit while the quote still waits for the seasons' limits (a group's dates). */
export const PRECIO_CALCULANDO = 'Calculando precio... Espere un momento e intente de nuevo';

/** Reserva Rápida's form rules, for `zodResolver`: text in, the same text out once every field passes. */
export function quickFormSchema(today: string = todayIso()) {
  return z.object(quickShape).superRefine((v, ctx) => {
    for (const key of Object.keys(pieces) as Array<keyof typeof pieces>) {
      if (key === 'fecha_entrada' || key === 'fecha_salida') checkDateField(ctx, pieces[key], v[key], key);
      else checkField(ctx, pieces[key], v[key], key);
    }
    const entradaPasada = isIsoDate(v.fecha_entrada) ? entradaNuevaError(v.fecha_entrada, today) : null;
    if (entradaPasada) ctx.addIssue({ code: 'custom', message: entradaPasada, path: ['fecha_entrada'] });
    if (isIsoDate(v.fecha_salida)) {
      const orden = isIsoDate(v.fecha_entrada) ? ordenFechasError(v.fecha_entrada, v.fecha_salida) : null;
      if (orden) {
        ctx.addIssue({ code: 'custom', message: orden, path: ['fecha_salida'] });
      } else if (!isIsoDate(v.fecha_entrada) && v.fecha_salida < today) {
        ctx.addIssue({ code: 'custom', message: 'La fecha de salida no puede ser anterior a hoy', path: ['fecha_salida'] });
      }
    }
    const tipo = quickTipo(v);
    if (tipo === null) {
      ctx.addIssue({ code: 'custom', message: 'El campo tipo de hospedaje es obligatorio', path: ['tipo_hospedaje_id'] });
    } else if (!tipoSinUnidad(tipo) && v.hospedaje_id === '') {
      ctx.addIssue({ code: 'custom', message: 'El campo número de hospedaje es obligatorio', path: ['hospedaje_id'] });
    }
    if (tipo === TIPO_CAMPING) {
      const a = checkField(ctx, numbers.adultos, v.cantidad_adultos, 'cantidad_adultos');
      const m = checkField(ctx, numbers.menores, v.cantidad_menores, 'cantidad_menores');
      if (a && m && Number(v.cantidad_adultos) + Number(v.cantidad_menores) < 1) {
        ctx.addIssue({ code: 'custom', message: 'Ingrese al menos una persona', path: ['cantidad_adultos'] });
      } else if (a && m) {
        const limite = peopleLimitProblem(TIPO_CAMPING, Number(v.cantidad_adultos) + Number(v.cantidad_menores));
        if (limite) ctx.addIssue({ code: 'custom', message: limite, path: ['cantidad_adultos'] });
      }
    } else if (tipo === TIPO_GRUPOS) {
      checkField(ctx, numbers.personasGrupo, v.cantidad_personas, 'cantidad_personas');
    } else if (tipo !== null) {
      checkField(ctx, numbers.personas, v.cantidad_personas, 'cantidad_personas');
    }
    if (!METODOS_PAGO.some((m) => m === v.metodo_pago)) {
      ctx.addIssue({ code: 'custom', message: 'El campo método de pago es obligatorio', path: ['metodo_pago'] });
    }
    if (v.descuento.trim() !== '') checkField(ctx, numbers.descuento, v.descuento, 'descuento');
    if (tipo !== TIPO_GRUPOS && v.monto_total.trim() === '') {
      // Issue 37: the clerk never types this amount, so «es obligatorio» would ask for the impossible.
      ctx.addIssue({ code: 'custom', message: MONTO_SE_CALCULA, path: ['monto_total'] });
    } else if (checkField(ctx, numbers.monto, v.monto_total, 'monto_total') && tipo !== null) {
      const total = quickTotal(v);
      if (total <= 0) ctx.addIssue({ code: 'custom', message: 'El monto total debe ser mayor a 0', path: ['monto_total'] });
    }
    if (v.sena_monto.trim() !== '' && checkField(ctx, numbers.sena, v.sena_monto, 'sena_monto')) {
      if (Number(v.sena_monto) > quickTotal(v)) ctx.addIssue({ code: 'custom', message: MSG.pagoExcedeTotal, path: ['sena_monto'] });
    }
  });
}

/** The amount to charge: the automatic total (already net of discount), or for groups the typed amount minus it. */
export function quickTotal(v: QuickValues): number {
  const monto = parseNumber(v.monto_total) ?? 0;
  if (quickTipo(v) !== TIPO_GRUPOS) return monto;
  const descuento = parseNumber(v.descuento) ?? 0;
  return Math.max(0, roundMoney(monto - Math.max(0, descuento)));
}

export function buildQuickPayload(v: QuickValues): ReservaRapidaInput {
  const tipo = quickTipo(v) ?? 0;
  return {
    cliente: {
      documento: v.documento.trim(),
      nombre: v.nombre,
      apellido: v.apellido,
      telefono: v.telefono,
      modelo_vehiculo: v.modelo_vehiculo,
      patente: v.patente,
    },
    reserva: {
      tipo_hospedaje_id: tipo,
      hospedaje_id: tipoSinUnidad(tipo) ? null : parseNumber(v.hospedaje_id),
      fecha_entrada: v.fecha_entrada,
      fecha_salida: v.fecha_salida,
      cantidad_personas: quickPeople(v) ?? 0,
      monto_total: quickTotal(v),
      metodo_pago: v.metodo_pago as MetodoPago,
      descuento: parseNumber(v.descuento) ?? 0,
      observaciones: v.observaciones,
      ...(v.sena_monto.trim() !== ''
        ? { sena_monto: parseNumber(v.sena_monto) ?? undefined, sena_metodo_pago: v.sena_metodo_pago as MetodoPago }
        : {}),
    },
  };
}
