import { z } from 'zod';

/**
 * `admin` manages prices, settings, reports, history and users; `recepcion` runs the front desk; `limpieza` sees
 * only the «Limpieza» list and changes only unit states (issue 36; docs/staff.md).
 */
export const ROLES = ['admin', 'recepcion', 'limpieza'] as const;
export const rolSchema = z.enum(ROLES, { error: 'El rol debe ser admin, recepcion o limpieza' });
export type Rol = z.infer<typeof rolSchema>;

/** How screens name a role. */
export const ROL_ETIQUETAS: Record<Rol, string> = { admin: 'Administración', recepcion: 'Recepción', limpieza: 'Limpieza' };

export const loginRequestSchema = z.object({
  usuario: z
    .string({ error: 'El campo usuario es obligatorio' })
    .trim()
    .min(1, { error: 'El campo usuario es obligatorio' })
    .max(100, { error: 'El campo usuario no puede superar los 100 caracteres' }),
  contrasena: z
    .string({ error: 'El campo contraseña es obligatorio' })
    .min(1, { error: 'El campo contraseña es obligatorio' })
    .max(200, { error: 'El campo contraseña no puede superar los 200 caracteres' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The session's user. `debe_cambiar_contrasena`: a temporary password (new account or reset) still in use; the API
 * refuses everything but the password change until it is replaced, and the shell asks for it first.
 */
export const sessionUserSchema = z.object({
  usuario: z.string(),
  rol: rolSchema,
  debe_cambiar_contrasena: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ success: z.literal(true), usuario: sessionUserSchema });
export const meResponseSchema = loginResponseSchema;

/** Who may do what (the API enforces it; screens hide what the role may not use). */
export function esAdmin(user: { rol: Rol } | null | undefined): boolean {
  return user?.rol === 'admin';
}
