import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** What the password is read from: the terminal or pipe of standard input, and where prompts go. */
export interface PasswordSource {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  prompt: NodeJS.WritableStream;
}

/** The environment variable that carries the password when no one types it (scripts, containers). */
export const PASSWORD_VARIABLE = 'USER_PASSWORD';

/**
 * The new user's password, never from the command line (it would stay in the shell's history and show in `ps`):
 * USER_PASSWORD when set, else typed twice on the terminal without echo, else the first line of a pipe.
 */
export async function readPassword(source: PasswordSource): Promise<string> {
  const fromEnv = source.env[PASSWORD_VARIABLE];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (source.stdin.isTTY) {
    const first = await askHidden(source, 'Contraseña: ');
    const second = await askHidden(source, 'Repita la contraseña: ');
    if (first !== second) throw new PasswordMismatchError('Las contraseñas no coinciden');
    return first;
  }
  return firstLine(source.stdin);
}

export class PasswordMismatchError extends Error {}

/** One line typed on the terminal; readline echoes into a sink, so nothing typed appears. */
function askHidden(source: PasswordSource, question: string): Promise<string> {
  source.prompt.write(question);
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: source.stdin, output: sink, terminal: true });
  return new Promise((resolve) => {
    rl.once('line', (line) => {
      rl.close();
      source.prompt.write('\n');
      resolve(line);
    });
  });
}

async function firstLine(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}
