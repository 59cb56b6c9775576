import ICAL from 'ical.js';
import { MSG } from '@camping/contracts/messages';
import { createOrResetUser } from '../src/cli/create-user';
import { type Agent, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/canales';
const FEED_URL = /^http:\/\/127\.0\.0\.1:\d+\/ical\/([A-Za-z0-9_-]{43})\.ics$/;

interface Canal {
  hospedaje_id: number;
  numero: number;
  tipo_hospedaje_id: number;
  url_exportacion: string;
}

describe('canales: the iCal export of each cabin and dormi (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;
  let cliente: { id: number; documento: string };

  const canales = async (): Promise<Canal[]> => (await agent.get(URL).expect(200)).body.canales;
  // supertest listens on a new port per call: compare what the links lead to, not their origin.
  const links = async () => (await canales()).map((c) => `${c.hospedaje_id} ${new globalThis.URL(c.url_exportacion).pathname}`);
  const feedPathOf = async (hospedajeId: number) => new globalThis.URL(
    (await canales()).find((c) => c.hospedaje_id === hospedajeId)!.url_exportacion,
  ).pathname;
  const reservar = (hospedajeId: number, entrada: number, salida: number, estado = 'activa', tipo = 1) =>
    insertarReserva(t.dataSource, {
      cliente_id: cliente.id,
      hospedaje_id: hospedajeId,
      tipo_hospedaje_id: tipo,
      fecha_entrada: day(entrada),
      fecha_salida: day(salida),
      estado,
      observaciones: 'Llega tarde, llamar al 2664 555-1234',
    });

  beforeAll(async () => {
    ({ t, agent, cabanas, dormis } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    cliente = await crearCliente(agent, { nombre: 'Mariela', apellido: 'Quiroga', telefono: '2664987654' });
  });
  afterAll(() => t.close());

  it.each([URL, `${URL}.php`])('GET %s needs a session', async (path) => {
    const res = await t.http().get(path).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  it('POST canales/regenerar needs a session and changes nothing without one', async () => {
    const before = await links();
    const res = await t.http().post(`${URL}/regenerar`).send({ hospedaje_id: cabanas.get(1)!.id }).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
    expect(await links()).toEqual(before);
  });

  it('lists every cabin and dormi once, each with its own secret feed URL, the same on every call', async () => {
    const list = await canales();
    expect(list).toHaveLength(cabanas.size + dormis.size);
    expect(list.every((c) => c.tipo_hospedaje_id === 1 || c.tipo_hospedaje_id === 2)).toBe(true);
    const tokens = list.map((c) => FEED_URL.exec(c.url_exportacion)?.[1]);
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(list.length);
    const paths = list.map((c) => new globalThis.URL(c.url_exportacion).pathname);
    expect((await canales()).map((c) => new globalThis.URL(c.url_exportacion).pathname)).toEqual(paths);
    const php: Canal[] = (await agent.get(`${URL}.php`).expect(200)).body.canales;
    expect(php.map((c) => new globalThis.URL(c.url_exportacion).pathname)).toEqual(paths);
  });

  it('serves the live stays of the unit as all-day events, CRLF and folded, without guest data', async () => {
    const cabana = cabanas.get(1)!.id;
    const activa = await reservar(cabana, 10, 13);
    const finalizada = await reservar(cabana, -5, -2, 'finalizada');
    await reservar(cabana, 20, 22, 'cancelada');
    await reservar(cabana, -100, -90, 'finalizada'); // exit 90 days ago: out of the feed's window
    await reservar(cabanas.get(2)!.id, 10, 13); // another unit
    const res = await t.http().get(await feedPathOf(cabana)).expect(200);

    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const raw: string = res.text;
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(raw).toContain(`DTSTART;VALUE=DATE:${day(10).replace(/-/g, '')}\r\n`);
    expect(raw).toContain(`DTEND;VALUE=DATE:${day(13).replace(/-/g, '')}\r\n`);
    for (const guestData of ['Mariela', 'Quiroga', '2664987654', '2664 555', cliente.documento, 'Llega tarde']) expect(raw).not.toContain(guestData);

    const events = new ICAL.Component(ICAL.parse(raw)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(
      events.map((e) => ({ uid: e.uid, summary: e.summary, start: e.startDate.toString(), end: e.endDate.toString(), allDay: e.startDate.isDate })),
    ).toEqual([
      { uid: `reserva-${finalizada}@127.0.0.1`, summary: 'Reservado', start: day(-5), end: day(-2), allDay: true },
      { uid: `reserva-${activa}@127.0.0.1`, summary: 'Reservado', start: day(10), end: day(13), allDay: true },
    ]);
  });

  it('drops a stay once it is cancelled and keeps its UID while its dates change', async () => {
    const dormi = dormis.get(0)!.id;
    const id = await reservar(dormi, 3, 5, 'activa', 2);
    const path = await feedPathOf(dormi);
    const uids = async () =>
      new ICAL.Component(ICAL.parse((await t.http().get(path).expect(200)).text))
        .getAllSubcomponents('vevent')
        .map((v) => `${v.getFirstPropertyValue('uid')} ${v.getFirstPropertyValue('dtstart')?.toString()}`);
    expect(await uids()).toEqual([`reserva-${id}@127.0.0.1 ${day(3)}`]);
    await t.dataSource.query(`UPDATE reservas SET fecha_entrada = $2, fecha_salida = $3 WHERE id = $1`, [id, day(4), day(6)]);
    expect(await uids()).toEqual([`reserva-${id}@127.0.0.1 ${day(4)}`]);
    await t.dataSource.query(`UPDATE reservas SET estado = 'cancelada' WHERE id = $1`, [id]);
    expect(await uids()).toEqual([]);
  });

  it.each([
    ['an unknown token', `/ical/${'x'.repeat(43)}.ics`],
    ['another extension', 'TOKEN.ical'],
    ['no extension', 'TOKEN'],
    ['a nested path', 'a/TOKEN.ics'],
    ['a path after the file', 'TOKEN.ics/x'],
    ['the folder', '/ical/'],
    ['the folder without slash', '/ical'],
  ])('answers 404 in plain Spanish for %s', async (_case, pathOrFile) => {
    const token = /\/ical\/(.+)\.ics$/.exec(await feedPathOf(cabanas.get(1)!.id))![1];
    const path = pathOrFile.startsWith('/') ? pathOrFile : `/ical/${pathOrFile.replace('TOKEN', token)}`;
    const res = await t.http().get(path).expect(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(`${MSG.calendarioNoEncontrado}\n`);
  });

  it('regenerates a link: the old URL answers 404 at once, the new one serves the feed', async () => {
    const cabana = cabanas.get(2)!.id;
    await reservar(cabana, 1, 2);
    const oldPath = await feedPathOf(cabana);
    await t.http().get(oldPath).expect(200);
    const res = await agent.post(`${URL}/regenerar`).send({ hospedaje_id: cabana }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.enlaceRegenerado, canal: { hospedaje_id: cabana } });
    const newPath = new globalThis.URL(res.body.canal.url_exportacion).pathname;
    expect(newPath).not.toBe(oldPath);
    expect(await feedPathOf(cabana)).toBe(newPath);
    await t.http().get(oldPath).expect(404);
    expect((await t.http().get(newPath).expect(200)).text).toContain('SUMMARY:Reservado');
    // Other units keep theirs.
    await t.http().get(await feedPathOf(cabanas.get(1)!.id)).expect(200);
  });

  it('refuses bad input to regenerar in Spanish and changes nothing', async () => {
    const before = await links();
    const camping = (await t.dataSource.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 3 LIMIT 1`))[0]?.id;
    const cases: Array<[unknown, number]> = [
      [{}, 400],
      [{ hospedaje_id: 'abc' }, 400],
      [{ hospedaje_id: 999999 }, 404],
    ];
    if (camping) cases.push([{ hospedaje_id: camping }, 404]);
    for (const [body, status] of cases) {
      const res = await agent.post(`${URL}/regenerar`).send(body as object).expect(status);
      expect(res.body).toMatchObject({ success: false, error: true });
      expect(res.body.message).toMatch(/[a-záéíóúñ]/);
    }
    expect((await agent.post(`${URL}/regenerar`).send({ hospedaje_id: 999999 })).body.message).toBe(MSG.canalSinCalendario);
    expect(await links()).toEqual(before);
  });

  it('lets staff read the links but only an administrator regenerate one', async () => {
    await createOrResetUser(t.dataSource, { usuario: 'recepcion', rol: 'recepcion', contrasena: 'clave-recepcion' });
    const login = await t.http().post('/api/auth/login').send({ usuario: 'recepcion', contrasena: 'clave-recepcion' }).expect(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const before = await links();
    await t.http().get(URL).set('Cookie', cookie).expect(200);
    const res = await t.http().post(`${URL}/regenerar`).set('Cookie', cookie).send({ hospedaje_id: cabanas.get(1)!.id }).expect(403);
    expect(res.body).toEqual({ success: false, message: MSG.sinPermiso, error: true });
    expect(await links()).toEqual(before);
  });
});
