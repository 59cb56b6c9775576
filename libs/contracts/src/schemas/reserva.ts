import { z } from 'zod';
import { ESTADOS_PAGO, ESTADOS_RESERVA, METODOS_PAGO } from '../domain';
import { etiquetaCampo } from '../field-labels';
import { MSG, campoDesconocidoMessage } from '../messages';
import { entero, enteroEtiquetado, fechaIso, id, importe, montoPago, textoOpcional } from './common';
import { MAX_PERSONAS_RESERVA } from '../people-limits';
import { flatListSchema } from './flat-list';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { estadoAltaSchema, reglasDeAlta } from './reserva-alta';
import { motivoMinimoCampo } from './motivo-minimo';

export const metodoPagoSchema = z.enum(METODOS_PAGO, {
  error: `El campo ${etiquetaCampo('metodo_pago')} debe ser efectivo, transferencia o tarjeta`,
});
export const estadoReservaSchema = z.enum(ESTADOS_RESERVA, {
  error: 'El campo estado debe ser activa, finalizada o cancelada',
});

/** A reservation as every list and detail reads it, with the joined client and lodging fields (spec section 3). */
export const reservaSchema = z.object({
  id: z.number().int(),
  cliente_id: z.number().int(),
  hospedaje_id: z.number().int().nullable(),
  fecha_entrada: z.string(),
  fecha_salida: z.string(),
  cantidad_personas: z.number().int(),
  monto_total: z.number(),
  estado: z.string(),
  observaciones: z.string().nullable(),
  metodo_pago: z.string(),
  descuento: z.number(),
  tipo_hospedaje: z.string(),
  tipo_hospedaje_id: z.number().int(),
  numero_hospedaje: z.number().int().nullable(),
  created_at: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  documento: z.string().nullable(),
  telefono: z.string().nullable(),
  /** Issue 16, computed by the server: the sum of the payments, monto_total minus it, and the status it gives. */
  total_pagado: z.number(),
  saldo: z.number(),
  estado_pago: z.enum(ESTADOS_PAGO),
  /** A hold's expiry (ISO timestamp) while `estado` is 'pendiente'; null for every other reservation. */
  vence_el: z.string().nullable().optional(),
  /**
   * Stay states (issue 17): when the guest arrived and left (ISO timestamps) and who recorded it; `no_show` when they
   * never came. Optional so an older server's answer still parses.
   */
  checkin_at: z.string().nullable().optional(),
  checkin_por: z.string().nullable().optional(),
  checkout_at: z.string().nullable().optional(),
  checkout_por: z.string().nullable().optional(),
  no_show: z.boolean().optional(),
  no_show_por: z.string().nullable().optional(),
  /**
   * The stay's account (issue 32): refunds so far (total_pagado is already net of them), and for a cancelled stay
   * why (cancellation.ts's MOTIVOS_CANCELACION), when and by whom. Optional so an older server's answer still parses.
   */
  total_reembolsado: z.number().optional(),
  cancelacion_motivo: z.string().nullable().optional(),
  cancelacion_detalle: z.string().nullable().optional(),
  cancelada_at: z.string().nullable().optional(),
  cancelada_por: z.string().nullable().optional(),
  /** Issue 32: the guest left without an arrival on record (checked out from «Hoy» without a check-in). */
  ingreso_no_registrado: z.boolean().optional(),
  /**
   * Issue 32: the account's charges besides the lodging (extras and manual charges). `monto_total` is the lodging plus
   * these less `descuento` (every discount): a client that re-prices the lodging sends lodging + cargos_adicionales −
   * descuento, or the extras would be taken into the lodging. Optional so an older server's answer still parses.
   */
  cargos_adicionales: z.number().optional(),
});
export type Reserva = z.infer<typeof reservaSchema>;

/** The stored state of a hold (pre-reserva): it blocks its unit until `vence_el`, then it is cancelled. */
export const ESTADO_PRERESERVA = 'pendiente';

/**
 * The fields that make a new booking a hold (POST reservas and POST reserva-rapida): `es_prereserva: true`, and
 * optionally its expiry (ISO timestamp; else now + the hours of Configuración). Checked against the clock by the API.
 */
export const prereservaCampos = {
  es_prereserva: z.boolean({ error: 'El campo es_prereserva debe ser true o false' }).optional(),
  vence_el: z
    .iso.datetime({ offset: true, error: 'El campo vence_el debe ser una fecha y hora ISO (por ejemplo 2030-03-12T18:00:00-03:00)' })
    .optional(),
};
export const reservaListSchema = z.array(reservaSchema);
/**
 * The same list for long answers (a calendar or Planilla window: 2,000 stays), checked field by field without zod's
 * cost in the browser (flat-list.ts). Same rows accepted and refused as reservaListSchema.
 */
export const reservaFlatListSchema = flatListSchema(reservaSchema);

/** `cliente_id` as the legacy screens send it: a number, or text that may read 'undefined' or 'null'. */
export const clienteIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: MSG.clienteIdInvalido }).int({ error: MSG.clienteIdInvalido }).min(1, { error: MSG.clienteIdInvalido }),
);

/**
 * The seña recorded with a new booking (POST reservas, POST reserva-rapida), in the booking's own transaction.
 * Both optional: without `sena_monto` (or with 0 or blank) nothing is recorded; the method defaults to the booking's.
 */
export const senaFields = {
  sena_monto: z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    montoPago('sena_monto').optional(),
  ),
  sena_metodo_pago: metodoPagoSchema.optional(),
};

export const entradaAntesDeSalida = {
  error: MSG.fechaEntradaAnterior,
  path: ['fecha_entrada'],
};

/** POST reservas: an unknown field refused naming it, as PUT does; `estado: 'pendiente'` is a hold (reserva-alta.ts). */
export const reservaCreateSchema = z
  .strictObject(
    {
      cliente_id: clienteIdSchema,
      hospedaje_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), id('hospedaje_id').nullable()),
      /** Needed when `hospedaje_id` is null: 3 camping, 4 grupos (ARCHITECTURE.md). */
      tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }).optional(),
      fecha_entrada: fechaIso('fecha_entrada'),
      fecha_salida: fechaIso('fecha_salida'),
      cantidad_personas: enteroEtiquetado({ etiqueta: 'Personas', min: 1, max: MAX_PERSONAS_RESERVA }),
      monto_total: importe('monto_total'),
      estado: estadoAltaSchema.default('activa'),
      observaciones: textoOpcional('observaciones', 1000),
      metodo_pago: metodoPagoSchema.default('efectivo'),
      descuento: importe('descuento').default(0),
      ...senaFields,
      ...prereservaCampos,
      ...motivoMinimoCampo,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? campoDesconocidoMessage(String(issue.keys[0])) : undefined) },
  )
  .superRefine(reglasDeAlta);
export type ReservaCreateInput = z.input<typeof reservaCreateSchema>;
export type ReservaCreateData = z.output<typeof reservaCreateSchema>;

export const reservaCreateResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  message: z.string(),
});

/**
 * Fields of a reservation that are read, never written through PUT: the joined client and unit data (spec section
 * 3, and the `cliente_*` spelling of the legacy PHP back end). Clients send the whole reservation back on edit, so
 * these are accepted when they hold the stored value (or the unit's after a move), and refused, naming the field,
 * when they try to change it. `created_at` is never compared: its text differs between back ends; nor are the
 * payment figures (issue 16), which follow the payments and the total, not the edit.
 */
export const RESERVA_CAMPOS_SOLO_LECTURA = [
  'tipo_hospedaje',
  'numero_hospedaje',
  'nombre',
  'apellido',
  'documento',
  'telefono',
  'cliente_nombre',
  'cliente_apellido',
  'cliente_documento',
  'cliente_telefono',
  'created_at',
  // Issue 16: computed from the payments; echoed back by clients that send the whole reservation, never compared.
  'total_pagado',
  'saldo',
  'estado_pago',
  // Issue 17: stay states change only through their own calls (reservas/checkin, /checkout, /no-show).
  'checkin_at',
  'checkin_por',
  'checkout_at',
  'checkout_por',
  'no_show',
  'no_show_por',
  // Issue 32: refunds follow their own call, a cancellation's reason «Cancelar reserva» (reservas/cancelar).
  'total_reembolsado',
  'cancelacion_motivo',
  'cancelacion_detalle',
  'cancelada_at',
  'cancelada_por',
  'ingreso_no_registrado',
  // Issue 32: the account's extra charges follow their own calls (cuenta/cargos).
  'cargos_adicionales',
] as const;
export type ReservaCampoSoloLectura = (typeof RESERVA_CAMPOS_SOLO_LECTURA)[number];

const valorLeido = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
const soloLectura = Object.fromEntries(RESERVA_CAMPOS_SOLO_LECTURA.map((campo) => [campo, valorLeido])) as Record<
  ReservaCampoSoloLectura,
  typeof valorLeido
>;

/**
 * PUT reservas: the id plus the fields that change. Every field is applied or refused with a 400 naming it: a field
 * the reservation does not have is refused too, never dropped in silence. `hospedaje_id` moves a cabin or dormi
 * stay to another unit (its type follows the unit); `cliente_id` and `tipo_hospedaje_id` may only repeat the
 * stored (or resulting) value.
 */
export const reservaUpdateSchema = z
  .strictObject(
    {
      id: id('id'),
      cliente_id: clienteIdSchema.optional(),
      hospedaje_id: z.preprocess((v) => (v === '' ? null : v), id('hospedaje_id').nullable().optional()),
      tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }).optional(),
      fecha_entrada: fechaIso('fecha_entrada').optional(),
      fecha_salida: fechaIso('fecha_salida').optional(),
      cantidad_personas: enteroEtiquetado({ etiqueta: 'Personas', min: 1, max: MAX_PERSONAS_RESERVA }).optional(),
      monto_total: importe('monto_total').optional(),
      metodo_pago: metodoPagoSchema.optional(),
      descuento: importe('descuento').optional(),
      observaciones: textoOpcional('observaciones', 1000),
      // 'pendiente' only repeats a hold's state; the API refuses it for any other stay (with the same words).
      estado: z.enum([...ESTADOS_RESERVA, ESTADO_PRERESERVA], { error: MSG.estadoEditable }).optional(),
      /** A hold's new expiry (extends or shortens it); null is accepted where the stay is no hold. */
      vence_el: prereservaCampos.vence_el.nullable(),
      ...motivoMinimoCampo,
      ...soloLectura,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? campoDesconocidoMessage(String(issue.keys[0])) : undefined,
    },
  )
  .refine((r) => !r.fecha_entrada || !r.fecha_salida || r.fecha_entrada < r.fecha_salida, entradaAntesDeSalida);
export type ReservaUpdateInput = z.input<typeof reservaUpdateSchema>;
export type ReservaUpdateData = z.output<typeof reservaUpdateSchema>;

export const reservaUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reserva: reservaSchema,
});

/** GET reservas?id=: one reservation with the joined fields of the list. */
export const reservaPorIdResponseSchema = z.object({ success: z.literal(true), reserva: reservaSchema });

/** GET reservas?id= (and DELETE reservas?id=) */
export const reservaIdQuerySchema = z.object({ id: id('id') });

/** GET reservas?cliente_id= */
export const reservasClienteQuerySchema = z.object({ cliente_id: clienteIdSchema });

/** GET reservas?desde=&hasta=: stays that touch [desde, hasta], both days included (the calendar's visible range). */
export const reservasRangoQuerySchema = conRangoMaximo(
  z
    .object({ desde: fechaIso('desde'), hasta: fechaIso('hasta') })
    .refine((q) => q.desde <= q.hasta, { error: 'La fecha desde debe ser anterior o igual a la fecha hasta', path: ['desde'] }),
  { desde: 'desde', hasta: 'hasta' },
  RANGOS_MAXIMOS.calendario,
);
export type ReservasRangoQuery = z.input<typeof reservasRangoQuerySchema>;

/** POST reservas/confirmar: a live hold becomes `activa` and loses its expiry. */
export const reservaConfirmarSchema = z.strictObject(
  { id: id('id') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? campoDesconocidoMessage(String(issue.keys[0])) : undefined,
  },
);
export type ReservaConfirmarInput = z.input<typeof reservaConfirmarSchema>;
export const reservaConfirmarResponseSchema = reservaUpdateResponseSchema;
