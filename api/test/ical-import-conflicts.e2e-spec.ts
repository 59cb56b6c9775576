import { MSG } from '@camping/contracts/messages';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import { conflictosResponseSchema, conflictosRangoResponseSchema } from '@camping/contracts/schemas/calendario-externo';
import { IcalSyncService } from '../src/canales/import/ical-sync.service';
import { type Agent, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { airbnbFeed, bookingFeed } from './helpers/ical-fixtures';
import { type FeedServer, startFeedServer } from './helpers/ical-feed-server';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const CALENDARIOS = '/api/endpoints/canales/calendarios';
const CONFLICTOS = '/api/endpoints/canales/conflictos';

/**
 * Conflicts of the iCal import (docs/channels.md): an event over one of our stays. Since issue 33 such a channel booking
 * closes every night that does not clash, at once (blocked, and in our export feed); only the clashing nights are the
 * conflict. And one sync per calendar at a time.
 */
describe('canales: conflicts, the free nights of a channel booking over our stay, one sync at a time (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let feeds: FeedServer;
  let cliente: { id: number };
  let cabana: number;

  const tramos = async (calendarioId: number): Promise<Array<[string, string]>> =>
    (
      (await t.dataSource.query(
        `SELECT to_char(fecha_entrada, 'YYYY-MM-DD') AS e, to_char(fecha_salida, 'YYYY-MM-DD') AS s FROM bloqueos
         WHERE calendario_id = $1 ORDER BY fecha_entrada`,
        [calendarioId],
      )) as Array<{ e: string; s: string }>
    ).map((r) => [r.e, r.s]);
  const estadia = (entrada: string, salida: string, hospedajeId = cabana) =>
    insertarReserva(t.dataSource, { cliente_id: cliente.id, hospedaje_id: hospedajeId, tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida });
  const reservar = (entrada: string, salida: string) =>
    agent.post('/api/endpoints/reservas').send({
      cliente_id: cliente.id, hospedaje_id: cabana, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 2,
      monto_total: 1000, metodo_pago: 'efectivo', descuento: 0, observaciones: null,
    });
  const agregar = async (path: string) =>
    (await agent.post(CALENDARIOS).send({ hospedaje_id: cabana, nombre: 'Airbnb', url: feeds.url(path) }).expect(200)).body.calendario;
  const sincronizar = async (id: number) => (await agent.post(`${CALENDARIOS}/sincronizar`).send({ id }).expect(200)).body.calendario;
  const pendientes = async (): Promise<number> => (await agent.get(`${CONFLICTOS}/cantidad`).expect(200)).body.pendientes;

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

  it('records an event over one of our stays as a conflict, counts it, lets staff mark it seen, and resolves it when our stay moves', async () => {
    const reserva = await insertarReserva(t.dataSource, {
      cliente_id: cliente.id, hospedaje_id: cabana, tipo_hospedaje_id: 1, fecha_entrada: day(10), fecha_salida: day(13),
    });
    feeds.set('/choque.ics', { body: airbnbFeed([{ uid: 'c1@airbnb.com', start: day(12), end: day(15) }]) });
    const cal = await agregar('/choque.ics');
    // The clashing night (day 12) is the conflict; the event's other nights are blocked at once.
    expect(cal).toMatchObject({ eventos: 1, creados: 1, conflictos: 1 });
    expect(await tramos(cal.id)).toEqual([[day(13), day(15)]]);
    expect(await pendientes()).toBe(1);
    const page = (await agent.get(CONFLICTOS).expect(200)).body;
    expect(page).toMatchObject({ success: true, total: 1, page: 1, page_size: 20 });
    expect(page.conflictos[0]).toMatchObject({
      calendario: 'Airbnb', reserva_id: reserva, fecha_entrada: day(12), fecha_salida: day(15), reserva_entrada: day(10),
      reserva_salida: day(13), choque_entrada: day(12), choque_salida: day(13), cliente: 'Mariela Quiroga', estado: 'pendiente', numero: 3,
    });
    // A second sync neither duplicates it nor brings it back to pending once seen.
    await agent.post(`${CONFLICTOS}/visto`).send({ id: page.conflictos[0].id }).expect(200);
    expect(await sincronizar(cal.id)).toMatchObject({ conflictos: 1, creados: 0, movidos: 0 });
    expect(await pendientes()).toBe(0);
    expect((await agent.get(CONFLICTOS).expect(200)).body.conflictos).toEqual([
      expect.objectContaining({ estado: 'visto', visto_por: 'admin' }),
    ]);
    // Staff move our stay to cabin 4: the next sync resolves the conflict and the block grows to the whole event.
    await agent.put('/api/endpoints/reservas').send({ id: reserva, hospedaje_id: cabanas.get(4)!.id }).expect(200);
    expect(await sincronizar(cal.id)).toMatchObject({ conflictos: 0, creados: 0, movidos: 1 });
    expect((await agent.get(CONFLICTOS).expect(200)).body).toMatchObject({ total: 0, conflictos: [] });
    expect(await tramos(cal.id)).toEqual([[day(12), day(15)]]);
  });

  it('answers the open conflicts of the stays in a window (canales/conflictos/rango), for the calendar to mark them', async () => {
    const cerca = await insertarReserva(t.dataSource, {
      cliente_id: cliente.id, hospedaje_id: cabana, tipo_hospedaje_id: 1, fecha_entrada: day(10), fecha_salida: day(13),
    });
    const lejos = await insertarReserva(t.dataSource, {
      cliente_id: cliente.id, hospedaje_id: cabana, tipo_hospedaje_id: 1, fecha_entrada: day(100), fecha_salida: day(103),
    });
    feeds.set('/rango.ics', {
      body: airbnbFeed([
        { uid: 'k1@airbnb.com', start: day(12), end: day(15) },
        { uid: 'k2@airbnb.com', start: day(101), end: day(102) },
      ]),
    });
    const cal = await agregar('/rango.ics');
    expect(cal).toMatchObject({ conflictos: 2 });
    const rango = async (desde: string, hasta: string) =>
      (await agent.get(`${CONFLICTOS}/rango`).query({ desde, hasta }).expect(200)).body;

    const answer = await rango(day(0), day(30));
    expect(answer).toEqual({
      success: true,
      conflictos: [
        expect.objectContaining({
          calendario_id: cal.id, calendario: 'Airbnb', reserva_id: cerca, fecha_entrada: day(12), fecha_salida: day(15),
          reserva_entrada: day(10), reserva_salida: day(13), numero: 3, tipo_hospedaje_id: 1, estado: 'pendiente', resumen: 'Reserved',
        }),
      ],
    });
    // Both days of the window and of the stay count (the calendar draws the exit day).
    expect((await rango(day(13), day(20))).conflictos.map((k: { reserva_id: number }) => k.reserva_id)).toEqual([cerca]);
    expect((await rango(day(0), day(10))).conflictos.map((k: { reserva_id: number }) => k.reserva_id)).toEqual([cerca]);
    expect((await rango(day(14), day(99))).conflictos).toEqual([]);
    expect((await rango(day(0), day(399))).conflictos.map((k: { reserva_id: number }) => k.reserva_id)).toEqual([cerca, lejos]);
    // The .php alias answers the same.
    expect((await agent.get(`${CONFLICTOS}/rango.php`).query({ desde: day(0), hasta: day(30) }).expect(200)).body).toEqual(answer);

    // Seen: still open, still marked. Resolved (our stay moved away): gone.
    await agent.post(`${CONFLICTOS}/visto`).send({ id: answer.conflictos[0].id }).expect(200);
    expect((await rango(day(0), day(30))).conflictos).toEqual([expect.objectContaining({ reserva_id: cerca, estado: 'visto', visto_por: 'admin' })]);
    await agent.put('/api/endpoints/reservas').send({ id: cerca, hospedaje_id: cabanas.get(4)!.id }).expect(200);
    await sincronizar(cal.id);
    expect((await rango(day(0), day(30))).conflictos).toEqual([]);

    // Bad windows are refused in Spanish; no session, no answer.
    const refused = async (query: Record<string, string>, message: string | RegExp) => {
      const res = await agent.get(`${CONFLICTOS}/rango`).query(query).expect(400);
      expect(res.body.message).toMatch(message);
    };
    await refused({ desde: day(10), hasta: day(9) }, MSG.conflictosRangoInvertido);
    await refused({ desde: day(0), hasta: day(400) }, MSG.conflictosRangoLargo);
    await refused({ desde: '2026-02-30', hasta: day(1) }, /desde/);
    await refused({ hasta: day(1) }, /desde/);
    await refused({ desde: day(0), hasta: day(1), page: '1' }, /page/);
    await t.http().get(`${CONFLICTOS}/rango`).query({ desde: day(0), hasta: day(1) }).expect(401);
  });

  it('blocks and exports the nights that do not clash at once; the conflict holds only the clashing nights, with both stays', async () => {
    const nuestra = await estadia(day(10), day(12));
    feeds.set('/largo.ics', { body: airbnbFeed([{ uid: 'largo@airbnb.com', start: day(8), end: day(15) }]) });
    const cal = await agregar('/largo.ics');
    expect(cal).toMatchObject({ error: null, eventos: 1, creados: 2, conflictos: 1 });
    expect(await tramos(cal.id)).toEqual([[day(8), day(10)], [day(12), day(15)]]);

    // Those nights cannot be sold any more, before and after our stay.
    for (const [entrada, salida] of [[day(8), day(9)], [day(12), day(13)], [day(14), day(16)]]) {
      const res = await reservar(entrada, salida);
      expect({ entrada, status: res.status, message: res.body.message }).toEqual({ entrada, status: 409, message: MSG.hospedajeBloqueado });
    }

    // They are in the unit's export feed, so the other channels close them too.
    const canal = (await agent.get('/api/endpoints/canales').expect(200)).body.canales.find((c: { hospedaje_id: number }) => c.hospedaje_id === cabana);
    const feed = (await t.http().get(new globalThis.URL(canal.url_exportacion).pathname).expect(200)).text;
    const ids: Array<{ id: number }> = await t.dataSource.query(`SELECT id FROM bloqueos WHERE calendario_id = $1`, [cal.id]);
    for (const { id } of ids) expect(feed).toContain(`UID:bloqueo-${id}@`);
    expect(feed).toContain(`UID:reserva-${nuestra}@`);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(8).replace(/-/g, '')}`);
    expect(feed).toContain(`DTEND;VALUE=DATE:${day(15).replace(/-/g, '')}`);

    // The conflict: the event, our stay and the nights they share (old fields kept, new ones added).
    const lista = conflictosResponseSchema.parse((await agent.get(CONFLICTOS).expect(200)).body);
    expect(lista.conflictos).toEqual([
      expect.objectContaining({
        calendario: 'Airbnb', fecha_entrada: day(8), fecha_salida: day(15), reserva_id: nuestra, reserva_entrada: day(10),
        reserva_salida: day(12), choque_entrada: day(10), choque_salida: day(12), cliente: 'Mariela Quiroga', estado: 'pendiente',
      }),
    ]);
    const rango = conflictosRangoResponseSchema.parse((await agent.get(`${CONFLICTOS}/rango`).query({ desde: day(0), hasta: day(30) }).expect(200)).body);
    expect(rango.conflictos.map((k) => [k.choque_entrada, k.choque_salida])).toEqual([[day(10), day(12)]]);

    // The clerk moves our stay: the next sync resolves the conflict and one block closes the whole event.
    await agent.put('/api/endpoints/reservas').send({ id: nuestra, hospedaje_id: cabanas.get(4)!.id }).expect(200);
    feeds.set('/largo.ics', { body: airbnbFeed([{ uid: 'largo@airbnb.com', start: day(8), end: day(15) }]) });
    const despues = (await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id }).expect(200)).body.calendario;
    expect(despues).toMatchObject({ conflictos: 0, creados: 0, movidos: 1, quitados: 1 });
    expect(await tramos(cal.id)).toEqual([[day(8), day(15)]]);
    expect((await agent.get(CONFLICTOS).expect(200)).body.total).toBe(0);
  });

  it('an event over two of our stays blocks the three runs around them and records one conflict per stay', async () => {
    const a = await estadia(day(10), day(12));
    const b = await estadia(day(13), day(14));
    feeds.set('/dos.ics', { body: bookingFeed([{ uid: 'dos@booking.com', start: day(9), end: day(16) }]) });
    const cal = await agregar('/dos.ics');
    expect(cal).toMatchObject({ creados: 3, conflictos: 1 });
    expect(await tramos(cal.id)).toEqual([[day(9), day(10)], [day(12), day(13)], [day(14), day(16)]]);
    const { conflictos } = conflictosResponseSchema.parse((await agent.get(CONFLICTOS).expect(200)).body);
    expect(conflictos.map((k) => [k.reserva_id, k.choque_entrada, k.choque_salida]).sort()).toEqual(
      [[a, day(10), day(12)], [b, day(13), day(14)]].sort(),
    );
    // A repeated sync changes nothing; cancelling stay b frees its night for the event on the next one.
    const again = (await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id }).expect(200)).body.calendario;
    expect(again).toMatchObject({ creados: 0, movidos: 0, quitados: 0, conflictos: 1 });
    await t.dataSource.query(`UPDATE reservas SET estado = 'cancelada' WHERE id = $1`, [b]);
    await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id }).expect(200);
    expect(await tramos(cal.id)).toEqual([[day(9), day(10)], [day(12), day(16)]]);
  });

  it('the database keeps the shared nights inside the event', async () => {
    const reserva = await estadia(day(10), day(12));
    feeds.set('/check.ics', { body: airbnbFeed([{ uid: 'c@airbnb.com', start: day(11), end: day(13) }]) });
    await agregar('/check.ics');
    await expect(t.dataSource.query(`UPDATE conflictos SET choque_entrada = fecha_entrada - 1 WHERE reserva_id = $1`, [reserva])).rejects.toMatchObject({
      driverError: { code: '23514', constraint: 'conflictos_choque' },
    });
  });

  it('runs one sync per calendar at a time: a second «Sincronizar ahora» is refused in Spanish while the first runs', async () => {
    feeds.set('/lento.ics', { body: bookingFeed([{ uid: 'l1@booking.com', start: day(5), end: day(6) }]) });
    const cal = await agregar('/lento.ics');
    feeds.set('/lento.ics', { body: bookingFeed([{ uid: 'l1@booking.com', start: day(5), end: day(7) }]), delayMs: 1500 });
    const sync = () => agent.post(`${CALENDARIOS}/sincronizar`).send({ id: cal.id });
    const primera = sync().then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const segunda = await sync();
    expect(segunda.status).toBe(409);
    expect(segunda.body).toEqual({ success: false, message: MSG_CANALES.sincronizacionEnCurso, error: true });
    // The periodic pass skips it too.
    await t.dataSource.query(`UPDATE calendarios_externos SET ultimo_intento = now() - interval '1 day' WHERE id = $1`, [cal.id]);
    expect(await t.app.get(IcalSyncService).syncDue()).toBe(0);
    expect((await primera).status).toBe(200);
    expect((await primera).body.calendario).toMatchObject({ error: null, movidos: 1 });
    // Released at the end, also after a failed read: the next ones run.
    feeds.set('/lento.ics', { status: 500, body: 'oops' });
    expect((await sync().expect(200)).body.calendario.error).toBe(MSG_CANALES.calendarioNoSeLeyo);
    feeds.set('/lento.ics', { body: bookingFeed([]) });
    expect((await sync().expect(200)).body.calendario).toMatchObject({ error: null, quitados: 1 });
    const [{ libre }] = await t.dataSource.query(`SELECT sincronizando_hasta IS NULL AS libre FROM calendarios_externos WHERE id = $1`, [cal.id]);
    expect(libre).toBe(true);
    await agent.post(`${CALENDARIOS}/sincronizar`).send({ id: 999_999 }).expect(404);
  });
});
