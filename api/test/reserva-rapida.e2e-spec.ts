import { normalizeDocumento } from '@camping/contracts/documento';
import { GRUPO_SUFIJO } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { contar, crearCliente, day, unidades, type Agent } from './helpers/fixtures';
import { resetBusinessData, startTestApp, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/reserva-rapida';

describe('reserva rápida (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Map<number, { id: number; capacidad: number }>;

  const cuerpo = (cliente: Record<string, unknown> = {}, reserva: Record<string, unknown> = {}) => ({
    cliente: { documento: '33444555', nombre: 'Sofía', apellido: 'Gómez', telefono: '2664555666', modelo_vehiculo: 'Fiat Cronos', patente: 'AE123BC', ...cliente },
    reserva: {
      tipo_hospedaje_id: 1,
      hospedaje_id: cabanas.get(2)!.id,
      fecha_entrada: day(3),
      fecha_salida: day(5),
      cantidad_personas: 3,
      monto_total: 116000,
      metodo_pago: 'transferencia',
      descuento: 0,
      observaciones: 'Llegan a la noche',
      ...reserva,
    },
  });
  const clientes = () =>
    t.dataSource.query(`SELECT id, nombre, apellido, documento, telefono, modelo_vehiculo, patente FROM clientes ORDER BY id`);

  beforeAll(async () => {
    t = await startTestApp();
    agent = await t.loginAgent();
    cabanas = await unidades(t.dataSource, 1);
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('needs a session', async () => {
    const res = await t.http().post(URL).send({}).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  it('creates a new client and the reservation together', async () => {
    const res = await agent.post(URL).send(cuerpo()).expect(201);
    expect(res.body).toEqual({ success: true, id: expect.any(Number), cliente_id: expect.any(Number), cliente_creado: true, message: MSG.reservaCreada });
    expect(await clientes()).toEqual([
      { id: res.body.cliente_id, nombre: 'Sofía', apellido: 'Gómez', documento: '33444555', telefono: '2664555666', modelo_vehiculo: 'Fiat Cronos', patente: 'AE123BC' },
    ]);
    const list = await agent.get(`/api/endpoints/reservas?cliente_id=${res.body.cliente_id}`).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: res.body.id,
        hospedaje_id: cabanas.get(2)!.id,
        numero_hospedaje: 2,
        fecha_entrada: day(3),
        fecha_salida: day(5),
        cantidad_personas: 3,
        monto_total: 116000,
        metodo_pago: 'transferencia',
        estado: 'activa',
        documento: '33444555',
      }),
    ]);
  });

  it('finds an existing client by documento, however it is written, and updates what was typed', async () => {
    const existente = await crearCliente(agent, { documento: '33.444.555', nombre: 'Sofi', apellido: 'Gomez', telefono: '2664111111', modelo_vehiculo: 'Gol', patente: null });
    const res = await agent
      .post(URL)
      .send(cuerpo({ documento: '33 444 555', modelo_vehiculo: '', patente: 'AE123BC' }))
      .expect(201);
    expect(res.body).toMatchObject({ cliente_id: existente.id, cliente_creado: false });
    expect(await clientes()).toEqual([
      { id: existente.id, nombre: 'Sofía', apellido: 'Gómez', documento: '33.444.555', telefono: '2664555666', modelo_vehiculo: 'Gol', patente: 'AE123BC' },
    ]);
  });

  it('never takes a client whose documento only contains the one typed (the screens\' lookup matches the same way)', async () => {
    const otro = await crearCliente(agent, { documento: '133444555', nombre: 'Otro', apellido: 'Cliente', telefono: '2664999999' });
    const res = await agent.post(URL).send(cuerpo({ documento: '33.444.555' })).expect(201);
    expect(res.body.cliente_creado).toBe(true);
    expect(res.body.cliente_id).not.toBe(otro.id);
  });

  it('normalises a documento in SQL exactly as @camping/contracts/documento does', async () => {
    const samples = ['30.123.456', ' 30 123-456 ', 'ab-123/c', 'Ñandú 12', 'x_y.z', '..', 'AR 27-11222333-4'];
    const rows: Array<{ sql: string }> = await t.dataSource.query(
      `SELECT documento_normalizado(d) AS sql FROM unnest($1::text[]) WITH ORDINALITY AS s(d, n) ORDER BY n`,
      [samples],
    );
    expect(rows.map((row) => row.sql)).toEqual(samples.map(normalizeDocumento));
  });

  it('books camping and groups without a unit', async () => {
    await agent.post(URL).send(cuerpo({}, { tipo_hospedaje_id: 3, hospedaje_id: null, cantidad_personas: 5 })).expect(201);
    const grupo = await agent
      .post(URL)
      .send(cuerpo({ documento: '20111222' }, { tipo_hospedaje_id: 4, hospedaje_id: '', cantidad_personas: 40, observaciones: 'Colegio' }))
      .expect(201);
    const [row] = await t.dataSource.query(`SELECT tipo_hospedaje_id, hospedaje_id, observaciones FROM reservas WHERE id = $1`, [grupo.body.id]);
    expect(row).toEqual({ tipo_hospedaje_id: 4, hospedaje_id: null, observaciones: `Colegio${GRUPO_SUFIJO}` });
  });

  describe('a refused reservation leaves no client behind and changes none', () => {
    it.each([
      ['a clash', {}, 409, MSG.hospedajeNoDisponible],
      ['an unknown unit', { hospedaje_id: 999999 }, 400, MSG.hospedajeInexistente],
      ['a unit of another type', { tipo_hospedaje_id: 2 }, 400, MSG.hospedajeTipoIncorrecto],
      ['a cabin without unit', { hospedaje_id: null }, 400, MSG.hospedajeObligatorio],
      ['too many people', { cantidad_personas: 6 }, 400, 'La cantidad de personas (6) supera la capacidad del hospedaje (5)'],
      ['an entry in the past', { fecha_entrada: day(-1) }, 400, MSG.fechaEntradaPasada],
    ])('%s', async (_caso, reserva, status, message) => {
      const otro = await crearCliente(agent, { documento: '27000111' });
      await agent
        .post('/api/endpoints/reservas')
        .send({ cliente_id: otro.id, hospedaje_id: cabanas.get(2)!.id, fecha_entrada: day(4), fecha_salida: day(6), cantidad_personas: 2, monto_total: 1 })
        .expect(201);
      const existente = await crearCliente(agent, { documento: '33444555', nombre: 'Sofi', telefono: '2664111111' });
      const antes = await clientes();

      const nuevo = await agent.post(URL).send(cuerpo({ documento: '36999000' }, reserva)).expect(status);
      expect(nuevo.body).toEqual({ success: false, message, error: true });
      const conocido = await agent.post(URL).send(cuerpo({ documento: existente.documento, nombre: 'Cambiado' }, reserva)).expect(status);
      expect(conocido.body).toEqual({ success: false, message, error: true });

      expect(await clientes()).toEqual(antes);
      expect(await contar(t.dataSource, 'reservas')).toBe(1);
    });
  });

  it.each([
    [{ reserva: {} }, 'El campo cliente es obligatorio'],
    [{ cliente: { documento: '1', nombre: 'A', apellido: 'B', telefono: '2664111111' } }, 'El campo reserva es obligatorio'],
    ['cliente.telefono', 'El campo teléfono es obligatorio'],
    ['cliente.documento', 'El campo documento es obligatorio'],
    ['reserva.tipo_hospedaje_id', 'El campo tipo de hospedaje es obligatorio'],
    ['reserva.monto_total', 'El campo monto total es obligatorio'],
  ])('refuses %p in Spanish and stores nothing', async (caso, message) => {
    let body: Record<string, unknown>;
    if (typeof caso === 'string') {
      const [part, field] = caso.split('.') as ['cliente' | 'reserva', string];
      const full = cuerpo() as unknown as Record<'cliente' | 'reserva', Record<string, unknown>>;
      delete full[part][field];
      body = full;
    } else body = caso;
    const res = await agent.post(URL).send(body).expect(400);
    expect(res.body).toEqual({ success: false, message, error: true });
    expect(await contar(t.dataSource, 'clientes')).toBe(0);
  });

  it('creates one client when the same new person is booked twice at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        agent.post(URL).send(cuerpo({ documento: '40.123.456' }, { tipo_hospedaje_id: 3, hospedaje_id: null, fecha_entrada: day(i + 1), fecha_salida: day(i + 2) })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(results.filter((r) => r.body.cliente_creado)).toHaveLength(1);
    expect(await contar(t.dataSource, 'clientes')).toBe(1);
    expect(await contar(t.dataSource, 'reservas')).toBe(8);
  });

  it('leaves exactly one booking and one client out of parallel quick bookings of one unit', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agent.post(URL).send(cuerpo({ documento: `5000000${i}` }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await contar(t.dataSource, 'clientes')).toBe(1);
  });
});
