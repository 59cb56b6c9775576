/**
 * `npm run user -- <orden> ...`: the staff accounts' command. `unlock <usuario>` lifts a login lockout;
 * `create --usuario X --rol Y` is `npm run user:create` (create-user.ts).
 */
import { CliError, runCreateUser } from './create-user';
import type { PasswordSource } from './read-password';
import { runUnlockUser, UNLOCK_USO } from './unlock-user';

export { CliError };

const USO = `${UNLOCK_USO}\n       npm run user -- create --usuario <nombre> --rol <admin|recepcion|limpieza>`;

export function runUserCommand(argv: string[], databaseUrl: string | undefined, source: PasswordSource): Promise<string> {
  const [command, ...rest] = argv;
  if (command === 'unlock') return runUnlockUser(rest, databaseUrl);
  if (command === 'create') return runCreateUser(rest, databaseUrl, source);
  return Promise.reject(new CliError(command ? `Orden desconocida: ${command}\n${USO}` : USO));
}
