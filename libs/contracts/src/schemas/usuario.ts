import { z } from 'zod';
import { CONTRASENA_MIN } from '../password-rules';
import { id } from './common';
import { rolSchema } from './auth';

/** A staff account as the «Usuarios» screen shows it (never its password hash). */
export const usuarioCuentaSchema = z.object({
  id: z.number().int(),
  usuario: z.string(),
  rol: rolSchema,
  activo: z.boolean(),
  debe_cambiar_contrasena: z.boolean(),
  created_at: z.string(),
});
export type UsuarioCuenta = z.infer<typeof usuarioCuentaSchema>;

export const usuariosListaSchema = z.object({ success: z.literal(true), usuarios: z.array(usuarioCuentaSchema) });

const nombreUsuario = z
  .string({ error: 'El campo usuario es obligatorio' })
  .trim()
  .min(3, { error: 'El usuario debe tener al menos 3 caracteres' })
  .max(50, { error: 'El usuario no puede superar los 50 caracteres' })
  .regex(/^[a-z0-9._-]+$/, { error: 'El usuario solo puede tener minúsculas, números, punto, guion y guion bajo' });

/** POST usuarios: the account starts with a temporary password chosen by the server, shown once. */
export const usuarioCreateSchema = z.object({ usuario: nombreUsuario, rol: rolSchema }).strict();
export type UsuarioCreateData = z.infer<typeof usuarioCreateSchema>;

/** PUT usuarios: enable/disable or change the role of account `id`. */
export const usuarioUpdateSchema = z
  .object({
    id: id('id'),
    activo: z.boolean({ error: 'El campo activo debe ser verdadero o falso' }).optional(),
    rol: rolSchema.optional(),
  })
  .strict()
  .refine((v) => v.activo !== undefined || v.rol !== undefined, { error: 'Indique activo o rol' });
export type UsuarioUpdateData = z.infer<typeof usuarioUpdateSchema>;

export const usuarioIdSchema = z.object({ id: id('id') }).strict();

/** The answer of a create or reset: the account and its temporary password (the only time it is shown). */
export const usuarioConTemporalSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  usuario: usuarioCuentaSchema,
  contrasena_temporal: z.string(),
});
export type UsuarioConTemporal = z.infer<typeof usuarioConTemporalSchema>;

export const usuarioRespuestaSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  usuario: usuarioCuentaSchema,
});

/** POST /api/auth/contrasena: every user changes their own password, proving the current one. */
export const cambioContrasenaSchema = z
  .object({
    contrasena_actual: z
      .string({ error: 'Ingrese su contraseña actual' })
      .min(1, { error: 'Ingrese su contraseña actual' })
      .max(200, { error: 'La contraseña no puede superar los 200 caracteres' }),
    contrasena_nueva: z
      .string({ error: 'Ingrese la contraseña nueva' })
      .min(CONTRASENA_MIN, { error: `La contraseña nueva debe tener al menos ${CONTRASENA_MIN} caracteres` })
      .max(200, { error: 'La contraseña no puede superar los 200 caracteres' }),
  })
  .strict()
  .refine((v) => v.contrasena_nueva !== v.contrasena_actual, {
    error: 'La contraseña nueva debe ser distinta de la actual',
    path: ['contrasena_nueva'],
  });
export type CambioContrasenaData = z.infer<typeof cambioContrasenaSchema>;
