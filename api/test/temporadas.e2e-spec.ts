import { MSG } from '@camping/contracts/messages';
import { temporadaResponseSchema, temporadasResponseSchema } from '@camping/contracts/schemas/temporada';
import { type Agent, agenteRecepcion, day, iniciarSuite } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

const URL = '/api/endpoints/temporadas';

/** Seasons (issue 35) on the real database: the calls, their refusals, the constraints, the history and the roles. */
describe('temporadas (real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let recepcion: Agent;

  const alta = (over: Record<string, unknown> = {}) => ({
    nombre: 'Temporada alta',
    color: '#E4572E',
    rangos: [{ desde: day(30), hasta: day(40) }],
    modo: 'porcentaje',
    porcentaje: 35,
    ...over,
  });
  const counts = async () =>
    (await t.dataSource.query(
      `SELECT (SELECT count(*) FROM temporadas)::int AS t, (SELECT count(*) FROM temporada_rangos)::int AS r,
              (SELECT count(*) FROM temporada_precios)::int AS p, (SELECT count(*) FROM historial)::int AS h`,
    ))[0];

  beforeAll(async () => {
    ({ t, agent: admin } = await iniciarSuite());
    recepcion = await agenteRecepcion(t, 'maria');
  });
  beforeEach(async () => {
    await t.dataSource.query('TRUNCATE temporadas RESTART IDENTITY CASCADE');
    await t.dataSource.query(`DELETE FROM historial WHERE entidad LIKE 'temporada%'`);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const res = await t.http().get(URL).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  it('creates, lists, changes and deletes a season, each change in the history under the admin’s name', async () => {
    const created = await admin.post(URL).send(alta({ nombre: '  Temporada alta ', color: '#e4572e', recargo_fin_de_semana: 10, minimo_noches: 3, dias_sin_ingreso: [6] })).expect(201);
    const { temporada } = temporadaResponseSchema.parse(created.body);
    expect(created.body.message).toBe('Temporada creada');
    expect(temporada).toEqual({
      id: temporada.id,
      nombre: 'Temporada alta',
      color: '#E4572E',
      rangos: [{ desde: day(30), hasta: day(40) }],
      modo: 'porcentaje',
      porcentaje: 35,
      precios: null,
      recargo_fin_de_semana: 10,
      minimo_noches: 3,
      dias_sin_ingreso: [6],
    });
    const list = temporadasResponseSchema.parse((await recepcion.get(URL).expect(200)).body);
    expect(list.temporadas).toEqual([temporada]);

    const grid = { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 5, metodo_pago: 'efectivo', precio: 95000 }], camping: [] };
    const changed = await admin
      .put(`${URL}/${temporada.id}`)
      .send(alta({ rangos: [{ desde: day(30), hasta: day(40) }, { desde: day(60), hasta: day(62) }], modo: 'precios', precios: grid }))
      .expect(200);
    expect(changed.body.message).toBe('Temporada actualizada');
    expect(changed.body.temporada).toMatchObject({ modo: 'precios', porcentaje: null, precios: grid, minimo_noches: null, dias_sin_ingreso: [] });
    expect(changed.body.temporada.rangos).toHaveLength(2);

    expect((await admin.delete(`${URL}/${temporada.id}`).expect(200)).body).toEqual({ success: true, message: 'Temporada eliminada' });
    expect((await admin.delete(`${URL}/${temporada.id}`).expect(404)).body.message).toBe('La temporada no existe');
    expect(await counts()).toMatchObject({ t: 0, r: 0, p: 0 });

    const history = await t.dataSource.query(
      `SELECT usuario, entidad, accion, despues FROM historial WHERE entidad LIKE 'temporada%' ORDER BY id`,
    );
    expect(history.every((h: { usuario: string }) => h.usuario === 'admin')).toBe(true);
    expect(history.map((h: { entidad: string; accion: string }) => `${h.entidad} ${h.accion}`)).toEqual([
      'temporada create',
      'temporada_rango create',
      // The change: the season's columns, the new range (the kept one is not touched), the own price.
      'temporada update',
      'temporada_rango create',
      'temporada_precio create',
      // The delete takes its ranges and prices with it, each told.
      'temporada delete',
      'temporada_rango delete',
      'temporada_rango delete',
      'temporada_precio delete',
    ]);
    expect(history[2].despues).toMatchObject({ porcentaje: null, minimo_noches: null });
  });

  it.each([
    ['no name', alta({ nombre: ' ' }), 'El nombre de la temporada es obligatorio'],
    ['no range', alta({ rangos: [] }), 'Indique al menos un rango de fechas'],
    ['an end before the start', alta({ rangos: [{ desde: '2027-03-10', hasta: '2027-03-01' }] }), 'termina antes de empezar'],
    ['a percentage out of range', alta({ porcentaje: 600 }), 'El porcentaje debe estar entre -90 y 500'],
    [
      'a price that is not a number',
      alta({ modo: 'precios', precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo', precio: 'caro' }] } }),
      'El precio debe ser un número',
    ],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_what, body, message) => {
    const before = await counts();
    const res = await admin.post(URL).send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a season that overlaps another, naming both, and a repeated name', async () => {
    await admin.post(URL).send(alta()).expect(201);
    const before = await counts();
    const res = await admin
      .post(URL)
      .send(alta({ nombre: 'Carnaval', rangos: [{ desde: day(40), hasta: day(43) }] }))
      .expect(400);
    expect(res.body.message).toMatch(/^Las fechas de «Temporada alta» \(.+\) se superponen con «Carnaval» \(.+\)$/);
    expect((await admin.post(URL).send(alta({ nombre: 'TEMPORADA ALTA', rangos: [{ desde: day(50), hasta: day(51) }] })).expect(409)).body.message).toBe(
      'Ya existe una temporada llamada «TEMPORADA ALTA»',
    );
    expect(await counts()).toEqual(before);
    // Back to back is fine: the last night of one, then the first night of the next.
    await admin.post(URL).send(alta({ nombre: 'Carnaval', rangos: [{ desde: day(41), hasta: day(43) }] })).expect(201);
  });

  it('holds the overlap in the database too, whoever writes', async () => {
    const { body } = await admin.post(URL).send(alta()).expect(201);
    await expect(
      t.dataSource.query(`INSERT INTO temporada_rangos (temporada_id, desde, hasta) VALUES ($1, $2, $3)`, [body.temporada.id, day(35), day(36)]),
    ).rejects.toMatchObject({ driverError: { code: '23P01' } });
    await expect(
      t.dataSource.query(`INSERT INTO temporada_rangos (temporada_id, desde, hasta) VALUES ($1, $2, $3)`, [body.temporada.id, day(80), day(79)]),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(t.dataSource.query(`UPDATE temporadas SET porcentaje = -91`)).rejects.toMatchObject({ driverError: { code: '23514' } });
  });

  it('moves a season’s range onto nights it already had', async () => {
    const { body } = await admin.post(URL).send(alta()).expect(201);
    const res = await admin.put(`${URL}/${body.temporada.id}`).send(alta({ rangos: [{ desde: day(32), hasta: day(45) }] })).expect(200);
    expect(res.body.temporada.rangos).toEqual([{ desde: day(32), hasta: day(45) }]);
    expect((await admin.put(`${URL}/999999`).send(alta()).expect(404)).body.message).toBe('La temporada no existe');
  });

  it('does a write named by an Idempotency-Key once', async () => {
    const first = await admin.post(URL).set('Idempotency-Key', 'temporada-1').send(alta()).expect(201);
    const again = await admin.post(URL).set('Idempotency-Key', 'temporada-1').send(alta()).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await counts()).t).toBe(1);
  });

  it.each([
    ['post', URL],
    ['put', `${URL}/1`],
    ['delete', `${URL}/1`],
  ] as const)('refuses %s to reception with a 403, changing nothing', async (method, path) => {
    await admin.post(URL).send(alta()).expect(201);
    const before = await counts();
    const res = await recepcion[method](path).send(alta({ nombre: 'Otra', rangos: [{ desde: day(90), hasta: day(91) }] }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MSG.sinPermiso, error: true });
    expect(await counts()).toEqual(before);
  });
});
