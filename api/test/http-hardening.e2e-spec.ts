/**
 * The HTTP edge (issue #12, and #13's legacy client): writes only as JSON from the site's own origin, the requests the
 * existing front end really sends, unserved methods and oversized headers in the one error shape, money with at most
 * two decimals. Through the real server stack on the test database.
 */
import { etiquetaCampo } from '@camping/contracts/field-labels';
import { MSG } from '@camping/contracts/messages';
import { contar, crearCliente, day, iniciarSuite, nuevoDocumento, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, startTestApp, type TestApp } from './helpers/test-app';

const CLIENTES = '/api/endpoints/clientes';
const RESERVAS = '/api/endpoints/reservas';
const HOSPEDAJES = '/api/endpoints/hospedajes';
/** Requests go to this host; a page of the site itself names it as its origin. */
const HOST = 'camping.test:3000';
const OWN_ORIGIN = `http://${HOST}`;
const clienteNuevo = () => ({ nombre: 'Ana', apellido: 'Pérez', documento: nuevoDocumento(), telefono: '2664123456' });

describe('HTTP hardening', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  afterAll(() => t.close());
  beforeEach(() => resetBusinessData(t.dataSource));

  describe('cross-site writes', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'nombre=Ana&apellido=P&documento=1'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nAna\r\n--x--\r\n'],
      ['text/plain', JSON.stringify({ nombre: 'Ana', apellido: 'P', documento: '1' })],
    ])('refuses a %s body, even from the own origin, with 415 and creates nothing', async (type, body) => {
      const res = await agent.post(CLIENTES).set('Host', HOST).set('Origin', OWN_ORIGIN).set('Content-Type', type).send(body).expect(415);
      expect(res.body).toEqual({ success: false, message: MSG.cuerpoNoJson, error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('refuses a body without a content type', async () => {
      const res = await agent.post(CLIENTES).set('Host', HOST).set('Content-Length', '2').send('{}').unset('Content-Type');
      expect(res.status).toBe(415);
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it.each([
      ['another port of the same host', { Origin: 'http://camping.test:4000' }],
      ['a sibling subdomain', { Origin: 'http://admin.camping.test:3000' }],
      ['another scheme', { Origin: 'https://camping.test:3000' }],
      ['a sandboxed frame', { Origin: 'null' }],
      ['a same-site page without Origin', { 'Sec-Fetch-Site': 'same-site' }],
      ['a cross-site page without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ])('refuses JSON from %s with 403 and creates nothing', async (_from, headers) => {
      const res = await agent.post(CLIENTES).set('Host', HOST).set(headers).send(clienteNuevo()).expect(403);
      expect(res.body).toEqual({ success: false, message: MSG.origenNoPermitido, error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('refuses a cross-origin change and delete of an existing client, which stays as it was', async () => {
      const cliente = await crearCliente(agent);
      const foreign = { Host: HOST, Origin: 'http://127.0.0.1:4000' };
      await agent.put(`${CLIENTES}?id=${cliente.id}`).set(foreign).send({ ...clienteNuevo(), nombre: 'Otro' }).expect(403);
      await agent.delete(`${CLIENTES}?id=${cliente.id}`).set(foreign).set('Content-Type', 'application/json').expect(403);
      const [{ nombre }] = await t.dataSource.query('SELECT nombre FROM clientes WHERE id = $1', [cliente.id]);
      expect(nombre).toBe('Ana');
    });

    it.each([
      ['the own origin', { Origin: OWN_ORIGIN }],
      ['Sec-Fetch-Site same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
      ['no browser header at all (curl, another server)', {}],
    ])('accepts JSON from %s', async (_from, headers) => {
      await agent.post(CLIENTES).set('Host', HOST).set(headers).send(clienteNuevo()).expect(201);
      expect(await contar(t.dataSource, 'clientes')).toBe(1);
    });

    it('refuses a login from another origin (no session is opened) and as a form', async () => {
      const foreign = await t.http().post('/api/auth/login').set('Host', HOST).set('Origin', 'http://camping.test:4000')
        .send({ usuario: 'admin', contrasena: 'x' }).expect(403);
      expect(foreign.headers['set-cookie']).toBeUndefined();
      await t.http().post('/api/auth/login').set('Host', HOST).set('Content-Type', 'application/x-www-form-urlencoded')
        .send('usuario=admin&contrasena=x').expect(415);
    });

    it('takes a logout with no body and no content type from the own origin, and refuses it from another', async () => {
      const other = await t.loginAgent();
      await other.post('/api/auth/logout').set('Host', HOST).set('Origin', 'http://camping.test:4000').expect(403);
      await other.get('/api/auth/me').expect(200);
      const res = await other.post('/api/auth/logout').set('Host', HOST).set('Origin', OWN_ORIGIN);
      expect(res.status).toBeLessThan(300);
      await other.get('/api/auth/me').expect(401);
    });
  });

  describe('the existing front end (issue #13)', () => {
    /** Exactly what it sends on a delete: JSON headers, no body, a cache-busting _t. */
    const legacyDelete = (path: string) =>
      agent
        .delete(`${path}&_t=${Date.now()}`)
        .set('Host', HOST)
        .set('Origin', OWN_ORIGIN)
        .set('Accept', 'application/json')
        .set('Content-Type', 'application/json');

    it('deletes a reservation with DELETE reservas.php?id=N&_t=... and an empty JSON body', async () => {
      const cliente = await crearCliente(agent);
      const { body } = await agent.post(RESERVAS).send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(1)!.id,
        fecha_entrada: day(10),
        fecha_salida: day(12),
        cantidad_personas: 2,
        monto_total: 92000,
      }).expect(201);
      const res = await legacyDelete(`${RESERVAS}.php?id=${body.id}`).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.reservaEliminada });
      expect(await contar(t.dataSource, 'reservas')).toBe(0);
    });

    it('deletes a client with DELETE clientes.php?id=N&_t=... and an empty JSON body', async () => {
      const cliente = await crearCliente(agent);
      const res = await legacyDelete(`${CLIENTES}.php?id=${cliente.id}`).expect(200);
      expect(res.body.success).toBe(true);
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('reads an empty JSON body as no body on a POST: the field is named, not "invalid JSON"', async () => {
      const res = await agent.post(CLIENTES).set('Content-Type', 'application/json').send('').expect(400);
      expect(res.body).toEqual({ success: false, message: 'Los datos enviados deben ser un objeto JSON', error: true });
    });

    it('sends error: true beside the message in every failure, and the income report its message there (spec 7)', async () => {
      const notFound = await agent.get('/api/endpoints/no-existe').expect(404);
      expect(notFound.body).toEqual({ success: false, message: MSG.recursoNoEncontrado, error: true });
      const unauthorized = await t.http().get(CLIENTES).expect(401);
      expect(unauthorized.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
      const report = await agent.get(RESERVAS).query({ reportes_ingresos: '', fecha_inicio: 'ayer' }).expect(400);
      expect(report.body.error).toBe(report.body.message);
      expect(typeof report.body.message).toBe('string');
    });
  });

  describe('unserved methods and oversized headers', () => {
    it.each(['options', 'trace', 'propfind'] as const)('answers %s with 405 in the one Spanish shape', async (method) => {
      for (const path of [CLIENTES, '/camping']) {
        const res = await t.http()[method](path);
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
        expect(res.body).toEqual({ success: false, message: MSG.metodoNoPermitido, error: true });
      }
    });

    it('answers headers above the limit with 431 in the one Spanish shape', async () => {
      const res = await t.http().get('/api/public/sitio').set('X-Relleno', 'a'.repeat(20_000));
      expect(res.status).toBe(431);
      expect(JSON.parse(res.text)).toEqual({ success: false, message: MSG.encabezadosDemasiadoGrandes, error: true });
    });
  });

  describe('money with at most two decimals', () => {
    it.each([
      ['monto_total', { monto_total: 92000.005 }],
      ['descuento', { monto_total: 92000, descuento: '100.125' }],
    ])('refuses a reservation whose %s has a third decimal, naming the field', async (campo, importes) => {
      const cliente = await crearCliente(agent);
      const res = await agent.post(RESERVAS).send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(1)!.id,
        fecha_entrada: day(10),
        fecha_salida: day(12),
        cantidad_personas: 2,
        ...importes,
      }).expect(400);
      expect(res.body).toEqual({ success: false, message: `El campo ${etiquetaCampo(campo)} no puede tener más de dos decimales`, error: true });
      expect(await contar(t.dataSource, 'reservas')).toBe(0);
    });

    it('refuses a price with a third decimal and keeps the stored one', async () => {
      const [{ id, precio }] = await t.dataSource.query(`SELECT id, precio::float AS precio FROM precios ORDER BY id LIMIT 1`);
      const res = await agent.put(HOSPEDAJES).send({ id, precio: 48500.125 }).expect(400);
      expect(res.body).toEqual({ success: false, message: MSG.precioDecimales, error: true });
      const [{ precio: stored }] = await t.dataSource.query(`SELECT precio::float AS precio FROM precios WHERE id = $1`, [id]);
      expect(stored).toBe(precio);
    });
  });
});

describe('HTTP hardening: PUBLIC_ORIGIN behind a proxy or CDN', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_ORIGIN: 'https://camping.example, https://www.camping.example' });
    agent = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('accepts writes from each configured origin, whatever Host the proxy forwards', async () => {
    for (const origin of ['https://camping.example', 'https://www.camping.example']) {
      await agent.post(CLIENTES).set('Host', 'api-interna:3000').set('Origin', origin).send(clienteNuevo()).expect(201);
    }
  });

  it('refuses any other origin, the forwarded host included', async () => {
    for (const origin of ['http://api-interna:3000', 'https://evil.example', 'http://camping.example']) {
      await agent.post(CLIENTES).set('Host', 'api-interna:3000').set('Origin', origin).send(clienteNuevo()).expect(403);
    }
  });
});
