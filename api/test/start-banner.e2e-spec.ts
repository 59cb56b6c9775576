/**
 * `npm start`'s first start: the generated admin password must be the last thing on screen, framed, not lost among
 * the start's JSON log lines. Runs the built server (api/dist/main.js) on a database of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

const MAIN = path.resolve(__dirname, '../dist/main.js');

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('first start of the built server', () => {
  const name = `camping_test_arranque_${process.pid}`;
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('prints the generated admin password last, framed, after every log line', async () => {
    if (!existsSync(MAIN)) throw new Error('Falta api/dist/main.js: ejecute "npm run build -w api" antes de estas pruebas');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl(name), PORT: '0', LOG_LEVEL: 'info', DEMO_DATA: '0' };
    delete env.ADMIN_PASSWORD;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`El servidor no terminó de arrancar:\n${output}`)), 60_000);
        child.stdout.on('data', () => {
          if (/╚═+╝/.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`El servidor terminó (código ${code}):\n${output}`)));
      });
      // Let anything still buffered arrive: it must not come after the banner.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const lines = output.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(/^╚═+╝$/);
      const top = lines.findIndex((line) => /^╔═+╗$/.test(line));
      expect(lines.slice(top).join('\n')).toMatch(/║ {2}Contraseña generada: \S{12,}/);
      expect(lines.slice(top).some((line) => line.startsWith('{'))).toBe(false);
      // What comes before the banner is the application's few lines, not Nest's ~140 (each route mapped: at debug).
      const logLines = lines.slice(0, top).filter((line) => line.startsWith('{"level"'));
      expect(logLines.length).toBeLessThan(15);
      expect(logLines.some((line) => line.includes('"context":"RouterExplorer"'))).toBe(false);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
