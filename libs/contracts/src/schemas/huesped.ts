/**
 * Who sleeps in a stay (issue 36): the guests' list, its save, the check-in with the arrival time, and the guest
 * register («Registro de huéspedes»). The API parses with these schemas; the forms with the same ones.
 */
import { z } from 'zod';
import { todayIso } from '../dates';
import { normalizeDocumento } from '../documento';
import { DATOS_INGRESO, HUESPEDES_INGRESO } from '../guest-requirements';
import { MSG_HUESPEDES, documentoRepetidoMessage } from '../messages-huespedes';
import { entero, fechaIso, id, texto, textoOpcional } from './common';
import { conRangoMaximo, type RangoMaximo } from './date-range';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './pagina';

export const TIPOS_DOCUMENTO = ['dni', 'pasaporte', 'cedula', 'otro'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];
export const TIPO_DOCUMENTO_LABEL: Record<TipoDocumento, string> = { dni: 'DNI', pasaporte: 'Pasaporte', cedula: 'Cédula', otro: 'Otro' };

/** One guest as the API answers it; `id` null is the titular suggested from the client, not saved yet. */
export const huespedSchema = z.object({
  id: z.number().int().nullable(),
  titular: z.boolean(),
  nombre: z.string(),
  apellido: z.string(),
  tipo_documento: z.enum(TIPOS_DOCUMENTO).nullable(),
  documento: z.string().nullable(),
  nacionalidad: z.string().nullable(),
  fecha_nacimiento: z.string().nullable(),
});
export type Huesped = z.infer<typeof huespedSchema>;

const unknownField = (what: string) => (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys?.[0])} no es un campo ${what}` : undefined;

const documentoSchema = textoOpcional('documento', 20).refine(
  (v) => v === null || v === undefined || (/^[0-9A-Za-z.\- ]+$/.test(v) && normalizeDocumento(v) !== ''),
  { error: MSG_HUESPEDES.documentoInvalido },
);

/** One guest of PUT huespedes: with `id` an existing one (changed in place), without it a new one. */
export const huespedInputSchema = z
  .strictObject(
    {
      id: id('id').optional(),
      titular: z.boolean({ error: 'El campo titular debe ser verdadero o falso' }).optional().default(false),
      nombre: texto('nombre', 100),
      apellido: texto('apellido', 100),
      tipo_documento: z
        .enum(TIPOS_DOCUMENTO, { error: MSG_HUESPEDES.tipoDocumentoInvalido })
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      documento: documentoSchema.transform((v) => v ?? null),
      nacionalidad: textoOpcional('nacionalidad', 60).transform((v) => v ?? null),
      fecha_nacimiento: z
        .preprocess((v) => (v === '' ? null : v), fechaIso('fecha_nacimiento').nullable().optional())
        .transform((v) => v ?? null)
        .refine((v) => v === null || v <= todayIso(), { error: MSG_HUESPEDES.nacimientoFuturo })
        .refine((v) => v === null || v >= '1900-01-01', { error: MSG_HUESPEDES.nacimientoAntiguo }),
    },
    { error: unknownField('del huésped') },
  )
  // A document needs its type, and a type without a number says nothing: it is dropped.
  .refine((h) => h.documento === null || h.tipo_documento !== null, { error: MSG_HUESPEDES.tipoDocumentoFalta })
  .transform((h) => ({ ...h, tipo_documento: h.documento === null ? null : h.tipo_documento }));
export type HuespedInput = z.input<typeof huespedInputSchema>;
export type HuespedData = z.output<typeof huespedInputSchema>;

/** PUT huespedes: the stay's whole list (guests left out are removed) and the stay's vehicle. */
export const huespedesGuardarSchema = z
  .strictObject(
    {
      reserva_id: id('reserva_id'),
      huespedes: z.array(huespedInputSchema, { error: 'El campo huespedes debe ser una lista' }).max(200, { error: MSG_HUESPEDES.demasiados }),
      modelo_vehiculo: textoOpcional('modelo_vehiculo', 60).transform((v) => v ?? null),
      patente: textoOpcional('patente', 15).transform((v) => v ?? null),
    },
    { error: unknownField('de los huéspedes') },
  )
  .superRefine((body, ctx) => {
    if (body.huespedes.filter((h) => h.titular).length > 1) ctx.addIssue({ code: 'custom', path: ['huespedes'], message: MSG_HUESPEDES.unTitular });
    const vistos = new Map<string, string>();
    for (const h of body.huespedes) {
      if (h.documento === null) continue;
      const clave = normalizeDocumento(h.documento);
      if (vistos.has(clave)) {
        ctx.addIssue({ code: 'custom', path: ['huespedes'], message: documentoRepetidoMessage(h.documento) });
        return;
      }
      vistos.set(clave, h.documento);
    }
    const ids = body.huespedes.flatMap((h) => (h.id === undefined ? [] : [h.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['huespedes'], message: MSG_HUESPEDES.idRepetido });
  });
export type HuespedesGuardarInput = z.input<typeof huespedesGuardarSchema>;
export type HuespedesGuardarData = z.output<typeof huespedesGuardarSchema>;

export const requisitosIngresoSchema = z.object({
  checkin_huespedes: z.enum(HUESPEDES_INGRESO),
  checkin_datos: z.array(z.enum(DATOS_INGRESO)),
});

/** GET huespedes?reserva_id=N and the answer of PUT huespedes. */
export const huespedesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  reserva_id: z.number().int(),
  cantidad_personas: z.number().int(),
  checkin_at: z.string().nullable(),
  /** HH:mm, recorded at check-in. */
  hora_llegada: z.string().nullable(),
  /** The stay's vehicle; while the stay has none, the client's (`vehiculo_del_cliente`), as a suggestion. */
  modelo_vehiculo: z.string().nullable(),
  patente: z.string().nullable(),
  vehiculo_del_cliente: z.boolean(),
  huespedes: z.array(huespedSchema),
  requisitos: requisitosIngresoSchema,
  /** What Configuración requires and is not there yet, one line each («Titular (Pérez, Ana): documento»). */
  faltantes: z.array(z.string()),
});
export type HuespedesResponse = z.infer<typeof huespedesResponseSchema>;

export const huespedesQuerySchema = z.object({ reserva_id: id('reserva_id') });

export const HORA_LLEGADA_REGEX = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST reservas/checkin (issue 36 added `hora_llegada`: when the guests arrived, HH:mm; now when left out). */
export const estadiaIngresoSchema = z.strictObject(
  {
    id: id('id'),
    hora_llegada: z
      .string({ error: MSG_HUESPEDES.horaLlegadaInvalida })
      .regex(HORA_LLEGADA_REGEX, { error: MSG_HUESPEDES.horaLlegadaInvalida })
      .optional(),
  },
  { error: unknownField('de la reserva') },
);
export type EstadiaIngresoInput = z.input<typeof estadiaIngresoSchema>;

/** A year (a leap one) at most, like the reports: the register is asked by month or season. */
export const REGISTRO_RANGO_MAXIMO: RangoMaximo = { max: 366, unidad: 'días' };

export const REGISTRO_FORMATOS = ['csv', 'pdf'] as const;

/** GET registro-huespedes?desde&hasta: everyone who stayed (checked in) with nights in the range; paged, or a file. */
export const registroQuerySchema = conRangoMaximo(
  z
    .object({
      desde: fechaIso('desde'),
      hasta: fechaIso('hasta'),
      page: entero('page', { min: 1, max: 1_000_000 }).optional().default(1),
      page_size: entero('page_size', { min: 1, max: PAGE_SIZE_MAX }).optional().default(PAGE_SIZE_DEFAULT),
      formato: z.enum(REGISTRO_FORMATOS, { error: 'El campo formato debe ser csv o pdf' }).optional(),
    })
    .refine((q) => q.desde <= q.hasta, { error: 'La fecha desde no puede ser posterior a hasta' }),
  { desde: 'desde', hasta: 'hasta' },
  REGISTRO_RANGO_MAXIMO,
);
export type RegistroQuery = z.output<typeof registroQuerySchema>;

export const registroFilaSchema = z.object({
  reserva_id: z.number().int(),
  fecha_entrada: z.string(),
  fecha_salida: z.string(),
  unidad: z.string(),
  titular: z.boolean(),
  nombre: z.string(),
  apellido: z.string(),
  tipo_documento: z.enum(TIPOS_DOCUMENTO).nullable(),
  documento: z.string().nullable(),
  nacionalidad: z.string().nullable(),
  fecha_nacimiento: z.string().nullable(),
  checkin_at: z.string(),
  hora_llegada: z.string().nullable(),
  patente: z.string().nullable(),
});
export type RegistroFila = z.infer<typeof registroFilaSchema>;

export const registroPaginaSchema = z.object({
  success: z.literal(true),
  filas: z.array(registroFilaSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type RegistroPagina = z.infer<typeof registroPaginaSchema>;
