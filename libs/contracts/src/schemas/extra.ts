/**
 * The catalogue of extras (issue 32, docs/stay-account.md «Charges»): what the complex charges besides the lodging
 * (leña, salida tardía, persona adicional, ropa de cama), each with its price and whether it is charged per night or
 * once. Kept in Configuración: everyone signed in reads it, administrators change it. An extra is never deleted: one
 * no longer offered is retired (`activo: false`) and stays on the stays that have it.
 * `GET /api/endpoints/extras`, `POST`, `PUT` (new paths only).
 */
import { z } from 'zod';
import { COBROS_EXTRA, CUENTA_LIMITES, MONTO_LINEA_MAXIMO_TEXTO } from '../stay-charges';
import { id, montoHasta, texto } from './common';

export const cobroExtraSchema = z.enum(COBROS_EXTRA, { error: 'El campo cobro debe ser por_noche o unico' });

export const extraSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  precio: z.number(),
  cobro: cobroExtraSchema,
  activo: z.boolean(),
  updated_at: z.string(),
});
export type Extra = z.infer<typeof extraSchema>;

export const extrasResponseSchema = z.object({ success: z.literal(true), extras: z.array(extraSchema) });
export type ExtrasRespuesta = z.infer<typeof extrasResponseSchema>;

const desconocido = {
  error: (issue: { code?: string; keys?: PropertyKey[] }) =>
    issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys?.[0])} no es un campo del extra` : undefined,
};

const campos = {
  nombre: texto('nombre', CUENTA_LIMITES.nombreExtra),
  precio: montoHasta('precio', CUENTA_LIMITES.montoLinea, MONTO_LINEA_MAXIMO_TEXTO),
  cobro: cobroExtraSchema,
};

/** POST extras (administrators). */
export const extraCreateSchema = z.strictObject(campos, desconocido);
export type ExtraCreateInput = z.input<typeof extraCreateSchema>;
export type ExtraCreateData = z.output<typeof extraCreateSchema>;

/** PUT extras: the id plus what changes; `activo: false` retires it (it stays on the stays that have it). */
export const extraUpdateSchema = z
  .strictObject(
    {
      id: id('id'),
      nombre: campos.nombre.optional(),
      precio: campos.precio.optional(),
      cobro: cobroExtraSchema.optional(),
      activo: z.boolean({ error: 'El campo activo debe ser true o false' }).optional(),
    },
    desconocido,
  )
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { error: 'Indique qué cambia del extra' });
export type ExtraUpdateInput = z.input<typeof extraUpdateSchema>;
export type ExtraUpdateData = z.output<typeof extraUpdateSchema>;

export const extraWriteResponseSchema = z.object({ success: z.literal(true), message: z.string(), extra: extraSchema });
export type ExtraEscrito = z.infer<typeof extraWriteResponseSchema>;
