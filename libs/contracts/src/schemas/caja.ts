/**
 * The cash-up («Caja», issue 32, docs/cash-up.md): per day and per user, the payments and refunds that user recorded
 * for that day by method, the cash the drawer should hold, and its closure (counted cash, difference, note), once per
 * user and day until an administrator reopens it.
 *   GET caja?fecha[&usuario]      the till (today and the session's user by default)
 *   GET caja/cierres?fecha | ?desde&hasta   the closures of a day or a range, and the tills left open
 *   POST caja/cerrar {fecha, efectivo_contado, observaciones?}
 *   POST caja/reabrir {id, motivo}
 */
import { z } from 'zod';
import { diferenciaCaja, diferenciaLabel, requiereObservacion } from '../cash-up';
import { todayIso } from '../dates';
import { METODOS_PAGO } from '../domain';
import { MSG_CUENTA, cajaDiferenciaSinObservacionMessage } from '../messages-cuenta';
import { fechaIso, hasAtMostTwoDecimals, id, textoOpcional } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';

/** A till's day: a real date, not after today in San Luis (a day that has not come has no till). */
function diaDeCaja(campo: string) {
  return fechaIso(campo).refine((v) => v <= todayIso(), { error: MSG_CUENTA.cajaFechaFutura });
}

const nombreUsuario = z
  .string({ error: 'El campo usuario debe ser un texto' })
  .trim()
  .min(1, { error: 'El campo usuario no puede estar vacío' })
  .max(100, { error: 'El campo usuario no puede superar los 100 caracteres' });

/** GET caja: `fecha` today by default; `usuario` the session's own by default (another one: administrators only). */
export const cajaQuerySchema = z.object({ fecha: diaDeCaja('fecha').optional(), usuario: nombreUsuario.optional() });
export type CajaQuery = z.input<typeof cajaQuerySchema>;

/** The longest range of closures one call lists (a leap year's closures in one call; schemas/date-range.ts). */
export const CIERRES_DIAS_MAX = RANGOS_MAXIMOS.caja.max;

/**
 * GET caja/cierres: one day (`fecha`) or a range (`desde`, `hasta`, inclusive); today when none is given. The range
 * may reach days still to come (a month asked on its first day).
 */
export const cierresCajaQuerySchema = conRangoMaximo(
  z
    .object({ fecha: fechaIso('fecha').optional(), desde: fechaIso('desde').optional(), hasta: fechaIso('hasta').optional() })
    .transform((q) => {
      const desde = q.desde ?? q.fecha ?? q.hasta ?? todayIso();
      return { desde, hasta: q.hasta ?? q.fecha ?? desde };
    })
    .refine((q) => q.desde <= q.hasta, { error: MSG_CUENTA.cajaRangoInvertido }),
  { desde: 'desde', hasta: 'hasta' },
  RANGOS_MAXIMOS.caja,
  MSG_CUENTA.cajaRangoLargo,
);
export type CierresCajaQuery = z.input<typeof cierresCajaQuerySchema>;

/** The most a drawer may be counted at: far above any day's takings, and its difference still fits numeric(12,2). */
export const EFECTIVO_CONTADO_MAXIMO = 999_999_999.99;

const efectivoContado = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? MSG_CUENTA.cajaEfectivoObligatorio : MSG_CUENTA.cajaEfectivoNumero,
  })
  .refine(Number.isFinite, { error: MSG_CUENTA.cajaEfectivoNumero })
  .refine((v) => v >= 0, { error: MSG_CUENTA.cajaEfectivoNegativo })
  .refine((v) => v <= EFECTIVO_CONTADO_MAXIMO, { error: MSG_CUENTA.cajaEfectivoExcesivo })
  .refine(hasAtMostTwoDecimals, { error: MSG_CUENTA.cajaEfectivoDecimales });

const desconocido = (de: string) => ({
  error: (issue: { code?: string; keys?: PropertyKey[] }) =>
    issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys?.[0])} no es un campo ${de}` : undefined,
});

/** POST caja/cerrar: always the session's own till; `fecha` is required (a close after midnight must name its day). */
export const cajaCerrarSchema = z.strictObject(
  {
    fecha: diaDeCaja('fecha'),
    efectivo_contado: efectivoContado,
    observaciones: textoOpcional('observaciones', 500),
  },
  desconocido('del cierre de caja'),
);
export type CajaCerrarInput = z.input<typeof cajaCerrarSchema>;
export type CajaCerrarData = z.output<typeof cajaCerrarSchema>;

/**
 * The close form's check, once the expected cash is known: the same as the API's (which knows it from the database),
 * so a difference without a note is refused before it is sent.
 */
export function cajaCerrarConEsperadoSchema(esperado: number) {
  return cajaCerrarSchema.superRefine((c, ctx) => {
    if (requiereObservacion(esperado, c.efectivo_contado) && !c.observaciones) {
      const label = diferenciaLabel(diferenciaCaja(esperado, c.efectivo_contado));
      ctx.addIssue({ code: 'custom', path: ['observaciones'], message: cajaDiferenciaSinObservacionMessage(label) });
    }
  });
}

/** POST caja/reabrir (administrators): the closure and why it is reopened. */
export const cajaReabrirSchema = z.strictObject(
  {
    id: id('id'),
    motivo: z
      .string({ error: MSG_CUENTA.cajaMotivoObligatorio })
      .trim()
      .min(1, { error: MSG_CUENTA.cajaMotivoObligatorio })
      .max(300, { error: 'El campo motivo no puede superar los 300 caracteres' }),
  },
  desconocido('de la reapertura'),
);
export type CajaReabrirInput = z.input<typeof cajaReabrirSchema>;
export type CajaReabrirData = z.output<typeof cajaReabrirSchema>;

/** A closure: who, which day, expected and counted cash, the difference (counted − expected), and its reopening. */
export const cierreCajaSchema = z.object({
  id: z.number().int(),
  usuario: z.string(),
  fecha: z.string(),
  efectivo_esperado: z.number(),
  efectivo_contado: z.number(),
  diferencia: z.number(),
  observaciones: z.string().nullable(),
  cerrado_at: z.string(),
  reabierto_at: z.string().nullable(),
  reabierto_por: z.string().nullable(),
  reabierto_motivo: z.string().nullable(),
});
export type CierreCaja = z.infer<typeof cierreCajaSchema>;

/** One payment (money in) or refund (money out) of the till, with its stay and guest, when it was recorded. */
export const movimientoCajaSchema = z.object({
  tipo: z.enum(['pago', 'reembolso']),
  id: z.number().int(),
  reserva_id: z.number().int(),
  nombre_cliente: z.string(),
  tipo_hospedaje: z.string(),
  numero_hospedaje: z.number().int().nullable(),
  metodo_pago: z.string(),
  monto: z.number(),
  observaciones: z.string().nullable(),
  registrado_el: z.string(),
});
export type MovimientoCaja = z.infer<typeof movimientoCajaSchema>;

/** A method's line: collected and refunded (with how many of each) and what is left. */
export const cajaMetodoSchema = z.object({
  metodo_pago: z.enum(METODOS_PAGO),
  cobrado: z.number(),
  cobros: z.number().int(),
  reembolsado: z.number(),
  reembolsos: z.number().int(),
  neto: z.number(),
});
export type CajaMetodo = z.infer<typeof cajaMetodoSchema>;

export const cajaResponseSchema = z.object({
  success: z.literal(true),
  fecha: z.string(),
  /** Today in San Luis: the screen offers «Cerrar caja» up to it. */
  hoy: z.string(),
  usuario: z.string(),
  /** Always the three methods, in the order of METODOS_PAGO. */
  por_metodo: z.array(cajaMetodoSchema),
  totales: z.object({ cobrado: z.number(), reembolsado: z.number(), neto: z.number() }),
  /** Cash in less cash out: what the drawer should hold from this day's takings. */
  efectivo_esperado: z.number(),
  /** Oldest first, as they were recorded. */
  movimientos: z.array(movimientoCajaSchema),
  /** The closure in force, if the till is closed. */
  cierre: cierreCajaSchema.nullable(),
  /** Earlier closures of this till that an administrator reopened, newest first. */
  reabiertos: z.array(cierreCajaSchema),
});
export type CajaResponse = z.infer<typeof cajaResponseSchema>;

/** A till with money recorded and no closure in force. */
export const cajaSinCerrarSchema = z.object({
  fecha: z.string(),
  usuario: z.string(),
  movimientos: z.number().int(),
  efectivo_esperado: z.number(),
});
export type CajaSinCerrar = z.infer<typeof cajaSinCerrarSchema>;

export const cierresCajaResponseSchema = z.object({
  success: z.literal(true),
  desde: z.string(),
  hasta: z.string(),
  /** Every closure of the range, reopened ones too, by day, user and time. Reception: its own only. */
  cierres: z.array(cierreCajaSchema),
  /** Tills of the range with money recorded and not closed. Reception: its own only. */
  sin_cerrar: z.array(cajaSinCerrarSchema),
});
export type CierresCajaResponse = z.infer<typeof cierresCajaResponseSchema>;

export const cajaCierreResponseSchema = z.object({ success: z.literal(true), message: z.string(), cierre: cierreCajaSchema });
