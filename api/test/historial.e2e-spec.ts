import { lineaHistorial } from '@camping/contracts/historial';
import { MSG } from '@camping/contracts/messages';
import { ENTIDADES_HISTORIAL, historialPaginaSchema, type HistorialFila } from '@camping/contracts/schemas/historial';
import { openScopeCount } from '../src/database/actor';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/historial';

describe('historial: the history of every change (issue 17, real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let recepcion: Agent;
  let cabanas: Unidades;

  const historial = async (agent: Agent, query: string): Promise<HistorialFila[]> =>
    historialPaginaSchema.parse((await agent.get(`${URL}?${query}`).expect(200)).body).historial;
  const filas = (where: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
    t.dataSource.query(`SELECT * FROM historial WHERE ${where} ORDER BY id`, params);

  async function reservar(agent: Agent, offset = 3): Promise<number> {
    const cliente = await crearCliente(agent);
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(2)!.id,
        fecha_entrada: day(offset),
        fecha_salida: day(offset + 2),
        cantidad_personas: 2,
        monto_total: 92000,
      })
      .expect(201);
    return res.body.id;
  }

  beforeAll(async () => {
    ({ t, agent: admin, cabanas } = await iniciarSuite());
    recepcion = await agenteRecepcion(t, 'maria');
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await t.dataSource.query('TRUNCATE historial RESTART IDENTITY');
  });
  afterAll(() => t.close());

  it("records who created and changed a reservation, only the changed fields, and shows it in the reservation's history", async () => {
    const id = await reservar(recepcion);
    await recepcion.put('/api/endpoints/reservas').send({ id, fecha_salida: day(6) }).expect(200);
    await recepcion.post('/api/endpoints/pagos').send({ reserva_id: id, monto: 30000, metodo_pago: 'efectivo' }).expect(201);

    const rows = await historial(recepcion, `entidad=reserva&entidad_id=${id}`);
    expect(rows.map((r) => [r.entidad, r.accion, r.usuario])).toEqual([
      ['pago', 'create', 'maria'],
      ['reserva', 'update', 'maria'],
      ['reserva', 'create', 'maria'],
    ]);
    const cambio = rows[1];
    expect(cambio.antes).toEqual({ fecha_salida: day(5) });
    expect(cambio.despues).toEqual({ fecha_salida: day(6) });
    expect(lineaHistorial(cambio)).toMatch(
      new RegExp(`^\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d · maria · cambió la salida de ${day(5).split('-').reverse().join('/')} a ${day(6).split('-').reverse().join('/')}$`),
    );
    // The payment's own fields were recorded, but the reservation's kept total (derived) was not.
    expect(rows[0].despues).toMatchObject({ monto: 30000, metodo_pago: 'efectivo', reserva_id: id });
    expect(await filas(`entidad = 'reserva' AND despues ? 'total_pagado'`)).toEqual([]);
  });

  it('names each user on their own writes when they arrive together, and leaves no actor scope open after them', async () => {
    const [deMaria, delAdmin] = await Promise.all([
      Promise.all([0, 1, 2].map(() => crearCliente(recepcion))),
      Promise.all([0, 1, 2].map(() => crearCliente(admin))),
    ]);
    const autor = async (id: number) => (await filas(`entidad = 'cliente' AND entidad_id = $1`, [id]))[0].usuario;
    expect(await Promise.all(deMaria.map((c) => autor(c.id)))).toEqual(['maria', 'maria', 'maria']);
    expect(await Promise.all(delAdmin.map((c) => autor(c.id)))).toEqual(['admin', 'admin', 'admin']);
    // Reads get no scope and every write's scope closed with its answer: the async storage is off again
    // (database/actor.ts: on Node 20 it slows every promise of the process while on).
    expect(openScopeCount()).toBe(0);
  });

  it('records deletions, price and settings changes, with the administrator who made them', async () => {
    const id = await reservar(admin);
    await admin.delete(`/api/endpoints/reservas?id=${id}`).expect(200);
    const [precio] = await t.dataSource.query(`SELECT id, precio FROM precios WHERE tipo_tabla = 'hospedaje' ORDER BY id LIMIT 1`);
    await admin.put('/api/endpoints/hospedajes').send({ id: precio.id, precio: 51000 }).expect(200);
    await admin.put('/api/endpoints/configuracion').send({ horas_prereserva: 48 }).expect(200);

    const rows = await historial(admin, 'page=1');
    expect(rows.map((r) => [r.entidad, r.accion, r.usuario])).toEqual([
      ['configuracion', 'update', 'admin'],
      ['precio', 'update', 'admin'],
      ['reserva', 'delete', 'admin'],
      ['reserva', 'create', 'admin'],
      ['cliente', 'create', 'admin'],
    ]);
    expect(rows[0].despues).toEqual({ horas_prereserva: 48 });
    expect(rows[1]).toMatchObject({ antes: { precio: Number(precio.precio) }, despues: { precio: 51000 } });
    expect(rows[2].antes).toMatchObject({ id, fecha_entrada: day(3) });
    await admin.put('/api/endpoints/configuracion').send({ horas_prereserva: 24 }).expect(200);
    await admin.put('/api/endpoints/hospedajes').send({ id: precio.id, precio: Number(precio.precio) }).expect(200);
  });

  it("a change that fails leaves no history row: Reserva Rápida's client is rolled back with the refused booking", async () => {
    await reservar(admin, 10);
    await t.dataSource.query('TRUNCATE historial');
    const res = await recepcion
      .post('/api/endpoints/reserva-rapida')
      .send({
        cliente: { nombre: 'Luis', apellido: 'Gómez', documento: '30111222', telefono: '2664111222' },
        reserva: {
          hospedaje_id: cabanas.get(2)!.id,
          tipo_hospedaje_id: 1,
          fecha_entrada: day(10),
          fecha_salida: day(12),
          cantidad_personas: 2,
          monto_total: 92000,
          metodo_pago: 'efectivo',
        },
      })
      .expect(409);
    expect(res.body.message).toBe(MSG.hospedajeNoDisponible);
    expect(await filas('true')).toEqual([]);
  });

  it('an audit row that cannot be written fails the change: nothing is saved', async () => {
    await t.dataSource.query(`ALTER TABLE historial ADD CONSTRAINT prueba_sin_clientes CHECK (entidad <> 'cliente')`);
    try {
      const res = await recepcion
        .post('/api/endpoints/clientes')
        .send({ nombre: 'Sin', apellido: 'Historial', documento: '30999888', telefono: '2664999888' });
      // The exception filter answers a constraint it cannot name as bad data (400), never as a saved client.
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false });
    } finally {
      await t.dataSource.query(`ALTER TABLE historial DROP CONSTRAINT prueba_sin_clientes`);
    }
    expect(await t.dataSource.query(`SELECT id FROM clientes WHERE documento = '30999888'`)).toEqual([]);
  });

  it("names 'sistema' for a write without a session user (sweeps, CLI), and never copies a password hash", async () => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO clientes (nombre, apellido, documento) VALUES ('Del', 'Sistema', '30777666') RETURNING id`,
    );
    expect(await filas(`entidad = 'cliente' AND entidad_id = $1`, [id])).toEqual([expect.objectContaining({ usuario: 'sistema' })]);
    await agenteRecepcion(t, 'pedro');
    expect(await filas(`entidad = 'usuario' AND (antes ? 'password_hash' OR despues ? 'password_hash')`)).toEqual([]);
    expect(await filas(`entidad = 'usuario'`)).not.toEqual([]);
  });

  it('filters by user, entity and days, pages with hay_mas, and refuses bad filters in Spanish', async () => {
    await reservar(admin, 3);
    await reservar(recepcion, 20);
    const deMaria = await historial(admin, 'usuario=maria');
    expect(deMaria.map((r) => r.entidad)).toEqual(['reserva', 'cliente']);
    expect((await historial(admin, 'entidad=cliente')).every((r) => r.entidad === 'cliente')).toBe(true);
    expect(await historial(admin, `desde=${day(0)}&hasta=${day(0)}`)).toHaveLength(4);
    expect(await historial(admin, `desde=${day(1)}`)).toHaveLength(0);

    const first = historialPaginaSchema.parse((await admin.get(`${URL}?page=1&page_size=3`).expect(200)).body);
    expect(first).toMatchObject({ page: 1, page_size: 3, hay_mas: true });
    const second = historialPaginaSchema.parse((await admin.get(`${URL}?page=2&page_size=3`).expect(200)).body);
    expect(second.hay_mas).toBe(false);
    expect(second.historial).toHaveLength(1);

    for (const [query, message] of [
      [`desde=${day(2)}&hasta=${day(1)}`, 'La fecha desde no puede ser posterior a hasta'],
      ['entidad=factura', `El campo entidad debe ser uno de: ${ENTIDADES_HISTORIAL.join(', ')}`],
      ['desde=31/12/2026', 'El campo desde debe ser una fecha válida con formato AAAA-MM-DD'],
      ['entidad_id=3', 'entidad_id necesita entidad'],
    ]) {
      const res = await admin.get(`${URL}?${query}`).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
  });

  it('is read only through the API and, but for one reservation, for administrators only', async () => {
    const id = await reservar(admin);
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      const res = await admin[method](URL).send({ id: 1 });
      expect([404, 405]).toContain(res.status);
    }
    for (const query of ['page=1', 'entidad=cliente', `entidad=reserva&entidad_id=${id}&usuario=admin`, 'entidad=pago&entidad_id=1']) {
      const res = await recepcion.get(`${URL}?${query}`).expect(403);
      expect(res.body).toMatchObject({ success: false, message: MSG.sinPermiso });
    }
    await recepcion.get(`${URL}?entidad=reserva&entidad_id=${id}`).expect(200);
    await t.http().get(`${URL}?entidad=reserva&entidad_id=${id}`).expect(401);
  });
});
