import { MSG } from '@camping/contracts/messages';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import { limpiezaResponseSchema, type UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import { createOrResetUser } from '../src/cli/create-user';
import { agenteRecepcion, crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, TEST_ADMIN, type TestApp } from './helpers/test-app';
import supertest from 'supertest';

const URL = '/api/endpoints/limpieza';
const FUERA = '/api/endpoints/limpieza/fuera-de-servicio';

describe('limpieza: unit states, the day list, fuera de servicio (issue 36, real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let recepcion: Agent;
  let limpieza: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;
  let clienteId: number;

  const lista = async (agent: Agent, fecha = day(0)): Promise<UnidadLimpieza[]> =>
    limpiezaResponseSchema.parse((await agent.get(`${URL}?fecha=${fecha}`).expect(200)).body).unidades;
  const unidad = (unidades: UnidadLimpieza[], id: number) => unidades.find((u) => u.hospedaje_id === id)!;
  const historial = (entidad: string, id: number) =>
    t.dataSource.query(`SELECT usuario, accion, antes, despues FROM historial WHERE entidad = $1 AND entidad_id = $2 ORDER BY id`, [entidad, id]);

  beforeAll(async () => {
    ({ t, agent: admin, cabanas, dormis } = await iniciarSuite());
    recepcion = await agenteRecepcion(t, 'maria');
    await createOrResetUser(t.dataSource, { usuario: 'rosa', rol: 'limpieza', contrasena: 'clave-de-limpieza-7' });
    limpieza = supertest.agent(t.app.getHttpServer());
    await limpieza.post('/api/auth/login').send({ usuario: 'rosa', contrasena: 'clave-de-limpieza-7' }).expect(200);
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    clienteId = (await crearCliente(admin)).id;
    await t.dataSource.query(`TRUNCATE bloqueos RESTART IDENTITY CASCADE`);
    await t.dataSource.query(`UPDATE limpieza SET estado = 'limpia'`);
    await t.dataSource.query(`TRUNCATE historial RESTART IDENTITY`);
  });
  afterAll(() => t.close());

  it('lists every cabin and dormi: departures first, an arrival to a unit not limpia urgent, no guest names', async () => {
    const c1 = cabanas.get(1)!.id;
    const c2 = cabanas.get(2)!.id;
    const d0 = dormis.get(0)!.id;
    await insertarReserva(t.dataSource, { cliente_id: clienteId, hospedaje_id: c2, tipo_hospedaje_id: 1, fecha_entrada: day(-2), fecha_salida: day(0) });
    await insertarReserva(t.dataSource, { cliente_id: clienteId, hospedaje_id: d0, tipo_hospedaje_id: 2, fecha_entrada: day(0), fecha_salida: day(2), cantidad_personas: 3 });
    await t.dataSource.query(`UPDATE limpieza SET estado = 'sucia' WHERE id = $1`, [d0]);
    const unidades = await lista(limpieza);
    expect(unidades).toHaveLength(cabanas.size + dormis.size);
    expect(unidades[0]).toMatchObject({ hospedaje_id: c2, salida: { salio: false }, estado: 'limpia', libre: true, urgente: false });
    expect(unidades[1]).toMatchObject({ hospedaje_id: d0, estado: 'sucia', llegada: { personas: 3, ingreso: false }, ocupada: true, libre: false, urgente: true });
    expect(unidad(unidades, c1)).toMatchObject({ estado: 'limpia', salida: null, llegada: null, ocupada: false, libre: true, urgente: false });
    expect(JSON.stringify(unidades)).not.toMatch(/nombre|apellido|telefono|documento/);
    await recepcion.get(URL).expect(200);
    await admin.get(`${URL}?fecha=2027-02-30`).expect(400);
  });

  it('makes a unit sucia when its guest checks out, in the history under the clerk who did it', async () => {
    const c3 = cabanas.get(3)!.id;
    const id = await insertarReserva(t.dataSource, { cliente_id: clienteId, hospedaje_id: c3, tipo_hospedaje_id: 1, fecha_entrada: day(-1), fecha_salida: day(0), monto_total: 0 });
    await recepcion.post('/api/endpoints/reservas/checkin').send({ id }).expect(200);
    expect(unidad(await lista(limpieza), c3).estado).toBe('limpia');
    await recepcion.post('/api/endpoints/reservas/checkout').send({ id }).expect(200);
    expect(unidad(await lista(limpieza), c3)).toMatchObject({ estado: 'sucia', cambiado_por: 'maria', salida: { salio: true } });
    expect(await historial('limpieza', c3)).toEqual([{ usuario: 'maria', accion: 'update', antes: { estado: 'limpia' }, despues: { estado: 'sucia' } }]);
  });

  it('takes one tap per state from the housekeeping role, each audited before → after; the same state again writes nothing', async () => {
    const d4 = dormis.get(4)!.id;
    await t.dataSource.query(`UPDATE limpieza SET estado = 'sucia' WHERE id = $1`, [d4]);
    await t.dataSource.query('TRUNCATE historial');
    const tap = (estado: string) => limpieza.put(URL).send({ hospedaje_id: d4, estado });
    const res = await tap('en_limpieza').expect(200);
    expect(res.body).toMatchObject({ success: true, message: LIMPIEZA_MSG.estadoCambiado, unidad: { hospedaje_id: d4, estado: 'en_limpieza', antes: 'sucia', cambiado_por: 'rosa' } });
    await tap('limpia').expect(200);
    await tap('limpia').expect(200);
    expect(await historial('limpieza', d4)).toEqual([
      { usuario: 'rosa', accion: 'update', antes: { estado: 'sucia' }, despues: { estado: 'en_limpieza' } },
      { usuario: 'rosa', accion: 'update', antes: { estado: 'en_limpieza' }, despues: { estado: 'limpia' } },
    ]);
    expect(unidad(await lista(admin), d4)).toMatchObject({ estado: 'limpia', cambiado_por: 'rosa' });
  });

  it('replays a tap sent twice with the same Idempotency-Key (a phone retrying) and records it once', async () => {
    const d5 = dormis.get(5)!.id;
    await t.dataSource.query(`UPDATE limpieza SET estado = 'sucia' WHERE id = $1`, [d5]);
    await t.dataSource.query('TRUNCATE historial');
    const send = () => limpieza.put(URL).set('Idempotency-Key', `tap-${d5}-1`).send({ hospedaje_id: d5, estado: 'en_limpieza' });
    const first = await send().expect(200);
    const again = await send().expect(200);
    expect(again.body).toEqual(first.body);
    expect(await historial('limpieza', d5)).toHaveLength(1);
  });

  it('refuses bad taps in Spanish and changes nothing', async () => {
    const [{ id: camping }] = await t.dataSource.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id NOT IN (1, 2) LIMIT 1`).then((r: Array<{ id: number }>) => (r.length ? r : [{ id: 999_999 }]));
    const bad = await limpieza.put(URL).send({ hospedaje_id: cabanas.get(1)!.id, estado: 'brillante' }).expect(400);
    expect(bad.body.message).toBe('El campo estado debe ser limpia, sucia o en_limpieza');
    expect((await limpieza.put(URL).send({ hospedaje_id: camping, estado: 'sucia' }).expect(404)).body.message).toBe(LIMPIEZA_MSG.unidadNoEncontrada);
    await limpieza.put(URL).send({ hospedaje_id: cabanas.get(1)!.id, estado: 'sucia', extra: 1 }).expect(400);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM historial`)).toEqual([{ n: 0 }]);
  });

  it('closes a unit fuera de servicio through the exclusion constraint: shown so, bookings refused, back in service', async () => {
    const c5 = cabanas.get(5)!.id;
    const res = await recepcion.post(FUERA).send({ hospedaje_id: c5, fecha_entrada: day(0), fecha_salida: day(3), motivo: 'Pérdida de agua en el baño' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: LIMPIEZA_MSG.fueraCreado, fuera_de_servicio: { fecha_entrada: day(0), fecha_salida: day(3), motivo: 'Pérdida de agua en el baño', creado_por: 'maria' } });
    const u = unidad(await lista(limpieza), c5);
    expect(u).toMatchObject({ estado: 'fuera_de_servicio', estado_limpieza: 'limpia', libre: false, ocupada: false });
    const reserva = await recepcion
      .post('/api/endpoints/reservas')
      .send({ cliente_id: clienteId, hospedaje_id: c5, fecha_entrada: day(1), fecha_salida: day(2), cantidad_personas: 2, monto_total: 46000 });
    expect(reserva.status).toBe(409);
    const bloqueos = (await admin.get(`/api/endpoints/bloqueos?fecha_entrada=${day(0)}&fecha_salida=${day(5)}`).expect(200)).body.bloqueos;
    expect(bloqueos).toEqual([expect.objectContaining({ hospedaje_id: c5, origen: 'Fuera de servicio', nota: 'Pérdida de agua en el baño' })]);
    const id = res.body.fuera_de_servicio.id;
    expect(await historial('bloqueo', id)).toEqual([expect.objectContaining({ usuario: 'maria', accion: 'create' })]);
    // Not through the blocks' DELETE (it would erase the past nights): ended from Limpieza.
    const borrar = await admin.delete(`/api/endpoints/bloqueos?id=${id}`).expect(409);
    expect(borrar.body).toMatchObject({ success: false, message: LIMPIEZA_MSG.fueraNoSeBorra });
    expect((await admin.delete(`${FUERA}?id=${id}`).expect(200)).body.message).toBe(LIMPIEZA_MSG.fueraTerminado);
    expect(unidad(await lista(limpieza), c5)).toMatchObject({ estado: 'limpia', fuera_de_servicio: null, libre: true });
    expect((await admin.delete(`${FUERA}?id=${id}`).expect(404)).body.message).toBe(LIMPIEZA_MSG.fueraNoEncontrado);
  });

  it('ends a period begun earlier today, keeping its past nights', async () => {
    const c6 = cabanas.get(6)!.id;
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO bloqueos (hospedaje_id, fecha_entrada, fecha_salida, nota, creado_por, fuera_de_servicio) VALUES ($1, $2, $3, 'Pintura', 'maria', true) RETURNING id`,
      [c6, day(-3), day(4)],
    );
    await recepcion.delete(`${FUERA}?id=${id}`).expect(200);
    expect(await t.dataSource.query(`SELECT to_char(fecha_entrada, 'YYYY-MM-DD') AS e, to_char(fecha_salida, 'YYYY-MM-DD') AS s FROM bloqueos WHERE id = $1`, [id])).toEqual([{ e: day(-3), s: day(0) }]);
    expect((await recepcion.delete(`${FUERA}?id=${id}`).expect(409)).body.message).toBe(LIMPIEZA_MSG.fueraPasado);
  });

  it('refuses fuera de servicio over a stay (409, the spec style), in the past, without a reason, on camping; nothing written', async () => {
    const c7 = cabanas.get(7)!.id;
    await insertarReserva(t.dataSource, { cliente_id: clienteId, hospedaje_id: c7, tipo_hospedaje_id: 1, fecha_entrada: day(2), fecha_salida: day(5) });
    const choque = await recepcion.post(FUERA).send({ hospedaje_id: c7, fecha_entrada: day(0), fecha_salida: day(3), motivo: 'Arreglos' }).expect(409);
    expect(choque.body).toEqual({ success: false, message: LIMPIEZA_MSG.fueraSobreEstadia, error: true });
    // Back to back with the stay is fine: its nights are [entry, exit).
    await recepcion.post(FUERA).send({ hospedaje_id: c7, fecha_entrada: day(0), fecha_salida: day(2), motivo: 'Arreglos' }).expect(200);
    expect((await recepcion.post(FUERA).send({ hospedaje_id: c7, fecha_entrada: day(-1), fecha_salida: day(1), motivo: 'x' }).expect(400)).body.message).toBe(LIMPIEZA_MSG.fueraDesdePasado);
    expect((await recepcion.post(FUERA).send({ hospedaje_id: c7, fecha_entrada: day(6), fecha_salida: day(7), motivo: '  ' }).expect(400)).body.message).toBe('El campo motivo es obligatorio');
    expect((await recepcion.post(FUERA).send({ hospedaje_id: c7, fecha_entrada: day(7), fecha_salida: day(6), motivo: 'x' }).expect(400)).body.message).toBe(MSG.fechaEntradaAnterior);
    await recepcion.post(FUERA).send({ hospedaje_id: 999_999, fecha_entrada: day(6), fecha_salida: day(7), motivo: 'x' }).expect(404);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM bloqueos`)).toEqual([{ n: 1 }]);
  });

  describe('the housekeeping role', () => {
    const CERRADAS: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string, body: Record<string, unknown>]> = [
      ['get', '/api/endpoints/reservas', {}],
      ['get', '/api/endpoints/reservas.php', {}],
      ['get', '/api/endpoints/reservas?id=1', {}],
      ['post', '/api/endpoints/reservas', { cliente_id: 1 }],
      ['put', '/api/endpoints/reservas', { id: 1, cantidad_personas: 2 }],
      ['post', '/api/endpoints/reservas/checkin', { id: 1 }],
      ['post', '/api/endpoints/reservas/checkout', { id: 1 }],
      ['get', '/api/endpoints/clientes', {}],
      ['post', '/api/endpoints/clientes', { nombre: 'A', apellido: 'B', documento: '30111222' }],
      ['get', '/api/endpoints/hospedajes', {}],
      ['get', '/api/endpoints/hoy', {}],
      ['get', `/api/endpoints/bloqueos?fecha_entrada=${day(0)}&fecha_salida=${day(3)}`, {}],
      ['post', '/api/endpoints/bloqueos', { hospedaje_id: 1, fecha_entrada: day(1), fecha_salida: day(2) }],
      ['get', '/api/endpoints/pagos?reserva_id=1', {}],
      ['get', '/api/endpoints/configuracion', {}],
      ['get', '/api/endpoints/temporadas', {}],
      ['get', '/api/endpoints/historial?entidad=reserva&entidad_id=1', {}],
      ['get', '/api/endpoints/usuarios', {}],
      ['get', '/api/endpoints/canales/conflictos', {}],
      ['post', FUERA, { hospedaje_id: 1, fecha_entrada: day(1), fecha_salida: day(2), motivo: 'x' }],
      ['delete', `${FUERA}?id=1`, {}],
    ];

    it.each(CERRADAS)('is refused %s %s with a Spanish 403, changing nothing', async (method, path, body) => {
      const antes = await t.dataSource.query(`SELECT count(*)::int AS n FROM historial`);
      const res = await limpieza[method](path).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: MSG.sinPermiso, error: true });
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM historial`)).toEqual(antes);
    });

    it('still knows who it is, and an administrator can create such an account', async () => {
      expect((await limpieza.get('/api/auth/me').expect(200)).body.usuario).toMatchObject({ usuario: 'rosa', rol: 'limpieza' });
      const creada = await admin.post('/api/endpoints/usuarios').send({ usuario: 'pocha', rol: 'limpieza' });
      expect([creada.status, creada.body.usuario?.rol]).toEqual([201, 'limpieza']);
      expect(TEST_ADMIN.usuario).toBe('admin');
    });
  });
});
