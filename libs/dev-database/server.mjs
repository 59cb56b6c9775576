/**
 * Starts the production server (api/dist/main.js, which also serves the shell and remotes) on a database, the way
 * `npm start` runs it. Used by the browser tests, the remotes' contract tests and the deploy script.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './database.mjs';

export const E2E_ADMIN = { usuario: 'admin', contrasena: 'clave-e2e-segura-1' };

/** The port the server says it listens on, in the lines it prints once listening (api/src/main.ts). */
const LISTENING = /Sitio y administración: http:\/\/localhost:(\d+)/;

/**
 * Until the server `child` (api/dist/main.js) is up: it has printed the port it took (with PORT=0, the system's
 * choice, so no other process can take it between a check and the bind) and answers there. Answers its base URL.
 */
export async function untilListening(child, stdout, { port = 0, timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al iniciar (código ${child.exitCode})`);
    const listening = Number(LISTENING.exec(Buffer.concat(stdout).toString())?.[1] ?? 0);
    if (listening && (port === 0 || listening === port)) {
      const baseUrl = `http://127.0.0.1:${listening}`;
      try {
        if ((await fetch(`${baseUrl}/remotes.json`)).ok) return baseUrl;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s`);
}

/**
 * `port` 0 (the default) lets the system choose a free one; `frontEnd: false` for a run that needs only the API (the
 * remotes' contract tests); `node`, the Node executable to run it on (this one's by default).
 */
export async function startServer({ databaseUrl, port = 0, env = {}, frontEnd = true, quiet = false, node = process.execPath }) {
  const main = path.join(ROOT, 'api/dist/main.js');
  for (const built of [main, ...(frontEnd ? [path.join(ROOT, 'shell/dist/index.html')] : [])]) {
    if (!existsSync(built)) throw new Error(`Falta ${path.relative(ROOT, built)}: ejecute "npm run build" antes de las pruebas`);
  }
  const output = [];
  const child = spawn(node, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_USER: E2E_ADMIN.usuario,
      ADMIN_PASSWORD: E2E_ADMIN.contrasena,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      BUSINESS_PHONE: '+54 9 2664 55-1234',
      // The import tests serve their external calendars from this machine (docs/channels.md).
      ICAL_ALLOW_PRIVATE_URLS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = [];
  child.stdout.on('data', (chunk) => {
    stdout.push(chunk);
    output.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output.push(chunk);
    if (!quiet) process.stderr.write(chunk);
  });
  let baseUrl;
  try {
    // Generous: a loaded machine (CI next to other jobs) starts Node and migrates slowly.
    baseUrl = await untilListening(child, stdout, { port });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${Buffer.concat(output).toString()}`, { cause: error });
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
