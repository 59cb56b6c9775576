import { meResponseSchema } from '../schemas/auth';
import {
  usuarioConTemporalSchema,
  usuarioRespuestaSchema,
  usuariosListaSchema,
  type CambioContrasenaData,
  type UsuarioCreateData,
  type UsuarioUpdateData,
} from '../schemas/usuario';
import { z } from 'zod';
// By package name, not './http': Module Federation shares modules by request (see hospedajes.ts).
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/usuarios';

export function getUsuarios(signal?: AbortSignal) {
  return apiRequest(PATH, { schema: usuariosListaSchema, signal });
}

export function crearUsuario(body: UsuarioCreateData) {
  return apiRequest(PATH, { method: 'POST', body, schema: usuarioConTemporalSchema });
}

export function cambiarUsuario(body: UsuarioUpdateData) {
  return apiRequest(PATH, { method: 'PUT', body, schema: usuarioRespuestaSchema });
}

export function restablecerContrasena(id: number) {
  return apiRequest(`${PATH}/restablecer`, { method: 'POST', body: { id }, schema: usuarioConTemporalSchema });
}

const cambioRespuestaSchema = meResponseSchema.extend({ message: z.string() });

/** The user's own password (the current one proves it); answers the session user, no longer temporary. */
export function cambiarContrasena(body: CambioContrasenaData) {
  return apiRequest('/auth/contrasena', { method: 'POST', body, schema: cambioRespuestaSchema });
}
