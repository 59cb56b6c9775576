import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpException } from '@nestjs/common';
import helmet, { type HelmetOptions } from 'helmet';
import { MSG } from '@camping/contracts/messages';
import { ApiExceptionFilter } from '../src/common/api-exception.filter';
import { preparedQuery } from '../src/database/prepared-query';
import { helmetHeaders } from '../src/http/security-headers';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The three places where the API reaches past a library's public surface for a measured gain (docs/api.md,
 * Benchmark). Each test here fails on a library upgrade that breaks the assumption, instead of letting it rot
 * silently.
 */
/**
 * Every exception the filter receives. Nest binds the filter's `catch` when the app starts, so the recorder is in
 * place before any app of this file is created.
 */
const caught: unknown[] = [];
const filterCatch = ApiExceptionFilter.prototype.catch;
jest.spyOn(ApiExceptionFilter.prototype, 'catch').mockImplementation(function (this: ApiExceptionFilter, exception, host) {
  caught.push(exception);
  return filterCatch.call(this, exception, host);
});

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

  describe("the exception filter's rewrite of the framework's own English errors", () => {
    /** Requests go to this host; the site's own page names it as its origin, so the write guards let them through. */
    const HOST = 'camping.test:3000';
    const OWN = { Host: HOST, Origin: `http://${HOST}`, 'Content-Type': 'application/json' };
    beforeEach(() => {
      caught.length = 0;
    });

    /** The framework's own text: the Fastify error's code when it carries one, else Nest's exception message. */
    function frameworkText(): string {
      expect(caught).toHaveLength(1);
      const exception = caught[0];
      expect(exception).toBeInstanceOf(HttpException);
      const cause = (exception as HttpException).cause as { code?: string } | undefined;
      return cause?.code ?? (exception as HttpException).message;
    }

    it.each([
      ['get', '/api/endpoints/no-existe', 'Cannot GET /api/endpoints/no-existe'],
      ['delete', '/api/endpoints/no-existe?id=1', 'Cannot DELETE /api/endpoints/no-existe?id=1'],
      ['get', '/api/public/no-existe', 'Cannot GET /api/public/no-existe'],
    ] as const)('turns Nest\'s 404 for an unknown route (%s %s) into the Spanish one', async (method, path, english) => {
      const res = await t.http()[method](path).set(OWN).expect(404);
      expect(frameworkText()).toBe(english);
      expect(res.body).toEqual({ success: false, message: MSG.recursoNoEncontrado, error: true });
    });

    it.each([
      ['malformed JSON', '{"usuario": ', 400, 'FST_ERR_CTP_INVALID_JSON_BODY', MSG.jsonInvalido],
      ['a body above the limit', JSON.stringify({ usuario: 'a'.repeat(200 * 1024) }), 413, 'FST_ERR_CTP_BODY_TOO_LARGE', MSG.solicitudDemasiadoGrande],
    ] as const)("turns Fastify's error for %s into the Spanish one", async (_name, body, status, code, message) => {
      const res = await t.http().post('/api/auth/login').set(OWN).send(body).expect(status);
      expect(frameworkText()).toBe(code);
      expect(res.body).toEqual({ success: false, message, error: true });
    });
  });
});
