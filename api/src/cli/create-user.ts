/**
 * `npm run user:create -w api -- --usuario X --rol staff --contrasena Y`: creates a staff or admin account, or
 * resets an existing one (password, role, enabled) and ends its open sessions. Passwords are stored as bcrypt
 * hashes only. Runs the migrations first, so it works on a fresh database.
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
import { typeormOptions } from '../database/typeorm-options';

export class CliError extends Error {}

const USO = 'Uso: npm run user:create -w api -- --usuario <nombre> --rol <admin|staff> --contrasena <clave de 8 o más caracteres>';

const argsSchema = z.object({
  usuario: loginRequestSchema.shape.usuario,
  rol: z.enum(ROLES, { error: 'El rol debe ser admin o staff' }),
  contrasena: z
    .string({ error: 'El campo contraseña es obligatorio' })
    .min(8, { error: 'La contraseña debe tener al menos 8 caracteres' })
    .max(200, { error: 'El campo contraseña no puede superar los 200 caracteres' }),
});
export type CreateUserArgs = z.output<typeof argsSchema>;

/** `--usuario ana --rol staff --contrasena xxx` (also `--usuario=ana`). */
export function parseCreateUserArgs(argv: string[]): CreateUserArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match || !['usuario', 'rol', 'contrasena'].includes(match[1])) throw new CliError(`Argumento no reconocido: ${argv[i]}\n${USO}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new CliError(`Falta el valor de --${match[1]}\n${USO}`);
    values[match[1]] = value;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new CliError(`${firstIssueMessage(parsed.error)}\n${USO}`);
  return parsed.data;
}

/** Creates the account, or resets it when the name exists. */
export async function createOrResetUser(dataSource: DataSource, args: CreateUserArgs): Promise<'creado' | 'actualizado'> {
  const users = new UserRepository(dataSource.getRepository(UsuarioEntity));
  const sessions = new SessionRepository(dataSource.getRepository(SesionEntity));
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

export async function runCreateUser(argv: string[], databaseUrl: string | undefined): Promise<string> {
  const args = parseCreateUserArgs(argv);
  if (!databaseUrl) throw new CliError('Falta DATABASE_URL');
  const dataSource = new DataSource(typeormOptions(databaseUrl, [UsuarioEntity, SesionEntity]));
  await dataSource.initialize();
  try {
    const result = await createOrResetUser(dataSource, args);
    return result === 'creado'
      ? `Usuario "${args.usuario}" creado con rol ${args.rol}.`
      : `Usuario "${args.usuario}" actualizado: nueva contraseña, rol ${args.rol}, sesiones abiertas cerradas.`;
  } finally {
    await dataSource.destroy();
  }
}
