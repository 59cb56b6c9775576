/**
 * The season form's values and its rule (issue 35): what the clerk types (text, as typed, es-AR) read into the API's
 * `temporadaInputSchema`, so the form says exactly the server's Spanish messages under each field. Only the chosen
 * mode's field is checked: a percentage left half-typed does not block a season with its own prices.
 */
import { z } from 'zod';
import { METODOS_PAGO } from '@camping/contracts/domain';
import { MODOS_TEMPORADA, temporadaInputSchema, type TemporadaDatos } from '@camping/contracts/schemas/temporada';
import { parsePrecioText } from '../../lib/parse-precio';

const metodo = z.enum(METODOS_PAGO);

const formShape = z.object({
  nombre: z.string(),
  color: z.string(),
  rangos: z.array(z.object({ desde: z.string(), hasta: z.string() })),
  modo: z.enum(MODOS_TEMPORADA),
  porcentaje: z.string(),
  precios: z.object({
    hospedaje: z.array(z.object({ tipo_hospedaje_id: z.number(), cantidad_personas: z.number(), metodo_pago: metodo, precio: z.string() })),
    camping: z.array(z.object({ descripcion: z.enum(['base', 'adulto', 'menor']), metodo_pago: metodo, precio: z.string() })),
  }),
  recargo_fin_de_semana: z.string(),
  minimo_noches: z.string(),
  dias_sin_ingreso: z.array(z.number()),
});
export type SeasonFormValues = z.input<typeof formShape>;
export type SeasonPriceValues = SeasonFormValues['precios'];

/** '' is «none» (null); '+20', '20 %' and '35,5' are read as the clerk means them; anything else goes on as typed. */
export function readPercent(text: string): string | null {
  const t = text.replace(/%/g, '').replace(/\s/g, '').replace(/^\+/, '').replace(',', '.');
  return t === '' ? null : t;
}

/** A grid cell left empty is no price in the season (the rule then says so for that stay). */
const filled = <T extends { precio: string }>(rows: readonly T[]) =>
  rows.filter((r) => r.precio.trim() !== '').map((r) => ({ ...r, precio: parsePrecioText(r.precio) }));

/** The form's values as the API's schema takes them (the chosen mode only; blanks as none). */
function toInput(v: z.output<typeof formShape>) {
  return {
    nombre: v.nombre,
    color: v.color,
    rangos: v.rangos,
    modo: v.modo,
    porcentaje: v.modo === 'porcentaje' ? (readPercent(v.porcentaje) ?? undefined) : null,
    precios: v.modo === 'precios' ? { hospedaje: filled(v.precios.hospedaje), camping: filled(v.precios.camping) } : null,
    recargo_fin_de_semana: readPercent(v.recargo_fin_de_semana),
    minimo_noches: v.minimo_noches.trim() === '' ? null : v.minimo_noches.trim(),
    dias_sin_ingreso: v.dias_sin_ingreso,
  };
}

/** An empty date field: the API's «formato AAAA-MM-DD» would confuse a clerk who types DD/MM/AAAA. */
function blankDateMessage(values: z.output<typeof formShape>, path: readonly PropertyKey[]): string | null {
  const [list, index, end] = path;
  if (list !== 'rangos' || typeof index !== 'number' || (end !== 'desde' && end !== 'hasta')) return null;
  if (values.rangos[index]?.[end] !== '') return null;
  return end === 'desde' ? 'Indique la fecha de inicio del rango (DD/MM/AAAA)' : 'Indique la fecha final del rango (DD/MM/AAAA)';
}

/** The API's own schema decides; its issues keep their paths, so each message lands under its field. */
export const seasonFormSchema = formShape.transform((values, ctx): TemporadaDatos => {
  const parsed = temporadaInputSchema.safeParse(toInput(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: blankDateMessage(values, issue.path) ?? issue.message });
  return z.NEVER;
});

export type SeasonFormData = TemporadaDatos;
