import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { preparedQuery } from '../src/database/prepared-query';
import { helmetHeaders } from '../src/http/security-headers';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The two places where the API reaches past a library's public surface for a measured gain (docs/api.md,
 * Benchmark). Each test here fails on a library upgrade that breaks the assumption, instead of letting it rot
 * silently.
 */
describe('pinned assumptions about libraries', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One connection, so every call below meets the statement prepared by the first.
    t = await startTestApp({ DATABASE_POOL_SIZE: '1' });
  });
  afterAll(() => t.close());

  describe('helmet headers computed once at start', () => {
    /** What helmet really sets when it runs as a middleware on a live request. */
    async function headersFromLiveHelmet(options: HelmetOptions, path: string): Promise<Record<string, string>> {
      const middleware = helmet(options);
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        middleware(req, res, () => res.end());
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': 'Mozilla/5.0', accept: 'text/html' } });
        const ours = new Set(Object.keys(helmetHeaders(options)));
        return Object.fromEntries([...res.headers.entries()].filter(([name]) => ours.has(name) || /^(x-|cross-origin|content-security|strict-transport|referrer|origin-agent)/.test(name)));
      } finally {
        server.close();
      }
    }

    it.each([
      ['a page policy', { contentSecurityPolicy: { useDefaults: true, directives: { 'script-src': ["'self'"] } }, crossOriginEmbedderPolicy: false }],
      ['the API policy', { contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"] } }, crossOriginEmbedderPolicy: false }],
      ['no CSP', { contentSecurityPolicy: false }],
    ] as const)('equal what helmet sets on real requests, whatever the request (%s)', async (_name, options) => {
      const computed = helmetHeaders(options as HelmetOptions);
      expect(Object.keys(computed).length).toBeGreaterThan(5);
      for (const path of ['/', '/api/endpoints/clientes?x=1', '/remotes/a.js']) {
        expect(await headersFromLiveHelmet(options as HelmetOptions, path)).toEqual(computed);
      }
    });

    it('are the ones the server sends', async () => {
      const res = await t.http().get('/api/public/sitio').expect(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('prepared statements through the pool TypeORM keeps', () => {
    it('is prepared once on the connection and reused, with correct rows for each set of values', async () => {
      const name = `prueba_preparada_${process.pid}`;
      const text = 'SELECT $1::int + 1 AS siguiente, pg_backend_pid() AS pid';
      const first = await preparedQuery<{ siguiente: number; pid: number }>(t.dataSource, name, text, [1]);
      const second = await preparedQuery<{ siguiente: number; pid: number }>(t.dataSource, name, text, [41]);
      expect(first[0].siguiente).toBe(2);
      expect(second[0].siguiente).toBe(42);
      expect(second[0].pid).toBe(first[0].pid);
      // PostgreSQL itself holds the statement on that connection: parsed and planned once, not on every call.
      const [{ cuantas }] = await t.dataSource.query('SELECT count(*)::int AS cuantas FROM pg_prepared_statements WHERE name = $1', [name]);
      expect(cuantas).toBe(1);
    });
  });
});
