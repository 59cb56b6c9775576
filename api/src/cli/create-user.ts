/**
 * `npm run user:create -w api -- --usuario X --rol recepcion`: creates a reception or admin account, or resets an existing
 * one (password, role, enabled) and ends its open sessions. The password is read from USER_PASSWORD or standard
 * input (read-password.ts), never from the arguments. Stored as an argon2id hash only. Runs the migrations first,
 * so it works on a fresh database. `--rol staff`, the role's name before issue 17, still means recepcion.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { ROLES, loginRequestSchema } from '@camping/contracts/schemas/auth';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { SesionEntity } from '../auth/entities/sesion.entity';
import { UsuarioEntity } from '../auth/entities/usuario.entity';
import { hashPassword } from '../auth/password';
import { SessionRepository } from '../auth/session.repository';
import { UserRepository } from '../auth/user.repository';
import { initializeWithMigrations } from '../database/run-migrations';
import { typeormOptions } from '../database/typeorm-options';
import { PASSWORD_VARIABLE, PasswordMismatchError, readPassword, type PasswordSource } from './read-password';

export class CliError extends Error {}

const USO =
  'Uso: npm run user:create -w api -- --usuario <nombre> --rol <admin|recepcion|limpieza>\n' +
  `La contraseña (8 o más caracteres) se escribe cuando la pide, o llega por una tubería o en ${PASSWORD_VARIABLE}.`;

const argsSchema = z.object({
  usuario: loginRequestSchema.shape.usuario,
  rol: z.preprocess((v) => (v === 'staff' ? 'recepcion' : v), z.enum(ROLES, { error: 'El rol debe ser admin, recepcion o limpieza' })),
});
const passwordSchema = z
  .string({ error: 'El campo contraseña es obligatorio' })
  .min(1, { error: 'El campo contraseña es obligatorio' })
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres' })
  .max(200, { error: 'El campo contraseña no puede superar los 200 caracteres' });
export type CreateUserArgs = z.output<typeof argsSchema> & { contrasena: string };

/** `--usuario ana --rol recepcion` (also `--usuario=ana`; `staff` is an alias of recepcion). */
export function parseCreateUserArgs(argv: string[]): z.output<typeof argsSchema> {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]);
    if (match?.[1] === 'contrasena') {
      throw new CliError(`La contraseña ya no se pasa como argumento (quedaría en el historial y en ps).\n${USO}`);
    }
    if (!match || !['usuario', 'rol'].includes(match[1])) throw new CliError(`Argumento no reconocido: ${argv[i]}\n${USO}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new CliError(`Falta el valor de --${match[1]}\n${USO}`);
    values[match[1]] = value;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new CliError(`${firstIssueMessage(parsed.error)}\n${USO}`);
  return parsed.data;
}

/** Checks a password read by readPassword with the same rules as before (8 to 200 characters). */
export function validatePassword(password: string): string {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw new CliError(firstIssueMessage(parsed.error));
  return parsed.data;
}

/** Creates the account, or resets it when the name exists. */
export async function createOrResetUser(dataSource: DataSource, args: CreateUserArgs): Promise<'creado' | 'actualizado'> {
  const users = new UserRepository(dataSource.getRepository(UsuarioEntity));
  const sessions = new SessionRepository(dataSource.getRepository(SesionEntity), dataSource);
  const hash = await hashPassword(args.contrasena);
  const existing = await users.findByUsuario(args.usuario);
  if (!existing) {
    await users.create(args.usuario, hash, args.rol);
    return 'creado';
  }
  await users.reset(existing.id, hash, args.rol);
  await sessions.deleteForUser(existing.id);
  return 'actualizado';
}

export async function runCreateUser(argv: string[], databaseUrl: string | undefined, source: PasswordSource): Promise<string> {
  const parsedArgs = parseCreateUserArgs(argv);
  if (!databaseUrl) throw new CliError('Falta DATABASE_URL');
  const contrasena = await readPassword(source).catch((error: unknown) => {
    throw error instanceof PasswordMismatchError ? new CliError(error.message) : error;
  });
  const args = { ...parsedArgs, contrasena: validatePassword(contrasena) };
  const dataSource = await initializeWithMigrations(new DataSource(typeormOptions(databaseUrl, [UsuarioEntity, SesionEntity])));
  try {
    const result = await createOrResetUser(dataSource, args);
    return result === 'creado'
      ? `Usuario "${args.usuario}" creado con rol ${args.rol}.`
      : `Usuario "${args.usuario}" actualizado: nueva contraseña, rol ${args.rol}, sesiones abiertas cerradas.`;
  } finally {
    await dataSource.destroy();
  }
}
