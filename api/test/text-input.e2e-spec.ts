/**
 * Text is clean before SQL (issue 33, item 3): a NUL or a lone surrogate anywhere the API reads text is a Spanish 400
 * naming where it is, never a 500, and nothing is written. The fuzz walks EVERY route the server serves, from the
 * routes table Fastify filled (http/served-routes.ts), not a hand list, with an administrator's session so that
 * without the check each call would reach its guard and PostgreSQL.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { INPUT_MSG } from '@camping/contracts/messages-input';
import { servedRoutes, type ServedRoute } from '../src/http/served-routes';
import { resetData, startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

/** Every table's content, hashed: equal before and after means nothing was written. The schedule marks move alone. */
async function snapshot(dataSource: DataSource): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = await dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'tareas_programadas' ORDER BY 1`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await dataSource.query(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`);
    hashes[name] = row.h;
  }
  return hashes;
}

/** A concrete URL for a route pattern: parameters and wildcards filled with `fill`. */
function concrete(route: ServedRoute, fill = '1'): string {
  return route.url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, fill).replace(/\*$/, fill === '1' ? 'x' : fill);
}

const hasParameter = (route: ServedRoute) => /[:*]/.test(route.url);
const takesBody = (route: ServedRoute) => !['GET', 'HEAD'].includes(route.method);

/** One request written byte for byte (Node's own client refuses to send a NUL in a header). */
function rawRequest(port: number, head: string): Promise<{ status: number; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [statusLine] = answer.split('\r\n');
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      resolve({ status: Number(statusLine.split(' ')[1]), body: JSON.parse(body) as { message?: string } });
    });
  });
}

interface Outcome {
  case: string;
  status: number;
  message?: string;
}

describe('unstorable text (NUL, lone surrogates) on every route', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  let cookie: string;
  let routes: ServedRoute[];

  beforeAll(async () => {
    t = await startTestApp();
    await resetData(t.dataSource);
    server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    const login = await request(server).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    cookie = String(login.headers['set-cookie']).split(';')[0];
    const fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
    routes = servedRoutes(fastify).filter((route) => route.method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('finds the whole API in the routes table', () => {
    const urls = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'POST /api/auth/login',
      'GET /api/endpoints/clientes',
      'PUT /api/endpoints/reservas.php',
      'GET /api/public/cotizacion',
      'PUT /api/remotes/:name',
      'GET /*',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(80);
  });

  it('answers 400 naming the parameter, the field or the header, on every route, and writes nothing', async () => {
    const before = await snapshot(t.dataSource);
    const wrong: Outcome[] = [];
    const expect400 = (what: string, status: number, body: { message?: string }, message: string) => {
      if (status !== 400 || body.message !== message) wrong.push({ case: what, status, message: body.message });
    };
    const call = (route: ServedRoute, url: string, withCookie = true) => {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const req = request(server)[method](url);
      return withCookie ? req.set('Cookie', cookie) : req;
    };

    for (const route of routes) {
      const url = concrete(route);
      const name = `${route.method} ${route.url}`;
      const json = (req: request.Test, body: unknown) => (takesBody(route) ? req.send(body as object) : req);

      // In the query: a value, a key, and without a session (the check comes before the guard's 401).
      let res = await json(call(route, `${url}?fuzz=a%00b`), {});
      expect400(`${name} query value`, res.status, res.body, INPUT_MSG.parametroConCaracteresInvalidos('fuzz'));
      res = await json(call(route, `${url}?a%00b=1`), {});
      expect400(`${name} query key`, res.status, res.body, INPUT_MSG.nombreDeParametroInvalido);
      res = await json(call(route, `${url}?search=%00`, false), {});
      expect400(`${name} query without session`, res.status, res.body, INPUT_MSG.parametroConCaracteresInvalidos('search'));

      // In the body: a value, a nested lone surrogate, a key.
      if (takesBody(route)) {
        res = await call(route, url).send({ usuario: TEST_ADMIN.usuario, nombre: 'Ana\u0000' });
        expect400(`${name} body value`, res.status, res.body, INPUT_MSG.campoConCaracteresInvalidos('nombre'));
        res = await call(route, url).send({ cliente: { apellido: 'P\ud800rez' }, items: [1] });
        expect400(`${name} nested body value`, res.status, res.body, INPUT_MSG.campoConCaracteresInvalidos('cliente.apellido'));
        res = await call(route, url).send({ ['nota\u0000']: 'x' });
        expect400(`${name} body key`, res.status, res.body, INPUT_MSG.nombreDeCampoInvalido());
      }

      // In the path, where the route has a parameter.
      if (hasParameter(route)) {
        res = await json(call(route, concrete(route, 'a%00b')), {});
        expect400(`${name} path`, res.status, res.body, INPUT_MSG.direccionConCaracteresInvalidos);
      }

      // In a header, over the wire: Node's parser refuses it before Fastify, and the answer names the header.
      const raw = await rawRequest(
        port,
        `${route.method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
          `Content-Length: 2\r\nX-Fuzz: a\u0000b\r\n\r\n{}`,
      );
      expect400(`${name} header`, raw.status, raw.body, INPUT_MSG.encabezadoConCaracteresInvalidos('x-fuzz'));
    }

    expect(wrong).toEqual([]);
    expect(await snapshot(t.dataSource)).toEqual(before);
  });

  it('refuses a NUL in the login before the throttle counts it or a session is made', async () => {
    const counters = async () => (await t.dataSource.query(`SELECT clave, cantidad FROM limites ORDER BY clave`)) as unknown[];
    const before = await counters();
    const res = await request(server).post('/api/auth/login').send({ usuario: 'admin\u0000', contrasena: TEST_ADMIN.contrasena }).expect(400);
    expect(res.body).toEqual({ success: false, message: INPUT_MSG.campoConCaracteresInvalidos('usuario'), error: true });
    expect(await counters()).toEqual(before);
  });

  it('still takes every other character, control ones and astral ones included', async () => {
    const res = await request(server)
      .get(`/api/endpoints/clientes?search=${encodeURIComponent('tab\there 😀 ñ')}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
