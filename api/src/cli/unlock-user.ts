/**
 * `npm run user -- unlock <usuario>` (issue 33): lifts a login lockout. The throttle keeps its counters in
 * PostgreSQL (auth/login-throttle.ts), so this works for every replica at once and needs no running server. An
 * administrator locked out of new addresses by someone else's guesses has a way back other than waiting.
 */
import { DataSource } from 'typeorm';
import { loginRequestSchema } from '@camping/contracts/schemas/auth';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { UsuarioEntity } from '../auth/entities/usuario.entity';
import { LoginThrottle } from '../auth/login-throttle';
import { UserRepository } from '../auth/user.repository';
import { initializeWithMigrations } from '../database/run-migrations';
import { typeormOptions } from '../database/typeorm-options';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { CliError } from './create-user';

export const UNLOCK_USO = 'Uso: npm run user -- unlock <usuario>';

/** Exactly one argument: the user's name. */
export function parseUnlockArgs(argv: string[]): string {
  if (argv.length !== 1 || argv[0].startsWith('--')) throw new CliError(`Indique un solo usuario.\n${UNLOCK_USO}`);
  const parsed = loginRequestSchema.shape.usuario.safeParse(argv[0]);
  if (!parsed.success) throw new CliError(`${firstIssueMessage(parsed.error)}\n${UNLOCK_USO}`);
  return parsed.data;
}

/** Forgets the user's counted failures; the Spanish line that says what happened. */
export async function unlockUser(dataSource: DataSource, usuario: string): Promise<string> {
  const users = new UserRepository(dataSource.getRepository(UsuarioEntity));
  if (!(await users.findByUsuario(usuario))) throw new CliError(`No existe el usuario "${usuario}".`);
  const removed = await new LoginThrottle(new RateLimitRepository(dataSource)).unlock(usuario);
  return removed > 0
    ? `Bloqueo de inicio de sesión levantado: "${usuario}" ya puede ingresar desde cualquier dirección (se borraron ${removed} contador${removed === 1 ? '' : 'es'} de intentos fallidos).`
    : `El usuario "${usuario}" no tenía intentos fallidos registrados: ya puede ingresar.`;
}

export async function runUnlockUser(argv: string[], databaseUrl: string | undefined): Promise<string> {
  const usuario = parseUnlockArgs(argv);
  if (!databaseUrl) throw new CliError('Falta DATABASE_URL');
  const dataSource = await initializeWithMigrations(new DataSource(typeormOptions(databaseUrl, [UsuarioEntity])));
  try {
    return await unlockUser(dataSource, usuario);
  } finally {
    await dataSource.destroy();
  }
}
