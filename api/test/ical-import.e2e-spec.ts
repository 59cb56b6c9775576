import { MSG } from '@camping/contracts/messages';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import type { CalendarioExterno as Calendario } from '@camping/contracts/schemas/calendario-externo';
import { createOrResetUser } from '../src/cli/create-user';
import { FORMAT_MSG } from '../src/canales/import/ical-events';
import { type Agent, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { airbnbFeed, bookingFeed, calendar } from './helpers/ical-fixtures';
import { type FeedServer, startFeedServer } from './helpers/ical-feed-server';
import { resetBusinessData, startTestApp, type TestApp } from './helpers/test-app';

const CALENDARIOS = '/api/endpoints/canales/calendarios';
const CONFLICTOS = '/api/endpoints/canales/conflictos';
const BLOQUEOS = '/api/endpoints/bloqueos';

interface BloqueoRow {
  id: number;
  uid: string | null;
  fecha_entrada: string;
  fecha_salida: string;
  calendario_id: number | null;
}

describe('canales: iCal import of external calendars (real database, local feed server)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let feeds: FeedServer;
  let cliente: { id: number; documento: string };
  let cabana: number;

  const bloqueos = (calendarioId?: number): Promise<BloqueoRow[]> =>
    t.dataSource.query(
      `SELECT id, uid, to_char(fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(fecha_salida, 'YYYY-MM-DD') AS fecha_salida, calendario_id
       FROM bloqueos WHERE $1::int IS NULL OR calendario_id = $1 ORDER BY fecha_entrada, id`,
      [calendarioId ?? null],
    );
  const agregar = async (path: string, nombre = 'Airbnb', hospedajeId = cabana): Promise<Calendario> =>
    (await agent.post(CALENDARIOS).send({ hospedaje_id: hospedajeId, nombre, url: feeds.url(path) }).expect(200)).body.calendario;
  const sincronizar = async (id: number): Promise<Calendario> =>
    (await agent.post(`${CALENDARIOS}/sincronizar`).send({ id }).expect(200)).body.calendario;

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite({ ICAL_ALLOW_PRIVATE_URLS: '1' }));
    feeds = await startFeedServer();
  });
  beforeEach(async () => {
    await t.dataSource.query('TRUNCATE calendarios_externos, bloqueos, conflictos RESTART IDENTITY CASCADE');
    await resetBusinessData(t.dataSource);
    cliente = await crearCliente(agent, { nombre: 'Mariela', apellido: 'Quiroga', telefono: '2664987654' });
    cabana = cabanas.get(3)!.id;
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('imports Airbnb events as blocks, and a repeated sync creates nothing new', async () => {
    feeds.set('/airbnb.ics', {
      body: airbnbFeed([{ uid: 'r1@airbnb.com', start: day(5), end: day(8) }], [{ uid: 'na1@airbnb.com', start: day(20), end: day(22) }]),
    });
    const cal = await agregar('/airbnb.ics');
    expect(cal).toMatchObject({ error: null, eventos: 2, creados: 2, movidos: 0, quitados: 0, conflictos: 0 });
    expect(cal.ultimo_exito).not.toBeNull();
    const primera = await bloqueos(cal.id);
    expect(primera.map((b) => [b.uid, b.fecha_entrada, b.fecha_salida])).toEqual([
      ['r1@airbnb.com', day(5), day(8)],
      ['na1@airbnb.com', day(20), day(22)],
    ]);
    expect(await sincronizar(cal.id)).toMatchObject({ error: null, eventos: 2, creados: 0, movidos: 0, quitados: 0 });
    expect(await bloqueos(cal.id)).toEqual(primera);

    const listed = (await agent.get(BLOQUEOS).query({ fecha_entrada: day(0), fecha_salida: day(30) }).expect(200)).body.bloqueos;
    expect(listed.map((b: { origen: string; resumen: string }) => [b.origen, b.resumen])).toEqual([
      ['Airbnb', 'Reserved'],
      ['Airbnb', 'Airbnb (Not available)'],
    ]);
  });

  it("publishes every block in the unit's own export feed as «No disponible», so the other channels close those nights too", async () => {
    feeds.set('/eco.ics', { body: airbnbFeed([{ uid: 'e1@airbnb.com', start: day(5), end: day(8) }]) });
    const cal = await agregar('/eco.ics');
    const manual = (await agent.post(BLOQUEOS).send({ hospedaje_id: cabana, fecha_entrada: day(9), fecha_salida: day(10), nota: 'Techo' }).expect(200)).body.bloqueo;
    const [importado] = await bloqueos(cal.id);
    const canal = (await agent.get('/api/endpoints/canales').expect(200)).body.canales.find((c: { hospedaje_id: number }) => c.hospedaje_id === cabana);
    const feed = (await t.http().get(new globalThis.URL(canal.url_exportacion).pathname).expect(200)).text;
    for (const b of [importado, manual]) expect(feed).toContain(`UID:bloqueo-${b.id}@`);
    expect(feed.match(/SUMMARY:No disponible/g)).toHaveLength(2);
    for (const leak of ['Reserved', 'Airbnb', 'Techo', 'e1@airbnb.com']) expect(feed).not.toContain(leak);
  });

  it('moves a block whose event changed dates, frees the dates of an event that left, and never touches a manual block', async () => {
    feeds.set('/mueve.ics', {
      body: bookingFeed([
        { uid: 'b1@booking.com', start: day(5), end: day(7) },
        { uid: 'b2@booking.com', start: day(10), end: day(12) },
      ]),
    });
    const cal = await agregar('/mueve.ics', 'Booking.com');
    const manual = (await agent.post(BLOQUEOS).send({ hospedaje_id: cabana, fecha_entrada: day(10), fecha_salida: day(11), nota: 'Pintura' }).expect(200)).body.bloqueo;
    expect(manual).toMatchObject({ origen: 'Mantenimiento', nota: 'Pintura', creado_por: 'admin', calendario_id: null });
    const [b1] = await bloqueos(cal.id);

    feeds.set('/mueve.ics', { body: bookingFeed([{ uid: 'b1@booking.com', start: day(6), end: day(9) }]) });
    expect(await sincronizar(cal.id)).toMatchObject({ eventos: 1, creados: 0, movidos: 1, quitados: 1 });
    expect(await bloqueos(cal.id)).toEqual([{ ...b1, fecha_entrada: day(6), fecha_salida: day(9) }]);
    expect((await bloqueos()).filter((b) => b.calendario_id === null)).toEqual([
      { id: manual.id, uid: null, fecha_entrada: day(10), fecha_salida: day(11), calendario_id: null },
    ]);

    feeds.set('/mueve.ics', { body: calendar([]) });
    expect(await sincronizar(cal.id)).toMatchObject({ error: null, eventos: 0, quitados: 1 });
    expect(await bloqueos(cal.id)).toEqual([]);
    expect(await bloqueos()).toHaveLength(1);
  });

  it("keeps one block for Airbnb's rolling far-future window, whether its UID stays or changes every day", async () => {
    const rolling = (uid: string, offset: number) => airbnbFeed([], [{ uid, start: day(365 + offset), end: day(730 + offset) }]);
    feeds.set('/rolling.ics', { body: rolling('na-rolling@airbnb.com', 0) });
    const cal = await agregar('/rolling.ics');
    for (let d = 1; d <= 3; d++) {
      feeds.set('/rolling.ics', { body: rolling('na-rolling@airbnb.com', d) });
      expect(await sincronizar(cal.id)).toMatchObject({ creados: 0, movidos: 1, quitados: 0 });
    }
    for (let d = 4; d <= 6; d++) {
      feeds.set('/rolling.ics', { body: rolling(`na-${d}@airbnb.com`, d) });
      expect(await sincronizar(cal.id)).toMatchObject({ creados: 1, quitados: 1 });
    }
    const rows = await bloqueos(cal.id);
    expect(rows.map((b) => [b.fecha_entrada, b.fecha_salida])).toEqual([[day(371), day(736)]]);
  });

  it('makes blocks occupancy: bookings over them are refused in Spanish, availability and the public quote skip them', async () => {
    feeds.set('/ocupa.ics', { body: bookingFeed([{ uid: 'o1@booking.com', start: day(30), end: day(33) }]) });
    await agregar('/ocupa.ics', 'Booking.com');
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id, hospedaje_id: cabana, fecha_entrada: day(31), fecha_salida: day(34), cantidad_personas: 2,
        monto_total: 1000, metodo_pago: 'efectivo', descuento: 0, observaciones: null,
      })
      .expect(409);
    expect(res.body).toEqual({ success: false, message: MSG.hospedajeBloqueado, error: true });
    // Straight into the table too: the database itself refuses.
    await expect(
      insertarReserva(t.dataSource, { cliente_id: cliente.id, hospedaje_id: cabana, tipo_hospedaje_id: 1, fecha_entrada: day(32), fecha_salida: day(35) }),
    ).rejects.toMatchObject({ driverError: { code: '23P01', constraint: 'ocupaciones_estadia_bloqueo' } });
    // Back to back is fine.
    await insertarReserva(t.dataSource, { cliente_id: cliente.id, hospedaje_id: cabana, tipo_hospedaje_id: 1, fecha_entrada: day(33), fecha_salida: day(35) });

    const libres = (await agent.get('/api/endpoints/hospedajes').query({ tipo_hospedaje_id: 1, fecha_entrada: day(30), fecha_salida: day(31) }).expect(200)).body;
    const ids = (Array.isArray(libres) ? libres : libres.hospedajes ?? libres.data).map((h: { id: number }) => h.id);
    expect(ids).not.toContain(cabana);
    expect(ids).toContain(cabanas.get(1)!.id);

    // Every cabin blocked: the public quote has no room.
    for (const [numero, unidad] of cabanas) {
      if (unidad.id !== cabana) await agent.post(BLOQUEOS).send({ hospedaje_id: unidad.id, fecha_entrada: day(30), fecha_salida: day(33), nota: `Arreglo ${numero}` }).expect(200);
    }
    const quote = await t.http().get('/api/public/cotizacion').set('X-Forwarded-For', '10.9.0.1')
      .query({ tipo_hospedaje_id: 1, fecha_entrada: day(31), fecha_salida: day(32), cantidad_personas: 2 }).expect(200);
    expect(quote.body).toMatchObject({ disponible: false });
  });

  it('manual blocks: refused over a stay, removable by staff; an imported block cannot be deleted by hand', async () => {
    await insertarReserva(t.dataSource, { cliente_id: cliente.id, hospedaje_id: cabana, tipo_hospedaje_id: 1, fecha_entrada: day(3), fecha_salida: day(6) });
    const sobre = await agent.post(BLOQUEOS).send({ hospedaje_id: cabana, fecha_entrada: day(5), fecha_salida: day(7) }).expect(409);
    expect(sobre.body).toEqual({ success: false, message: MSG.bloqueoSobreEstadia, error: true });
    const malo = await agent.post(BLOQUEOS).send({ hospedaje_id: cabana, fecha_entrada: day(9), fecha_salida: day(8) }).expect(400);
    expect(malo.body.message).toBe(MSG.fechaEntradaAnterior);
    const ok = (await agent.post(BLOQUEOS).send({ hospedaje_id: cabana, fecha_entrada: day(6), fecha_salida: day(7) }).expect(200)).body.bloqueo;
    feeds.set('/manual.ics', { body: bookingFeed([{ uid: 'm1@booking.com', start: day(20), end: day(21) }]) });
    const cal = await agregar('/manual.ics', 'Booking.com');
    const [importado] = await bloqueos(cal.id);
    const res = await agent.delete(BLOQUEOS).query({ id: importado.id }).expect(409);
    expect(res.body.message).toBe(MSG.bloqueoImportado);
    await agent.delete(BLOQUEOS).query({ id: ok.id }).expect(200);
    await agent.delete(BLOQUEOS).query({ id: ok.id }).expect(404);
    expect((await bloqueos()).map((b) => b.id)).toEqual([importado.id]);
  });

  it.each([
    ['a 404', { status: 404, body: 'Not found', contentType: 'text/plain' }, MSG_CANALES.calendarioNoSeLeyo],
    ['a 500', { status: 500, body: 'oops', contentType: 'text/plain' }, MSG_CANALES.calendarioNoSeLeyo],
    ['an HTML page', { body: '<!doctype html><html><body>Login</body></html>', contentType: 'text/html' }, FORMAT_MSG.html],
    ['a huge answer (over 5 MB)', { body: 'BEGIN:VCALENDAR\r\n', padBytes: 6 * 1024 * 1024 }, MSG_CANALES.calendarioNoSeLeyo],
    ['a redirect to another scheme', { location: 'file:///etc/passwd' }, MSG_CANALES.calendarioNoSeLeyo],
  ])('keeps the last good state after %s, and records and shows the error', async (_what, answer, message) => {
    feeds.set('/falla.ics', { body: airbnbFeed([{ uid: 'f1@airbnb.com', start: day(5), end: day(8) }]) });
    const cal = await agregar('/falla.ics');
    const antes = await bloqueos(cal.id);
    feeds.set('/falla.ics', answer);
    const res = await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id }).expect(200);
    expect(res.body.message).toBe(MSG.calendarioConError);
    expect(res.body.calendario).toMatchObject({ error: message, ultimo_exito: cal.ultimo_exito, creados: 1 });
    expect(await bloqueos(cal.id)).toEqual(antes);
    const listed: Calendario[] = (await agent.get(CALENDARIOS).expect(200)).body.calendarios;
    expect(listed.find((c) => c.id === cal.id)?.error).toBe(message);
    // Fixed at the source: the next sync clears the error.
    feeds.set('/falla.ics', { body: airbnbFeed([{ uid: 'f1@airbnb.com', start: day(5), end: day(8) }]) });
    expect(await sincronizar(cal.id)).toMatchObject({ error: null });
  });

  it('follows an http redirect to the feed', async () => {
    feeds.set('/nuevo.ics', { body: bookingFeed([{ uid: 'x1@booking.com', start: day(5), end: day(6) }]) });
    feeds.set('/viejo.ics', { location: feeds.url('/nuevo.ics') });
    expect(await agregar('/viejo.ics', 'Booking.com')).toMatchObject({ error: null, creados: 1 });
  });

  it('answers a slow feed before the deadline that it goes on, then gives up on it at 15 seconds, keeping the last good state', async () => {
    feeds.set('/lento.ics', { body: bookingFeed([{ uid: 'l1@booking.com', start: day(5), end: day(6) }]) });
    const cal = await agregar('/lento.ics', 'Booking.com');
    feeds.set('/lento.ics', { body: calendar([]), delayMs: 20_000 });
    const started = Date.now();
    // Half the call's 19.5 s deadline: never the deadline's 503 while the sync runs on.
    const answer = await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id }).expect(200);
    expect(Date.now() - started).toBeLessThan(14_000);
    expect(answer.body).toMatchObject({ success: true, message: MSG_CANALES.sincronizacionSigue, en_curso: true, calendario: { id: cal.id, error: null, creados: 1, sincronizando: true } });
    // Meanwhile it is running: the list says so, and a second «Sincronizar ahora» is told so.
    const listed: Calendario[] = (await agent.get(CALENDARIOS).expect(200)).body.calendarios;
    expect(listed.find((c) => c.id === cal.id)?.sincronizando).toBe(true);
    const again = await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id }).expect(409);
    expect(again.body.message).toBe(MSG_CANALES.sincronizacionEnCurso);
    // The fetch gives up at 15 s: the error is the calendar's, its lease is free, its blocks those of the last good sync.
    let now: Calendario | undefined;
    for (let i = 0; i < 150 && now?.error !== MSG_CANALES.calendarioNoSeLeyo; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = (await agent.get(CALENDARIOS).expect(200)).body.calendarios.find((c: Calendario) => c.id === cal.id);
    }
    expect(now?.error).toBe(MSG_CANALES.calendarioNoSeLeyo);
    expect(now?.sincronizando).toBe(false);
    expect(Date.now() - started).toBeLessThan(17_000 + 5_000);
    const [{ libre }] = await t.dataSource.query(`SELECT sincronizando_hasta IS NULL AS libre FROM calendarios_externos WHERE id = $1`, [cal.id]);
    expect(libre).toBe(true);
    expect(await bloqueos(cal.id)).toHaveLength(1);
  }, 40_000);

  it('refuses bad calendars in Spanish and lets only an administrator add or remove one', async () => {
    const before = (await agent.get(CALENDARIOS).expect(200)).body.calendarios;
    const camping = (await t.dataSource.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 3 LIMIT 1`))[0]?.id;
    const cases: Array<[Record<string, unknown>, number, string?]> = [
      [{ hospedaje_id: cabana, nombre: 'Airbnb', url: 'ftp://example.com/a.ics' }, 400, MSG.calendarioUrlInvalida],
      [{ hospedaje_id: cabana, nombre: 'Airbnb', url: 'no es una url' }, 400, MSG.calendarioUrlInvalida],
      [{ hospedaje_id: cabana, nombre: '', url: 'https://example.com/a.ics' }, 400],
      [{ hospedaje_id: cabana, url: 'https://example.com/a.ics' }, 400],
      [{ hospedaje_id: cabana, nombre: 'x', url: 'https://example.com/a.ics', extra: 1 }, 400],
      [{ hospedaje_id: 999999, nombre: 'Airbnb', url: 'https://example.com/a.ics' }, 400, MSG.canalSinCalendario],
    ];
    if (camping) cases.push([{ hospedaje_id: camping, nombre: 'Airbnb', url: 'https://example.com/a.ics' }, 400, MSG.canalSinCalendario]);
    for (const [body, status, message] of cases) {
      const res = await agent.post(CALENDARIOS).send(body).expect(status);
      expect(res.body).toMatchObject({ success: false, error: true });
      if (message) expect(res.body.message).toBe(message);
    }
    await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: 999999 }).expect(404);
    await agent.delete(CALENDARIOS).query({ id: 999999 }).expect(404);
    await agent.post(`${CONFLICTOS}/visto`).send({ id: 999999 }).expect(404);
    expect((await agent.get(CALENDARIOS).expect(200)).body.calendarios).toEqual(before);

    feeds.set('/dup.ics', { body: calendar([]) });
    await agregar('/dup.ics');
    const dup = await agent.post(CALENDARIOS).send({ hospedaje_id: cabana, nombre: 'Otro', url: feeds.url('/dup.ics') }).expect(409);
    expect(dup.body.message).toBe(MSG.calendarioDuplicado);

    await createOrResetUser(t.dataSource, { usuario: 'recepcion', rol: 'recepcion', contrasena: 'clave-recepcion' });
    const login = await t.http().post('/api/auth/login').send({ usuario: 'recepcion', contrasena: 'clave-recepcion' }).expect(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const [cal] = (await agent.get(CALENDARIOS).expect(200)).body.calendarios;
    await t.http().post(CALENDARIOS).set('Cookie', cookie).send({ hospedaje_id: cabana, nombre: 'X', url: feeds.url('/x.ics') }).expect(403);
    await t.http().delete(CALENDARIOS).set('Cookie', cookie).query({ id: cal.id }).expect(403);
    await t.http().post(`${CALENDARIOS}/sincronizar`).set('Cookie', cookie).send({ id: cal.id }).expect(200);
    await t.http().get(CALENDARIOS).expect(401);

    await agent.delete(CALENDARIOS).query({ id: cal.id }).expect(200);
    expect((await agent.get(CALENDARIOS).expect(200)).body.calendarios).toEqual([]);
  });

  it('never fetches loopback or private addresses unless the setting allows it', async () => {
    const strict = await startTestApp();
    try {
      const admin = await strict.loginAgent();
      feeds.set('/privado.ics', { body: bookingFeed([{ uid: 'p1@booking.com', start: day(5), end: day(6) }]) });
      const hits = feeds.hits('/privado.ics');
      for (const url of [feeds.url('/privado.ics'), feeds.url('/privado.ics').replace('127.0.0.1', 'localhost'), 'http://[::1]/a.ics',
        'http://10.0.0.5/a.ics', 'http://169.254.169.254/latest/meta-data']) {
        const res = await admin.post(CALENDARIOS).send({ hospedaje_id: cabana, nombre: 'Sonda', url }).expect(200);
        expect(res.body.calendario.error).toBe(MSG_CANALES.calendarioNoSeLeyo);
      }
      expect(feeds.hits('/privado.ics')).toBe(hits);
      expect(await bloqueos()).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
