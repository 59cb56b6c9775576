import { z } from 'zod';
import { DESTINOS_DINERO } from '../cancellation';
import { cbuProblem } from '../cbu';
import { COBROS_SALIDA_ANTICIPADA } from '../early-checkout';
import { DATOS_INGRESO, HUESPEDES_INGRESO } from '../guest-requirements';
import { MSG } from '../messages';
import { normalizePhone, phoneProblem, whatsappPhoneDigits } from '../phone';
import { enteroEtiquetado } from './common';

/** Limits of the settings, shared by the form and the API (and the table's CHECKs, migration 1764100000002). */
export const CONFIGURACION_LIMITES = {
  senaPorcentaje: { min: 0, max: 100 },
  horasPrereserva: { min: 1, max: 720 },
  titularMax: 100,
  minutosSincronizacion: { min: 5, max: 1440 },
} as const;

export const ALIAS_MSG = 'Alias: entre 6 y 20 caracteres, solo letras, números, puntos y guiones';
export const WHATSAPP_NEGOCIO_MSG = 'WhatsApp del complejo: un celular con código de área (por ejemplo 266 444-1234)';

/** Blank is null (not set); text is trimmed. */
const blankToNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v);

const aliasSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'El campo alias_bancario debe ser un texto' })
    .regex(/^[A-Za-z0-9.-]{6,20}$/, { error: ALIAS_MSG })
    .nullable(),
);
const cbuSchema = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.replace(/[\s-]/g, '')) : v),
  z
    .string({ error: 'El campo cbu debe ser un texto' })
    .superRefine((v, ctx) => {
      const problem = cbuProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);
const titularSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'El campo titular_cuenta debe ser un texto' })
    .max(CONFIGURACION_LIMITES.titularMax, {
      error: `Titular: como máximo ${CONFIGURACION_LIMITES.titularMax} caracteres`,
    })
    .nullable(),
);
const whatsappSchema = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(normalizePhone(v)) : v),
  z
    .string({ error: 'El campo whatsapp_negocio debe ser un texto' })
    .max(30, { error: WHATSAPP_NEGOCIO_MSG })
    .superRefine((v, ctx) => {
      const problem = phoneProblem(v) ?? (whatsappPhoneDigits(v) ? null : WHATSAPP_NEGOCIO_MSG);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);

/** The complex's settings as GET configuracion answers them, with who changed them last and when. */
export const configuracionSchema = z.object({
  sena_porcentaje: z.number().int(),
  horas_prereserva: z.number().int(),
  alias_bancario: z.string().nullable(),
  cbu: z.string().nullable(),
  titular_cuenta: z.string().nullable(),
  whatsapp_negocio: z.string().nullable(),
  /** Every how many minutes each imported iCal calendar is read again (docs/channels.md). */
  minutos_sincronizacion: z.number().int(),
  /**
   * Issue 32: what a cancellation that does not say (PUT reservas {estado: 'cancelada'} from existing clients) does
   * with the money received: keep it (default) or refund it all. Optional so an older server's answer still parses.
   */
  cancelacion_dinero: z.enum(DESTINOS_DINERO).optional(),
  /** Issue 32: what a guest leaving before the booked day is charged unless the clerk chooses (early-checkout.ts). */
  salida_anticipada_cobro: z.enum(COBROS_SALIDA_ANTICIPADA).optional(),
  /** Issue 36: whose data a check-in requires, and which (guest-requirements.ts); optional for an older server. */
  checkin_huespedes: z.enum(HUESPEDES_INGRESO).optional(),
  checkin_datos: z.array(z.enum(DATOS_INGRESO)).optional(),
  actualizado_el: z.string(),
  actualizado_por: z.string().nullable(),
});
export type Configuracion = z.infer<typeof configuracionSchema>;

export const configuracionResponseSchema = z.object({ success: z.literal(true), configuracion: configuracionSchema });

/**
 * PUT configuracion: the fields that change (at least one); a blank bank field or WhatsApp clears it. Every
 * refusal names the field as the screen labels it.
 */
export const configuracionUpdateSchema = z
  .strictObject(
    {
      sena_porcentaje: enteroEtiquetado({ etiqueta: 'Seña (%)', ...CONFIGURACION_LIMITES.senaPorcentaje }).optional(),
      horas_prereserva: enteroEtiquetado({
        etiqueta: 'Duración de la pre-reserva (horas)',
        ...CONFIGURACION_LIMITES.horasPrereserva,
      }).optional(),
      alias_bancario: aliasSchema.optional(),
      cbu: cbuSchema.optional(),
      titular_cuenta: titularSchema.optional(),
      whatsapp_negocio: whatsappSchema.optional(),
      minutos_sincronizacion: enteroEtiquetado({
        etiqueta: 'Sincronización de calendarios (minutos)',
        ...CONFIGURACION_LIMITES.minutosSincronizacion,
      }).optional(),
      cancelacion_dinero: z
        .enum(DESTINOS_DINERO, { error: 'Al cancelar sin indicar qué hacer con lo pagado: elija conservarlo o reembolsarlo' })
        .optional(),
      salida_anticipada_cobro: z
        .enum(COBROS_SALIDA_ANTICIPADA, { error: 'Salida anticipada: elija cobrar la estadía completa o solo las noches usadas' })
        .optional(),
      checkin_huespedes: z
        .enum(HUESPEDES_INGRESO, { error: 'Datos al registrar el ingreso: elija solo el titular o todos los huéspedes' })
        .optional(),
      checkin_datos: z
        .array(z.enum(DATOS_INGRESO, { error: 'Datos al registrar el ingreso: documento, nacionalidad o fecha de nacimiento' }), {
          error: 'El campo checkin_datos debe ser una lista',
        })
        .transform((datos) => DATOS_INGRESO.filter((d) => datos.includes(d)))
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `El campo ${String(issue.keys[0])} no es un campo de la configuración`
          : undefined,
    },
  )
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: MSG.configuracionVacia });
export type ConfiguracionUpdateInput = z.input<typeof configuracionUpdateSchema>;
export type ConfiguracionUpdateData = z.output<typeof configuracionUpdateSchema>;

export const configuracionUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  configuracion: configuracionSchema,
});
