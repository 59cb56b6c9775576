import { spawn } from 'node:child_process';
import { ROOT } from './database.mjs';

/** Runs a command in the monorepo root, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} terminó con ${signal ?? code}`)),
    );
  });
}
