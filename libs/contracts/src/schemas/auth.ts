import { z } from 'zod';

export const ROLES = ['admin', 'staff'] as const;
export const rolSchema = z.enum(ROLES);
export type Rol = z.infer<typeof rolSchema>;

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

export const sessionUserSchema = z.object({ usuario: z.string(), rol: rolSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ success: z.literal(true), usuario: sessionUserSchema });
export const meResponseSchema = loginResponseSchema;
