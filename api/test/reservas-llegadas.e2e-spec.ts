import { crearCliente, day, insertarReserva, unidades, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, startTestApp, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/reservas';

/**
 * «Próximas llegadas» (issue 37): GET reservas?page=&llegadas=proximas pages the stays entering today or later in the
 * complex's day, without cancelled stays nor lapsed holds, server-side like the other filters and with them; the
 * screen sorts them soonest first (sort=fecha_entrada). The default order is unchanged: entry date, newest first.
 */
describe('the paged list: próximas llegadas (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await t.loginAgent();
    cabanas = await unidades(t.dataSource, 1);
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('lists the stays arriving from today on, soonest first, and combines with the search and the type', async () => {
    const ana = (await crearCliente(agent, { nombre: 'Ana', apellido: 'Llegadas' })).id;
    const beto = (await crearCliente(agent, { nombre: 'Beto', apellido: 'Otro' })).id;
    const cabana = (n: number) => cabanas.get(n)!.id;
    const ayer = await insertarReserva(t.dataSource, { cliente_id: ana, hospedaje_id: cabana(1), tipo_hospedaje_id: 1, fecha_entrada: day(-1), fecha_salida: day(2) });
    const hoy = await insertarReserva(t.dataSource, { cliente_id: ana, hospedaje_id: cabana(2), tipo_hospedaje_id: 1, fecha_entrada: day(0), fecha_salida: day(3) });
    const lejos = await insertarReserva(t.dataSource, { cliente_id: beto, hospedaje_id: cabana(3), tipo_hospedaje_id: 1, fecha_entrada: day(90), fecha_salida: day(92) });
    const pronto = await insertarReserva(t.dataSource, { cliente_id: beto, tipo_hospedaje_id: 3, fecha_entrada: day(5), fecha_salida: day(7) });
    await insertarReserva(t.dataSource, { cliente_id: ana, hospedaje_id: cabana(4), tipo_hospedaje_id: 1, fecha_entrada: day(4), fecha_salida: day(6), estado: 'cancelada' });
    const vencida = (
      await agent
        .post(URL)
        .send({ cliente_id: ana, hospedaje_id: cabana(5), fecha_entrada: day(8), fecha_salida: day(10), cantidad_personas: 2, monto_total: 100000, es_prereserva: true })
        .expect(201)
    ).body.id as number;
    // A hold whose expiry passed (the sweep has not cancelled it yet): it does not arrive.
    await t.dataSource.query(`UPDATE reservas SET vence_el = now() - interval '1 second' WHERE id = $1`, [vencida]);

    const page = async (query: string) => (await agent.get(`${URL}?page=1&${query}`).expect(200)).body as { total: number; reservas: Array<{ id: number }> };
    const ids = async (query: string) => (await page(query)).reservas.map((r) => r.id);

    expect(await page('llegadas=proximas&sort=fecha_entrada')).toMatchObject({ total: 3 });
    expect(await ids('llegadas=proximas&sort=fecha_entrada')).toEqual([hoy, pronto, lejos]);
    expect(await ids('llegadas=proximas&sort=fecha_entrada&search=llegadas')).toEqual([hoy]);
    expect(await ids('llegadas=proximas&sort=fecha_entrada&tipo_hospedaje_id=1')).toEqual([hoy, lejos]);
    expect(await ids('llegadas=proximas&sort=fecha_entrada&page_size=1')).toEqual([hoy]);
    // Without it, the spec's default order: entry date, newest first, every stay.
    expect((await ids('')).slice(0, 3)).toEqual([lejos, vencida, pronto]);
    expect((await ids('')).includes(ayer)).toBe(true);
  });

  it('refuses an unknown value with a Spanish 400', async () => {
    const res = await agent.get(`${URL}?page=1&llegadas=todas`).expect(400);
    expect(res.body.message).toBe('El campo llegadas debe ser proximas');
  });
});
