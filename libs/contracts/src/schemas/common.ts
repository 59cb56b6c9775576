/** Building blocks for schemas whose every message is Spanish and names its field. */
import { z } from 'zod';
import { isIsoDate, maxFutureIso, todayIso } from '../dates';
import { etiquetaCampo } from '../field-labels';
import { CAMPO_MSG, type WholeNumberRule } from '../field-messages';
import { MSG_PUBLICO } from '../messages-publico';
import { normalizePhone, phoneProblem } from '../phone';

// In the browser zod must not try to compile parsers with `new Function`: our Content-Security-Policy forbids eval,
// so the probe only produced a CSP violation report (Lighthouse 'inspector-issues'). The config is global (on
// globalThis), and every API call's schema passes through this module. The API keeps zod's faster compiled parsers.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** Query strings and older clients send numbers as text: accept '12' as 12, but never '' or 'abc'. */
function numericFromText(value: unknown): unknown {
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return value;
}

function typeMessage(campo: string, expected: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `El campo ${etiquetaCampo(campo)} es obligatorio`
      : `El campo ${etiquetaCampo(campo)} debe ser ${expected}`;
}

export function texto(campo: string, max: number) {
  return z
    .string({ error: typeMessage(campo, 'un texto') })
    .trim()
    .min(1, { error: `El campo ${etiquetaCampo(campo)} es obligatorio` })
    .max(max, { error: `El campo ${etiquetaCampo(campo)} no puede superar los ${max} caracteres` });
}

/** Optional text: empty or blank becomes null. */
export function textoOpcional(campo: string, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `El campo ${etiquetaCampo(campo)} debe ser un texto` })
      .max(max, { error: `El campo ${etiquetaCampo(campo)} no puede superar los ${max} caracteres` })
      .nullable()
      .optional(),
  );
}

export function entero(campo: string, opts: { min?: number; max?: number } = {}) {
  let schema = z.number({ error: typeMessage(campo, 'un número entero') }).int({
    error: `El campo ${etiquetaCampo(campo)} debe ser un número entero`,
  });
  if (opts.min !== undefined)
    schema = schema.min(opts.min, { error: `El campo ${etiquetaCampo(campo)} debe ser mayor o igual a ${opts.min}` });
  if (opts.max !== undefined)
    schema = schema.max(opts.max, { error: `El campo ${etiquetaCampo(campo)} debe ser menor o igual a ${opts.max}` });
  return z.preprocess(numericFromText, schema);
}

/**
 * Money is `numeric(12,2)`: a third decimal would be rounded away by PostgreSQL without a word, so it is refused.
 * Read on the number's shortest text form, which is exact for every value a form or `roundCents` produces.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

export function importe(campo: string, opts: { max?: number } = {}) {
  const max = opts.max ?? 9_999_999_999;
  return z.preprocess(
    numericFromText,
    z
      .number({ error: typeMessage(campo, 'un número') })
      .refine(Number.isFinite, { error: `El campo ${etiquetaCampo(campo)} debe ser un número` })
      .min(0, { error: `El campo ${etiquetaCampo(campo)} debe ser mayor o igual a 0` })
      .max(max, { error: `El campo ${etiquetaCampo(campo)} es demasiado grande` })
      .refine(hasAtMostTwoDecimals, { error: `El campo ${etiquetaCampo(campo)} no puede tener más de dos decimales` }),
  );
}

/** The most one amount may be: numeric(12,2). */
const MONTO_PAGO_MAXIMO = 9_999_999_999;

/** An amount received: a number above 0 with at most two decimals ('El monto debe ser mayor a 0'). */
export function montoPago(campo = 'monto') {
  return z.preprocess(
    numericFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? `El campo ${etiquetaCampo(campo)} es obligatorio`
            : `El campo ${etiquetaCampo(campo)} debe ser un número`,
      })
      .refine(Number.isFinite, { error: `El campo ${etiquetaCampo(campo)} debe ser un número` })
      .refine((v) => v > 0, { error: MSG_PUBLICO.pagoMontoPositivo })
      .refine((v) => v <= MONTO_PAGO_MAXIMO, { error: `El campo ${etiquetaCampo(campo)} es demasiado grande` })
      .refine(hasAtMostTwoDecimals, { error: `El campo ${etiquetaCampo(campo)} no puede tener más de dos decimales` }),
  );
}

/**
 * An amount above 0 and at most `max` (with `maxTexto`, the limit as the clerk reads it), at most two decimals; the
 * text a form holds is accepted as a number. For the stay's charges (issue 32), whose limit is lower than a column's.
 */
export function montoHasta(campo: string, max: number, maxTexto: string) {
  return z.preprocess(
    numericFromText,
    z
      .number({ error: typeMessage(campo, 'un número') })
      .refine(Number.isFinite, { error: `El campo ${etiquetaCampo(campo)} debe ser un número` })
      .refine((v) => v > 0, { error: `El campo ${etiquetaCampo(campo)} debe ser mayor a 0` })
      .refine((v) => v <= max, { error: `El campo ${etiquetaCampo(campo)} no puede superar ${maxTexto}` })
      .refine(hasAtMostTwoDecimals, { error: `El campo ${etiquetaCampo(campo)} no puede tener más de dos decimales` }),
  );
}

/**
 * A whole number whose messages name the field as the screen labels it («Adultos: como máximo 30»): for the
 * counts a visitor or a clerk types. Same order as `wholeNumberProblem`, which the forms use.
 */
export function enteroEtiquetado({ etiqueta, min, max }: WholeNumberRule) {
  let schema = z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? CAMPO_MSG.obligatorio(etiqueta)
          : CAMPO_MSG.entero(etiqueta),
    })
    .int({ error: CAMPO_MSG.entero(etiqueta) });
  if (min !== undefined) schema = schema.min(min, { error: CAMPO_MSG.minimo(etiqueta, min) });
  if (max !== undefined) schema = schema.max(max, { error: CAMPO_MSG.maximo(etiqueta, max) });
  return z.preprocess(numericFromText, schema);
}

/** An optional phone (see `phone.ts`): blank becomes null; otherwise tidied, then checked. */
export function telefonoOpcional(max = 30) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? normalizePhone(v) : v),
    z
      .string({ error: `El campo ${etiquetaCampo('telefono')} debe ser un texto` })
      .max(max, { error: `El campo ${etiquetaCampo('telefono')} no puede superar los ${max} caracteres` })
      .superRefine((v, ctx) => {
        const problem = phoneProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .nullable()
      .optional(),
  );
}

export function id(campo: string) {
  return entero(campo, { min: 1, max: 2_147_483_647 });
}

/** A real calendar date `YYYY-MM-DD`, not more than 10 years after today (spec section 5). */
export function fechaIso(campo: string) {
  return z
    .string({ error: typeMessage(campo, 'una fecha con formato AAAA-MM-DD') })
    .refine(isIsoDate, { error: `El campo ${etiquetaCampo(campo)} debe ser una fecha válida con formato AAAA-MM-DD` })
    .refine((v) => v <= maxFutureIso(todayIso()), {
      error: `El campo ${etiquetaCampo(campo)} no puede superar los 10 años desde hoy`,
    });
}

/** `?search=`: free text, at most 100 characters (matched case- and accent-insensitively by the API). */
export const busquedaQuerySchema = z.object({
  search: z
    .string({ error: 'El campo search debe ser un texto' })
    .max(100, { error: 'El campo search no puede superar los 100 caracteres' }),
});

/**
 * Standard error body of every API call. `error` is `true`, as the original back end sent it (clients read `message`
 * or `error`); the income report's refusals carry the message itself there (spec section 7).
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.union([z.literal(true), z.string()]).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successMessageSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** The first issue's message: what a user is shown when a payload is refused. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Datos inválidos';
}
