/**
 * PostgreSQL down, frozen, out of connections or stuck behind a lock (issue #12): the API answers 503 with
 * Retry-After and the Spanish message in time, the public pages keep being served, and it recovers by itself.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MSG } from '@camping/contracts/messages';
import { contar, type Agent } from './helpers/fixtures';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { startTestApp, type TestApp } from './helpers/test-app';

const CLIENTES = '/api/endpoints/clientes';
const UNAVAILABLE = { success: false, message: MSG.servicioNoDisponible, error: true };

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL no está definida: la fija test/global-setup.js');
  return url;
}

/** A one-page build, to check the site's pages need no database. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'camping-outage-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><html lang="es-AR"><head></head><body><div id="root"></div></body></html>');
  return root;
}

async function expectUnavailable(request: PromiseLike<{ status: number; headers: Record<string, string>; body: unknown }>) {
  const res = await request;
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual(UNAVAILABLE);
}

/** Milliseconds a call takes. */
async function timed<T>(work: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const start = Date.now();
  const result = await work();
  return { result, ms: Date.now() - start };
}

describe('database outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let agent: Agent;
  let root: string;

  beforeAll(async () => {
    root = fakeBuild();
    proxy = await startTcpProxy(testDatabaseUrl());
    t = await startTestApp({
      DATABASE_URL: proxy.url,
      STATIC_ROOT: root,
      DATABASE_POOL_SIZE: '2',
      DATABASE_ACQUIRE_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
    });
    agent = await t.loginAgent();
  });
  afterAll(async () => {
    proxy.thaw();
    await t.close();
    await proxy.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while PostgreSQL is down, keeps serving the public pages, and recovers', async () => {
    const before = await contar(t.dataSource, 'clientes');
    await proxy.stop();
    try {
      await expectUnavailable(agent.get(CLIENTES));
      await expectUnavailable(agent.post(CLIENTES).send({ nombre: 'Ana', apellido: 'Pérez', documento: '30111222' }));
      await expectUnavailable(t.http().post('/api/auth/login').send({ usuario: 'admin', contrasena: 'x' }));
      const sitio = await t.http().get('/api/public/sitio').expect(200);
      expect(sitio.body.telefono).toBeTruthy();
      const page = await t.http().get('/camping').expect(200);
      expect(page.text).toContain('<div id="root"></div>');
    } finally {
      await proxy.start();
    }
    await agent.get(CLIENTES).expect(200);
    expect(await contar(t.dataSource, 'clientes')).toBe(before);
  });

  it('gives up on a frozen PostgreSQL after the statement timeout plus a margin, instead of waiting for it', async () => {
    await agent.get(CLIENTES).expect(200);
    proxy.freeze();
    try {
      const { ms } = await timed(() => expectUnavailable(agent.get(CLIENTES)));
      // DATABASE_STATEMENT_TIMEOUT_MS (300) + the driver's 5 s margin for a server that cannot even cancel.
      expect(ms).toBeLessThan(9000);
    } finally {
      proxy.thaw();
    }
    await agent.get(CLIENTES).expect(200);
  });
});

describe('database timeouts', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await startTestApp({
      DATABASE_POOL_SIZE: '1',
      DATABASE_ACQUIRE_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
    });
    agent = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('answers 503 within the acquisition timeout when every pooled connection is busy', async () => {
    // The only connection is held for 2 s (the statement timeout lifted for that one statement).
    const busy = t.dataSource.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_sleep(2)');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { ms } = await timed(() => expectUnavailable(agent.get(CLIENTES)));
    expect(ms).toBeLessThan(1500);
    await busy;
    await agent.get(CLIENTES).expect(200);
  });

  it('answers 503 when a statement waits on a lock past the statement timeout, and changes nothing', async () => {
    const before = await contar(t.dataSource, 'clientes');
    const other = new Client({ connectionString: testDatabaseUrl() });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('LOCK TABLE clientes IN ACCESS EXCLUSIVE MODE');
      const { ms } = await timed(() => expectUnavailable(agent.get(CLIENTES)));
      expect(ms).toBeLessThan(3000);
      await expectUnavailable(agent.post(CLIENTES).send({ nombre: 'Ana', apellido: 'Pérez', documento: '30111223' }));
      await other.query('ROLLBACK');
    } finally {
      await other.end();
    }
    await agent.get(CLIENTES).expect(200);
    expect(await contar(t.dataSource, 'clientes')).toBe(before);
  });
});
