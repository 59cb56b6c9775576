/**
 * Seasons («Temporadas», issue 35): the wire shapes of /api/endpoints/temporadas, the long-weekend suggestions and
 * the stay's price (GET hospedajes?precio with dates). The API validates with these; the season editor will too.
 */
import { z } from 'zod';
import { LIMITE_MSG, LIMITES_PERSONAS, MAX_PERSONAS_RESERVA } from '../people-limits';
import { TEMPORADA_MSG } from '../seasons/season-messages';
import { seasonOverlap } from '../seasons/season-overlap';
import { entero, enteroEtiquetado, fechaIso, hasAtMostTwoDecimals, id } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { desgloseLineaSchema, minimoEstadiaSchema } from './desglose-estadia';
import { precioQuerySchema, precioResponseSchema, preciosCampingQuerySchema, preciosCampingResponseSchema } from './hospedaje';
import { metodoPagoSchema } from './reserva';

export const MODOS_TEMPORADA = ['porcentaje', 'precios'] as const;
export type ModoTemporada = (typeof MODOS_TEMPORADA)[number];

/** A number typed in a form arrives as text: '95000' is 95000, never '' or 'abc'. */
const numberFromText = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);

/** A number in [min, max] with at most two decimals, with one message for every way of getting it wrong. */
function decimalEntre(min: number, max: number, message: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .refine(Number.isFinite, { error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .refine(hasAtMostTwoDecimals, { error: message }),
  );
}

const precio = decimalEntre(0, 999_999_999, TEMPORADA_MSG.precioInvalido);

export const rangoTemporadaSchema = z
  .object({ desde: fechaIso('desde'), hasta: fechaIso('hasta') })
  .refine((r) => r.hasta >= r.desde, { error: (issue) => TEMPORADA_MSG.finAntesDeInicio(issue.input as { desde: string; hasta: string }) });

export const precioUnidadTemporadaSchema = z.object({
  tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 2 }),
  cantidad_personas: entero('cantidad_personas', { min: 1, max: MAX_PERSONAS_RESERVA }),
  metodo_pago: metodoPagoSchema,
  precio,
});

export const precioCampingTemporadaSchema = z.object({
  descripcion: z.enum(['base', 'adulto', 'menor'], { error: 'El campo descripcion debe ser base, adulto o menor' }),
  metodo_pago: metodoPagoSchema,
  precio,
});

export const preciosTemporadaSchema = z.object({
  hospedaje: z.array(precioUnidadTemporadaSchema, { error: 'El campo precios.hospedaje debe ser una lista' }).default([]),
  camping: z.array(precioCampingTemporadaSchema, { error: 'El campo precios.camping debe ser una lista' }).default([]),
});
export type PreciosTemporada = z.infer<typeof preciosTemporadaSchema>;

function hasRepeatedPrice(p: PreciosTemporada): boolean {
  const keys = [
    ...p.hospedaje.map((r) => `h:${r.tipo_hospedaje_id}:${r.cantidad_personas}:${r.metodo_pago}`),
    ...p.camping.map((r) => `c:${r.descripcion}:${r.metodo_pago}`),
  ];
  return new Set(keys).size !== keys.length;
}

/** POST and PUT temporadas: what the clerk defines. The answer normalises the other mode's field to null. */
export const temporadaInputSchema = z
  .object({
    nombre: z
      .string({ error: 'El nombre de la temporada es obligatorio' })
      .trim()
      .min(1, { error: 'El nombre de la temporada es obligatorio' })
      .max(60, { error: 'El nombre de la temporada no puede superar los 60 caracteres' }),
    color: z.string({ error: TEMPORADA_MSG.color }).regex(/^#[0-9a-fA-F]{6}$/, { error: TEMPORADA_MSG.color }),
    rangos: z.array(rangoTemporadaSchema, { error: TEMPORADA_MSG.sinRangos }).min(1, { error: TEMPORADA_MSG.sinRangos }).max(50),
    modo: z.enum(MODOS_TEMPORADA, { error: TEMPORADA_MSG.modo }),
    porcentaje: decimalEntre(-90, 500, TEMPORADA_MSG.porcentaje).nullable().optional(),
    precios: preciosTemporadaSchema.nullable().optional(),
    recargo_fin_de_semana: decimalEntre(0, 500, TEMPORADA_MSG.recargo).nullable().default(null),
    minimo_noches: z
      .preprocess(numberFromText, z.number({ error: TEMPORADA_MSG.minimoNoches }).int({ error: TEMPORADA_MSG.minimoNoches }).min(1, { error: TEMPORADA_MSG.minimoNoches }).max(60, { error: TEMPORADA_MSG.minimoNoches }))
      .nullable()
      .default(null),
    dias_sin_ingreso: z
      .array(z.number({ error: TEMPORADA_MSG.diasSinIngreso }).int({ error: TEMPORADA_MSG.diasSinIngreso }).min(0, { error: TEMPORADA_MSG.diasSinIngreso }).max(6, { error: TEMPORADA_MSG.diasSinIngreso }), {
        error: TEMPORADA_MSG.diasSinIngreso,
      })
      .refine((d) => new Set(d).size === d.length, { error: TEMPORADA_MSG.diasSinIngreso })
      .default([]),
  })
  .superRefine((t, ctx) => {
    if (t.modo === 'porcentaje' && (t.porcentaje === undefined || t.porcentaje === null)) {
      ctx.addIssue({ code: 'custom', path: ['porcentaje'], message: TEMPORADA_MSG.porcentaje });
    }
    if (t.modo === 'precios') {
      if (!t.precios || t.precios.hospedaje.length + t.precios.camping.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['precios'], message: TEMPORADA_MSG.sinPreciosPropios });
      } else if (hasRepeatedPrice(t.precios)) {
        ctx.addIssue({ code: 'custom', path: ['precios'], message: TEMPORADA_MSG.precioRepetido });
      }
    }
    const overlap = seasonOverlap([{ nombre: t.nombre, rangos: t.rangos }]);
    if (overlap) ctx.addIssue({ code: 'custom', path: ['rangos'], message: overlap });
  })
  .transform((t) => ({
    ...t,
    color: t.color.toUpperCase(),
    rangos: [...t.rangos].sort((a, b) => (a.desde < b.desde ? -1 : 1)),
    dias_sin_ingreso: [...t.dias_sin_ingreso].sort((a, b) => a - b),
    porcentaje: t.modo === 'porcentaje' ? (t.porcentaje ?? 0) : null,
    precios: t.modo === 'precios' ? (t.precios ?? { hospedaje: [], camping: [] }) : null,
  }));
export type TemporadaInput = z.input<typeof temporadaInputSchema>;
export type TemporadaDatos = z.output<typeof temporadaInputSchema>;

/** A saved season as every call answers it; it satisfies the pricing rule's SeasonRule. */
export const temporadaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  color: z.string(),
  rangos: z.array(z.object({ desde: z.string(), hasta: z.string() })),
  modo: z.enum(MODOS_TEMPORADA),
  porcentaje: z.number().nullable(),
  precios: z
    .object({
      hospedaje: z.array(z.object({ tipo_hospedaje_id: z.number().int(), cantidad_personas: z.number().int(), metodo_pago: metodoPagoSchema, precio: z.number() })),
      camping: z.array(z.object({ descripcion: z.enum(['base', 'adulto', 'menor']), metodo_pago: metodoPagoSchema, precio: z.number() })),
    })
    .nullable(),
  recargo_fin_de_semana: z.number().nullable(),
  minimo_noches: z.number().int().nullable(),
  dias_sin_ingreso: z.array(z.number().int()),
});
export type Temporada = z.infer<typeof temporadaSchema>;

export const temporadasResponseSchema = z.object({ success: z.literal(true), temporadas: z.array(temporadaSchema) });
export const temporadaResponseSchema = z.object({ success: z.literal(true), message: z.string(), temporada: temporadaSchema });
export const temporadaIdParamSchema = z.object({ id: id('id') });

/** GET temporadas/sugerencias?anio: the year's long weekends, for the clerk to confirm (nothing is applied). */
export const sugerenciasQuerySchema = z.object({
  anio: z.preprocess(numberFromText, z.number({ error: TEMPORADA_MSG.anio }).int({ error: TEMPORADA_MSG.anio }).min(2000, { error: TEMPORADA_MSG.anio }).max(2100, { error: TEMPORADA_MSG.anio })),
});
export const finDeSemanaLargoSchema = z.object({
  nombre: z.string(),
  /** The days off, both ends included. */
  desde: z.string(),
  hasta: z.string(),
  dias: z.number().int(),
  feriados: z.array(z.object({ fecha: z.string(), nombre: z.string() })),
  /** The nights a season for it would cover: from the eve of the first day off to the eve of the last. */
  noches: z.object({ desde: z.string(), hasta: z.string() }),
});
export type FinDeSemanaLargo = z.infer<typeof finDeSemanaLargoSchema>;
export const sugerenciasResponseSchema = z.object({
  success: z.literal(true),
  anio: z.number().int(),
  sugerencias: z.array(finDeSemanaLargoSchema),
  aviso: z.string(),
});

/** GET hospedajes?precio&tipo_hospedaje_id&cantidad_personas[&metodo_pago]&fecha_entrada&fecha_salida */
export const precioEstadiaQuerySchema = conRangoMaximo(
  precioQuerySchema
    .extend({ fecha_entrada: fechaIso('fecha_entrada'), fecha_salida: fechaIso('fecha_salida') })
    .refine((q) => q.fecha_entrada < q.fecha_salida, { error: TEMPORADA_MSG.sinNoches, path: ['fecha_entrada'] }),
  { desde: 'fecha_entrada', hasta: 'fecha_salida' },
  RANGOS_MAXIMOS.estadia,
);


/** The stay's fields the seasons add to an answer (new fields only: `precio` stays the base price of a day). */
export const precioEstadiaCamposSchema = z.object({
  total: z.number().nullable(),
  noches: z.number().int(),
  detalle_noches: z.array(z.object({ fecha: z.string(), temporada: z.string().nullable(), precio: z.number().nullable() })),
  desglose: z.array(desgloseLineaSchema),
  desglose_texto: z.string(),
  minimo: minimoEstadiaSchema,
  /** The rule's refusal (minimum stay, no arrivals that day, no price), or null. */
  rechazo: z.string().nullable(),
});
export const precioEstadiaResponseSchema = precioResponseSchema.extend(precioEstadiaCamposSchema.shape);
export type PrecioEstadiaResponse = z.infer<typeof precioEstadiaResponseSchema>;

/** A camping stay needs somebody in it (the public quote's and the forms' words). */
export const CAMPING_ESTADIA_MSG = { alMenosUnaPersona: 'Indique al menos una persona' } as const;

/**
 * GET hospedajes?precios_camping[&metodo_pago]&fecha_entrada&fecha_salida&cantidad_adultos[&cantidad_menores]: the
 * staff forms' camping stay by the seasons. People as the public quote takes them: adults given, minors 0 if absent,
 * at least one person and at most the booking's camping limit.
 */
export const preciosCampingEstadiaQuerySchema = conRangoMaximo(
  preciosCampingQuerySchema
    .extend({
      fecha_entrada: fechaIso('fecha_entrada'),
      fecha_salida: fechaIso('fecha_salida'),
      cantidad_adultos: enteroEtiquetado({ etiqueta: 'Adultos', min: 0, max: LIMITES_PERSONAS.campingAdultosMax }),
      cantidad_menores: enteroEtiquetado({ etiqueta: 'Menores', min: 0, max: LIMITES_PERSONAS.campingMenoresMax }).default(0),
    })
    .refine((q) => q.fecha_entrada < q.fecha_salida, { error: TEMPORADA_MSG.sinNoches, path: ['fecha_entrada'] })
    .refine((q) => q.cantidad_adultos + q.cantidad_menores >= 1, { error: CAMPING_ESTADIA_MSG.alMenosUnaPersona, path: ['cantidad_adultos'] })
    .refine((q) => q.cantidad_adultos + q.cantidad_menores <= LIMITES_PERSONAS.campingPorReserva, {
      error: LIMITE_MSG.camping,
      path: ['cantidad_adultos'],
    }),
  { desde: 'fecha_entrada', hasta: 'fecha_salida' },
  RANGOS_MAXIMOS.estadia,
);
export type PreciosCampingEstadiaQuery = z.input<typeof preciosCampingEstadiaQuerySchema>;

/** Its answer: `precios` stays the base list's base, adulto and menor; the stay's fields are the seasons'. */
export const preciosCampingEstadiaResponseSchema = preciosCampingResponseSchema.extend(precioEstadiaCamposSchema.shape);
export type PreciosCampingEstadiaResponse = z.infer<typeof preciosCampingEstadiaResponseSchema>;

/**
 * GET temporadas/limites?fecha_entrada&fecha_salida: the seasons' limits on a stay whatever its type and price
 * (stay-limits.ts), for the screens the list's price does not answer them: a group's booking, a saved camping or
 * group stay changed (it keeps no adults/minors split): the refusal the API would give without `motivo_minimo`, or null.
 */
export const limitesEstadiaQuerySchema = conRangoMaximo(
  z
    .object({ fecha_entrada: fechaIso('fecha_entrada'), fecha_salida: fechaIso('fecha_salida') })
    .refine((q) => q.fecha_entrada < q.fecha_salida, { error: TEMPORADA_MSG.sinNoches, path: ['fecha_entrada'] }),
  { desde: 'fecha_entrada', hasta: 'fecha_salida' },
  RANGOS_MAXIMOS.estadia,
);
export const limitesEstadiaResponseSchema = z.object({ success: z.literal(true), rechazo: z.string().nullable() });
export type LimitesEstadiaResponse = z.infer<typeof limitesEstadiaResponseSchema>;
