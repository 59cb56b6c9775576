import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { serveFolder } from '@camping/dev-database/static-server';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { LOGIN_LIMITS } from '../src/auth/login-throttle';
import { PUBLIC_QUOTE_LIMIT } from '../src/public/public-throttle';
import { fakeManifest, writeJson } from './helpers/fake-remotes';
import { assertFreshBuild, createDatabase, type Replica, startReplica } from './helpers/replicas';
import { TEST_ADMIN } from './helpers/test-app';

/**
 * Two API processes on one database (docs/architecture.md, replicas): every limit and every session decision is
 * shared, and the database keeps one winner among bookings that clash.
 */
describe('two API processes on one database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];
  /** The replica that serves request number i: alternating, so every burst is split across both. */
  const replica = (i: number) => replicas[i % replicas.length];

  const call = async (i: number, pathName: string, init: { ip: string; method?: string; body?: unknown; cookie?: string }) => {
    const res = await fetch(replica(i).baseUrl + pathName, {
      method: init.method ?? 'GET',
      headers: {
        'X-Forwarded-For': init.ip,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
  const login = (i: number, ip: string, contrasena: string) =>
    call(i, '/api/auth/login', { ip, method: 'POST', body: { usuario: TEST_ADMIN.usuario, contrasena } });
  const loginCookie = async (i: number, ip: string) => {
    const res = await fetch(`${replica(i).baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0];
  };
  /** A statement on the shared database, as another process (psql, the user CLI) would run it. */
  const sql = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  const OFFICE = '10.4.9.9';
  /** The office's session (logged in on replica 0) and a client it created there. */
  const officeWithClient = async (cliente: { nombre: string; apellido: string; documento: string; telefono: string }) => {
    const cookie = await loginCookie(0, OFFICE);
    return { cookie, cliente: await call(0, '/api/endpoints/clientes', { ip: OFFICE, method: 'POST', cookie, body: cliente }) };
  };
  const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  beforeAll(async () => {
    assertFreshBuild();
    database = await createDatabase('camping_test_replicas');
    // One after the other: the first runs the migrations on the fresh database. The remote switch below reads its
    // manifest from a CDN on this machine: the guarded fetch reads loopback only with the escape (issue 33).
    const local = { ICAL_ALLOW_PRIVATE_URLS: '1' };
    replicas.push(await startReplica(database.url, local));
    replicas.push(await startReplica(database.url, local));
    // The office logs in before the attacks below: the account's limit never stops an address it logged in from.
    await loginCookie(0, OFFICE);
  }, 120_000);
  // Each test starts with its windows ended (as after an hour), except the office's standing as a known address.
  beforeEach(() => sql(`DELETE FROM limites WHERE clave NOT LIKE 'login:conocida:%'`));
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    await database?.drop();
  }, 90_000); // dropping a database waits for the server's checkpoint, slow on a busy machine

  it('checks at most the limit of 100 wrong passwords sent at once to both', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => login(i, '10.4.0.1', `mala-${i}`)));
    expect(count(results.map((r) => r.status))).toEqual({ 401: LOGIN_LIMITS.pair.max, 429: 100 - LOGIN_LIMITS.pair.max });
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body).toMatchObject({ success: false, message: MSG.loginDemasiadosIntentos });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The account is now closed to new addresses, on both replicas, but not to the office.
    for (const i of [0, 1]) expect((await login(i, `10.4.0.${10 + i}`, TEST_ADMIN.contrasena)).status).toBe(429);
    for (const i of [0, 1]) expect((await login(i, OFFICE, TEST_ADMIN.contrasena)).status).toBe(200);
  });

  it('keeps the right password out of a burst of 30 split across both', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i === 15 ? 10 : 0)).then(() =>
          login(i, '10.4.0.2', i === 15 ? TEST_ADMIN.contrasena : `mala-${i}`),
        ),
      ),
    );
    expect(results[15].status).toBe(429);
    expect(count(results.map((r) => r.status))).toEqual({ 401: LOGIN_LIMITS.pair.max, 429: 30 - LOGIN_LIMITS.pair.max });
  });

  it('counts the public quote limit once for both', async () => {
    const hoy = todayIso();
    const query = new URLSearchParams({
      tipo_hospedaje_id: '3',
      fecha_entrada: addDaysIso(hoy, 30),
      fecha_salida: addDaysIso(hoy, 32),
      cantidad_adultos: '1',
    });
    const quote = (i: number) => call(i, `/api/public/cotizacion?${query}`, { ip: '10.4.1.1' });
    const allowed = await Promise.all(Array.from({ length: PUBLIC_QUOTE_LIMIT.limit }, (_, i) => quote(i)));
    expect(count(allowed.map((r) => r.status))).toEqual({ 200: PUBLIC_QUOTE_LIMIT.limit });
    for (const i of [0, 1]) {
      const refused = await quote(i);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, message: MSG.demasiadasSolicitudes });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await call(0, `/api/public/cotizacion?${query}`, { ip: '10.4.1.2' })).status).toBe(200);
  });

  it('refuses a session on the other replica as soon as it logs out on one', async () => {
    const cookie = await loginCookie(0, OFFICE);
    expect((await call(1, '/api/auth/me', { ip: OFFICE, cookie })).status).toBe(200);
    expect((await call(0, '/api/auth/logout', { ip: OFFICE, method: 'POST', body: {}, cookie })).status).toBe(200);
    const refused = await call(1, '/api/auth/me', { ip: OFFICE, cookie });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, message: MSG.noAutorizado });
  });

  it('refuses every session of a disabled account on both at once', async () => {
    const cookie = await loginCookie(1, OFFICE);
    for (const i of [0, 1]) expect((await call(i, '/api/auth/me', { ip: OFFICE, cookie })).status).toBe(200);
    await sql(`UPDATE usuarios SET activo = false WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    try {
      for (const i of [0, 1]) expect((await call(i, '/api/auth/me', { ip: OFFICE, cookie })).status).toBe(401);
    } finally {
      await sql(`UPDATE usuarios SET activo = true WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    }
  });

  it('leaves exactly one winner among 60 bookings of one unit split across both', async () => {
    const { cookie, cliente } = await officeWithClient({ nombre: 'Ana', apellido: 'Pérez', documento: '30999111', telefono: '2664123456' });
    expect(cliente.status).toBe(201);
    const [cabana] = await sql<{ id: number }>(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero LIMIT 1`);
    const reserva = {
      cliente_id: cliente.body.cliente.id,
      hospedaje_id: cabana.id,
      fecha_entrada: addDaysIso(todayIso(), 40),
      fecha_salida: addDaysIso(todayIso(), 43),
      cantidad_personas: 2,
      monto_total: 138000,
      metodo_pago: 'efectivo',
      descuento: 0,
      observaciones: null,
    };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(i, '/api/endpoints/reservas', { ip: OFFICE, method: 'POST', cookie, body: reserva })),
    );
    expect(count(results.map((r) => r.status))).toEqual({ 201: 1, 409: 59 });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MSG.hospedajeNoDisponible);
  });
  it('20 refunds of one stay sent at once to both never together exceed what it holds (issue 32)', async () => {
    const { cookie, cliente } = await officeWithClient({ nombre: 'Eva', apellido: 'Sosa', documento: '30999555', telefono: '2664123460' });
    const [cabana] = await sql<{ id: number }>(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero LIMIT 1 OFFSET 1`);
    const estadia = {
      cliente_id: cliente.body.cliente.id,
      hospedaje_id: cabana.id,
      fecha_entrada: addDaysIso(todayIso(), 60),
      fecha_salida: addDaysIso(todayIso(), 62),
      cantidad_personas: 2,
      monto_total: 100000,
      sena_monto: 50000,
    };
    const booking = await call(0, '/api/endpoints/reservas', { ip: OFFICE, method: 'POST', cookie, body: estadia });
    expect(booking.status).toBe(201);
    const refunds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i, '/api/endpoints/reembolsos', { ip: OFFICE, method: 'POST', cookie, body: { reserva_id: booking.body.id, monto: 7000, metodo_pago: 'efectivo' } }),
      ),
    );
    // 7 × 7.000 = 49.000 fit in the 50.000 held; every other one is refused in Spanish.
    expect(count(refunds.map((r) => r.status))).toEqual({ 201: 7, 400: 13 });
    const [row] = await sql<{ total_pagado: string; total_reembolsado: string }>(
      `SELECT total_pagado, total_reembolsado FROM reservas WHERE id = $1`,
      [booking.body.id],
    );
    expect(row).toEqual({ total_pagado: '1000.00', total_reembolsado: '49000.00' });
  });
  it('numbers 40 payments and refunds recorded at once on both with no repeat and no gap (issue 32)', async () => {
    const { cookie, cliente } = await officeWithClient({ nombre: 'Ada', apellido: 'Lucero', documento: '30999444', telefono: '2664123459' });
    const estadias: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(i, '/api/endpoints/reservas', {
        ip: OFFICE,
        method: 'POST',
        cookie,
        body: { cliente_id: cliente.body.cliente.id, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: addDaysIso(todayIso(), 70 + i), fecha_salida: addDaysIso(todayIso(), 71 + i), cantidad_personas: 2, monto_total: 1000000, sena_monto: 100000 },
      });
      expect(res.status).toBe(201);
      estadias.push(res.body.id);
    }
    const [{ antes }] = await sql<{ antes: string }>(`SELECT last_value AS antes FROM comprobantes_numero_seq`);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(i, i % 4 === 3 ? '/api/endpoints/reembolsos' : '/api/endpoints/pagos', {
          ip: OFFICE,
          method: 'POST',
          cookie,
          body: { reserva_id: estadias[i % 4], monto: 1000, metodo_pago: 'efectivo' },
        }),
      ),
    );
    expect(count(answers.map((a) => a.status))).toEqual({ 201: 40 });
    const numeros = (
      await sql<{ n: string }>(
        `SELECT numero_comprobante AS n FROM pagos WHERE numero_comprobante > $1 UNION ALL SELECT numero_comprobante FROM reembolsos WHERE numero_comprobante > $1`,
        [antes],
      )
    ).map((r) => Number(r.n)).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 40 }, (_, i) => Number(antes) + 1 + i));
  });
  it('frees the unit of a hold expired one second ago on the other replica, with no sweep, and cancels the hold', async () => {
    const { cookie, cliente } = await officeWithClient({ nombre: 'Luz', apellido: 'Ortiz', documento: '30999222', telefono: '2664123457' });
    const [cabana] = await sql<{ id: number }>(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero DESC LIMIT 1`);
    const estadia = {
      cliente_id: cliente.body.cliente.id,
      hospedaje_id: cabana.id,
      fecha_entrada: addDaysIso(todayIso(), 50),
      fecha_salida: addDaysIso(todayIso(), 52),
      cantidad_personas: 2,
      monto_total: 92000,
    };
    const hold = await call(0, '/api/endpoints/reservas', { ip: OFFICE, method: 'POST', cookie, body: { ...estadia, es_prereserva: true } });
    expect(hold.status).toBe(201);
    await sql(`UPDATE reservas SET vence_el = now() + interval '1 second' WHERE id = $1`, [hold.body.id]);
    expect((await call(1, '/api/endpoints/reservas', { ip: OFFICE, method: 'POST', cookie, body: estadia })).status).toBe(409);
    await sql(`UPDATE reservas SET vence_el = now() - interval '1 second' WHERE id = $1`, [hold.body.id]);
    const booking = await call(1, '/api/endpoints/reservas', { ip: OFFICE, method: 'POST', cookie, body: estadia });
    expect(booking.status).toBe(201);
    const [row] = await sql<{ estado: string; observaciones: string }>(`SELECT estado, observaciones FROM reservas WHERE id = $1`, [hold.body.id]);
    expect(row.estado).toBe('cancelada');
    expect(row.observaciones).toContain(MSG.notaPrereservaVencida);
  });
  it('shows at the next read of the other replica a change made on one, or by another process, to a page or window it keeps', async () => {
    const { cookie, cliente } = await officeWithClient({ nombre: 'Rita', apellido: 'Quiroga', documento: '30999333', telefono: '2664123458' });
    const [cabana] = await sql<{ id: number }>(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 2 ORDER BY numero LIMIT 1`);
    const entrada = addDaysIso(todayIso(), 60);
    const creada = await call(0, '/api/endpoints/reservas', {
      ip: OFFICE,
      method: 'POST',
      cookie,
      body: { cliente_id: cliente.body.cliente.id, hospedaje_id: cabana.id, fecha_entrada: entrada, fecha_salida: addDaysIso(entrada, 2), cantidad_personas: 2, monto_total: 50000 },
    });
    expect(creada.status).toBe(201);
    const id = creada.body.id;
    const pagina = '/api/endpoints/reservas?page=1&page_size=200&sort=-fecha_entrada';
    const ventana = `/api/endpoints/reservas?desde=${addDaysIso(entrada, -3)}&hasta=${addDaysIso(entrada, 5)}`;
    const enPagina = async () => (await call(1, pagina, { ip: OFFICE, cookie })).body.reservas.find((r: { id: number }) => r.id === id);
    const enVentana = async () => (await call(1, ventana, { ip: OFFICE, cookie })).body.find((r: { id: number }) => r.id === id);
    // Searches are kept too (in their own budget): the paged one and the spec's unpaged one.
    const buscar = async (texto: string) => {
      const q = encodeURIComponent(texto);
      const pagina = (await call(1, `/api/endpoints/reservas?page=1&page_size=50&search=${q}`, { ip: OFFICE, cookie })).body;
      const spec = (await call(1, `/api/endpoints/reservas?search=${q}`, { ip: OFFICE, cookie })).body;
      const enSpec = spec.find((r: { id: number }) => r.id === id);
      expect(pagina.reservas.find((r: { id: number }) => r.id === id)).toEqual(enSpec);
      return enSpec;
    };
    // Read twice on replica 1: the second answer is the kept one.
    for (let i = 0; i < 2; i++) {
      expect(await enPagina()).toMatchObject({ total_pagado: 0, estado_pago: 'pendiente' });
      expect(await enVentana()).toMatchObject({ total_pagado: 0, apellido: 'Quiroga' });
      expect(await buscar('quiroga')).toMatchObject({ total_pagado: 0 });
      expect(await buscar('quiroga diaz')).toBeUndefined();
    }
    const pago = await call(0, '/api/endpoints/pagos', { ip: OFFICE, method: 'POST', cookie, body: { reserva_id: id, monto: 15000, metodo_pago: 'transferencia' } });
    expect(pago.status).toBe(201);
    expect(await enPagina()).toMatchObject({ total_pagado: 15000, saldo: 35000, estado_pago: 'parcial' });
    expect(await enVentana()).toMatchObject({ total_pagado: 15000, estado_pago: 'parcial' });
    expect(await buscar('quiroga')).toMatchObject({ total_pagado: 15000, estado_pago: 'parcial' });
    // Another process (psql, a migration) changes the client's name: both reads show it at once.
    await sql(`UPDATE clientes SET apellido = 'Quiroga Díaz' WHERE id = $1`, [cliente.body.cliente.id]);
    expect(await enPagina()).toMatchObject({ apellido: 'Quiroga Díaz' });
    expect(await enVentana()).toMatchObject({ apellido: 'Quiroga Díaz' });
    expect(await buscar('quiroga diaz')).toMatchObject({ apellido: 'Quiroga Díaz' });
    // A transaction that rolls back changes nothing, and the kept answers are still right.
    await sql(`BEGIN; UPDATE reservas SET cantidad_personas = 3 WHERE id = ${Number(id)}; ROLLBACK`);
    expect(await enVentana()).toMatchObject({ cantidad_personas: 2 });
    const borrada = await call(0, `/api/endpoints/pagos?id=${pago.body.id}`, { ip: OFFICE, method: 'DELETE', cookie });
    expect(borrada.status).toBe(200);
    expect(await enPagina()).toMatchObject({ total_pagado: 0, estado_pago: 'pendiente' });
    // A kept answer goes out gzipped to a caller that takes gzip and as plain JSON to one that does not: the same JSON.
    const leer = (encoding: string) => fetch(replica(1).baseUrl + ventana, { headers: { Cookie: cookie, 'X-Forwarded-For': OFFICE, 'Accept-Encoding': encoding } });
    const [comprimida, plana] = [await leer('gzip, deflate, br'), await leer('identity')];
    expect(comprimida.headers.get('content-encoding')).toBe('gzip');
    expect(plana.headers.get('content-encoding')).toBeNull();
    expect(plana.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await comprimida.json()).toEqual(await plana.json());
  });
  it('serves a remote switched on one replica from both within seconds, and its rollback from the other', async () => {
    const cdnRoot = mkdtempSync(path.join(tmpdir(), 'replicas-cdn-'));
    writeJson(cdnRoot, 'mf-reports/2.0.0/mf-manifest.json', fakeManifest('mf_reports', '2.0.0'));
    const cdn = await serveFolder(cdnRoot);
    const url = `${cdn.url}/mf-reports/2.0.0/mf-manifest.json`;
    /** Polls a replica until /remotes.json names `expected` for mf-reports; answers how long it took. */
    const servedWithin = async (i: number, expected: string) => {
      const started = Date.now();
      while (Date.now() - started < 10_000) {
        const manifest = await call(i, '/remotes.json', { ip: OFFICE });
        if (manifest.body['mf-reports'] === expected) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`La réplica ${i} no sirvió ${expected} en 10 s`);
    };
    try {
      const cookie = await loginCookie(0, OFFICE);
      const before = (await call(1, '/remotes.json', { ip: OFFICE })).body['mf-reports'];
      const changed = await call(0, '/api/remotes/mf-reports', { ip: OFFICE, method: 'PUT', cookie, body: { url } });
      expect(changed.status).toBe(200);
      expect((await call(0, '/remotes.json', { ip: OFFICE })).body['mf-reports']).toBe(url);
      expect(await servedWithin(1, url)).toBeLessThan(5000);
      // The page's CSP on the other replica allows the new origin too.
      const page = await fetch(`${replica(1).baseUrl}/admin/reportes`);
      expect(page.headers.get('content-security-policy')).toContain(cdn.url);
      const listed = await call(1, '/api/remotes', { ip: OFFICE, cookie });
      expect(listed.body.remotos.find((r: { name: string }) => r.name === 'mf-reports')).toMatchObject({
        url,
        version: '2.0.0',
        changed_by: TEST_ADMIN.usuario,
      });

      const reverted = await call(1, '/api/remotes/mf-reports/revert', { ip: OFFICE, method: 'POST', cookie, body: {} });
      expect(reverted.status).toBe(200);
      expect(await servedWithin(0, before)).toBeLessThan(5000);
      const pageAfter = await fetch(`${replica(0).baseUrl}/admin/reportes`);
      expect(pageAfter.headers.get('content-security-policy')).not.toContain(cdn.url);
    } finally {
      await cdn.close();
      rmSync(cdnRoot, { recursive: true, force: true });
    }
  });
});
