/**
 * The stay's account (issue 32, docs/stay-account.md «Charges»): its lines (lodging, extras, manual charges,
 * discounts), payments and refunds, and the totals. New paths only (no `.php` spelling: no legacy client knows them):
 * `GET /api/endpoints/cuenta?reserva_id=`, `POST cuenta/cargos`, `POST cuenta/descuentos`, `DELETE cuenta/lineas?id=`.
 */
import { z } from 'zod';
import { MSG_CUENTA } from '../messages-cuenta';
import { CUENTA_LIMITES, MONTO_LINEA_MAXIMO_TEXTO, TIPOS_LINEA_CUENTA } from '../stay-charges';
import { entero, id, montoHasta, texto, textoOpcional } from './common';
import { cobroExtraSchema } from './extra';
import { pagoSchema } from './pago';
import { reembolsoSchema } from './reembolso';
import { reservaSchema } from './reserva';

/** One line as the API answers it: who added it and when, and for the lodging who changed it last and when. */
export const lineaCuentaSchema = z.object({
  id: z.number().int(),
  reserva_id: z.number().int(),
  tipo: z.enum(TIPOS_LINEA_CUENTA),
  concepto: z.string(),
  extra_id: z.number().int().nullable(),
  cobro: cobroExtraSchema.nullable(),
  cantidad: z.number().int().nullable(),
  noches: z.number().int().nullable(),
  precio_unitario: z.number().nullable(),
  porcentaje: z.number().int().nullable(),
  monto: z.number(),
  motivo: z.string().nullable(),
  /** The discount the spec's `descuento` field writes (POST and PUT reservas). */
  de_la_reserva: z.boolean(),
  registrado_por: z.string().nullable(),
  created_at: z.string(),
  ajustado_por: z.string().nullable(),
  ajustado_at: z.string().nullable(),
});
export type LineaCuenta = z.infer<typeof lineaCuentaSchema>;

export const cuentaTotalesSchema = z.object({
  alojamiento: z.number(),
  cargos_adicionales: z.number(),
  cargos: z.number(),
  descuentos: z.number(),
  /** Charges less discounts: what the stay costs (for a cancelled stay, what it cost before it was cancelled). */
  total: z.number(),
  /** The spec's amount: `total`, or for a cancelled stay what it kept. */
  monto_total: z.number(),
  /** What the stay holds: payments less refunds. */
  pagado: z.number(),
  reembolsado: z.number(),
  saldo: z.number(),
});
export type CuentaTotales = z.infer<typeof cuentaTotalesSchema>;

/** GET cuenta?reserva_id=: the whole account. */
export const cuentaResponseSchema = z.object({
  success: z.literal(true),
  reserva_id: z.number().int(),
  estado: z.string(),
  noches: z.number().int(),
  lineas: z.array(lineaCuentaSchema),
  pagos: z.array(pagoSchema),
  reembolsos: z.array(reembolsoSchema),
  totales: cuentaTotalesSchema,
});
export type Cuenta = z.infer<typeof cuentaResponseSchema>;

export const cuentaQuerySchema = z.object({ reserva_id: id('reserva_id') });
export const lineaCuentaQuerySchema = z.object({ id: id('id') });

const desconocido = (que: string) => ({
  error: (issue: { code?: string; keys?: PropertyKey[] }) =>
    issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys?.[0])} no es un campo ${que}` : undefined,
});

const montoLinea = (campo: string) => montoHasta(campo, CUENTA_LIMITES.montoLinea, MONTO_LINEA_MAXIMO_TEXTO);

/** The fields of a charge and of a discount, each checked alike by the API and by the forms. */
const campos = {
  reserva_id: id('reserva_id'),
  extra_id: id('extra_id'),
  cantidad: entero('cantidad', { min: 1, max: CUENTA_LIMITES.cantidad }),
  noches: entero('noches', { min: 1, max: 3660 }),
  concepto: texto('concepto', CUENTA_LIMITES.concepto),
  monto: montoLinea('monto'),
  motivo: texto('motivo', CUENTA_LIMITES.motivo),
  porcentaje: entero('porcentaje', { min: 1, max: CUENTA_LIMITES.porcentaje }),
};

/** The form «Agregar cargo», from the catalogue: the extra, how many, and for one per night how many nights. */
export const cargoExtraSchema = z.strictObject(
  { reserva_id: campos.reserva_id, extra_id: campos.extra_id, cantidad: campos.cantidad.optional(), noches: campos.noches.optional() },
  desconocido('del cargo'),
);
/** The form «Agregar cargo», manual: a concept and an amount. */
export const cargoManualSchema = z.strictObject(
  { reserva_id: campos.reserva_id, concepto: campos.concepto, monto: campos.monto },
  desconocido('del cargo'),
);

/**
 * POST cuenta/cargos: an extra from the catalogue (`extra_id`, `cantidad` default 1, `noches` for one charged per
 * night, default the stay's nights), or a manual charge (`concepto` and `monto`).
 */
export const cargoCreateSchema = z
  .strictObject(
    {
      reserva_id: campos.reserva_id,
      extra_id: campos.extra_id.optional(),
      cantidad: campos.cantidad.optional(),
      noches: campos.noches.optional(),
      concepto: textoOpcional('concepto', CUENTA_LIMITES.concepto),
      monto: campos.monto.optional(),
    },
    desconocido('del cargo'),
  )
  .superRefine((v, ctx) => {
    const manual = (v.concepto ?? null) !== null || v.monto !== undefined;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v.extra_id !== undefined) {
      if (manual) issue(MSG_CUENTA.cargoExtraConConcepto);
    } else if (!manual) issue(MSG_CUENTA.cargoSinTipo);
    else if (v.cantidad !== undefined || v.noches !== undefined) issue(MSG_CUENTA.cargoManualConCantidad);
    else if ((v.concepto ?? null) === null) issue(MSG_CUENTA.cargoManualSinConcepto);
    else if (v.monto === undefined) issue(MSG_CUENTA.cargoManualSinMonto);
  });
export type CargoCreateInput = z.input<typeof cargoCreateSchema>;
export type CargoCreateData = z.output<typeof cargoCreateSchema>;

/** The form «Agregar descuento», in pesos. */
export const descuentoMontoSchema = z.strictObject(
  { reserva_id: campos.reserva_id, motivo: campos.motivo, monto: campos.monto },
  desconocido('del descuento'),
);
/** The form «Agregar descuento», as a percentage of the charges. */
export const descuentoPorcentajeSchema = z.strictObject(
  { reserva_id: campos.reserva_id, motivo: campos.motivo, porcentaje: campos.porcentaje },
  desconocido('del descuento'),
);

/** POST cuenta/descuentos: a reason, and the amount in pesos (`monto`) or a percentage of the charges (`porcentaje`). */
export const descuentoCreateSchema = z
  .strictObject(
    {
      reserva_id: campos.reserva_id,
      motivo: campos.motivo,
      monto: campos.monto.optional(),
      porcentaje: campos.porcentaje.optional(),
    },
    desconocido('del descuento'),
  )
  .refine((v) => (v.monto === undefined) !== (v.porcentaje === undefined), { error: MSG_CUENTA.descuentoMontoOPorcentaje });
export type DescuentoCreateInput = z.input<typeof descuentoCreateSchema>;
export type DescuentoCreateData = z.output<typeof descuentoCreateSchema>;

/** Every write of the account answers the stay as the server left it (its amount changed), for the screen that shows it. */
export const cuentaWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int().optional(),
  reserva: reservaSchema,
});
export type CuentaEscrita = z.infer<typeof cuentaWriteResponseSchema>;
