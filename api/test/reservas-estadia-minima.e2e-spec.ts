import { lineaHistorial } from '@camping/contracts/historial';
import { historialPaginaSchema } from '@camping/contracts/schemas/historial';
import { MOTIVO_MINIMO_MSG } from '@camping/contracts/schemas/motivo-minimo';
import { type Agent, crearCliente, day, iniciarSuite, nuevoDocumento, type Unidades } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

const RESERVAS = '/api/endpoints/reservas';
const MINIMO = 'En Temporada alta la estadía mínima es de 3 noches';

/** The seasons' minimum stay on staff bookings (issue 35): refused with the rule's words, or overridden with a reason. */
describe('reservas: the seasons\' minimum stay and its override (real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let cabanas: Unidades;
  let clienteId: number;

  const temporada = () =>
    admin
      .post('/api/endpoints/temporadas')
      .send({ nombre: 'Temporada alta', color: '#E4572E', rangos: [{ desde: day(60), hasta: day(90) }], modo: 'porcentaje', porcentaje: 20, minimo_noches: 3 })
      .expect(201);
  const alta = (numero: number, desde: number, hasta: number, extra: Record<string, unknown> = {}) =>
    admin.post(RESERVAS).send({
      cliente_id: clienteId,
      hospedaje_id: cabanas.get(numero)?.id,
      fecha_entrada: day(desde),
      fecha_salida: day(hasta),
      cantidad_personas: 2,
      monto_total: 100000,
      ...extra,
    });
  const historia = async (id: number) =>
    historialPaginaSchema.parse((await admin.get('/api/endpoints/historial').query({ entidad: 'reserva', entidad_id: id }).expect(200)).body).historial;

  beforeAll(async () => {
    ({ t, agent: admin, cabanas } = await iniciarSuite());
    clienteId = (await crearCliente(admin)).id;
  });
  beforeEach(async () => {
    await t.dataSource.query('TRUNCATE temporadas RESTART IDENTITY CASCADE');
    await t.dataSource.query('DELETE FROM reservas WHERE cliente_id = $1', [clienteId]);
  });
  afterAll(() => t.close());

  it('books a short stay as before when no season is defined', async () => {
    await alta(1, 61, 63).expect(201);
  });

  it('refuses a new stay shorter than the minimum with the rule\'s message, and books it with a reason recorded in the history', async () => {
    await temporada();
    expect((await alta(1, 61, 63).expect(400)).body.message).toBe(MINIMO);
    expect((await alta(1, 61, 63, { motivo_minimo: '   ' }).expect(400)).body.message).toBe(MOTIVO_MINIMO_MSG.vacio);
    expect((await alta(1, 61, 63, { motivo_minimo: 'x'.repeat(201) }).expect(400)).body.message).toBe(MOTIVO_MINIMO_MSG.largo);
    // A stay meeting the minimum needs no reason; one outside the season neither.
    await alta(2, 61, 64).expect(201);
    await alta(3, 20, 22).expect(201);

    const { id } = (await alta(1, 61, 63, { motivo_minimo: 'Cliente habitual, acordado con la gerencia' }).expect(201)).body as { id: number };
    const lineas = (await historia(id)).map((fila) => lineaHistorial(fila));
    expect(lineas[0]).toContain(`estadía mínima exceptuada: Cliente habitual, acordado con la gerencia (${MINIMO})`);
    // Then the booking itself; older rows of the same number may be another suite's reservation (ids restart, the
    // history stays), so only the newest two are this stay's.
    expect(lineas[1]).toContain('creó la reserva');
    expect(lineas.filter((linea) => linea.includes('estadía mínima exceptuada'))).toHaveLength(1);
  });

  it('refuses a date change that leaves the stay below the minimum unless it carries a reason', async () => {
    const { id } = (await alta(4, 30, 32).expect(201)).body as { id: number };
    await temporada();
    // Other fields change freely: the minimum is asked only when the dates change.
    await admin.put(RESERVAS).send({ id, observaciones: 'Llega tarde' }).expect(200);
    const mover = { id, fecha_entrada: day(70), fecha_salida: day(72) };
    expect((await admin.put(RESERVAS).send(mover).expect(400)).body.message).toBe(MINIMO);
    await admin.put(RESERVAS).send({ ...mover, motivo_minimo: 'Pedido del dueño' }).expect(200);
    const lineas = (await historia(id)).map((fila) => lineaHistorial(fila));
    expect(lineas[0]).toContain(`estadía mínima exceptuada: Pedido del dueño (${MINIMO})`);
    await admin.put(RESERVAS).send({ id, fecha_salida: day(73) }).expect(200);
  });

  it('refuses an extension into the season below its minimum (the Planilla\'s resize, «Extender estadía») unless it carries a reason', async () => {
    const { id } = (await alta(6, 59, 60).expect(201)).body as { id: number };
    await temporada();
    // One night more reaches the season's first night: two nights touching a three-night minimum.
    const extension = { id, fecha_salida: day(61), monto_total: 190000 };
    expect((await admin.put(RESERVAS).send(extension).expect(400)).body.message).toBe(MINIMO);
    const saved = (await admin.put(RESERVAS).send({ ...extension, motivo_minimo: 'Se queda una noche más' }).expect(200)).body as { reserva: { fecha_salida: string; monto_total: number } };
    expect(saved.reserva).toMatchObject({ fecha_salida: day(61), monto_total: 190000 });
    expect((await historia(id)).map((fila) => lineaHistorial(fila))[0]).toContain(`estadía mínima exceptuada: Se queda una noche más (${MINIMO})`);
  });

  it('holds camping and group stays to the minimum too, new or with changed dates, and takes their reason', async () => {
    await temporada();
    const sinUnidad = (tipo: 3 | 4, desde: number, hasta: number, extra: Record<string, unknown> = {}) =>
      admin.post(RESERVAS).send({
        cliente_id: clienteId,
        hospedaje_id: null,
        tipo_hospedaje_id: tipo,
        fecha_entrada: day(desde),
        fecha_salida: day(hasta),
        cantidad_personas: tipo === 3 ? 2 : 20,
        monto_total: 50000,
        ...extra,
      });
    // The public quote refuses the same camping stay with the same words (the visitor cannot override it).
    const publica = await admin.get('/api/public/cotizacion').query({ tipo_hospedaje_id: 3, fecha_entrada: day(61), fecha_salida: day(63), cantidad_adultos: 2 }).expect(200);
    expect(publica.body).toMatchObject({ disponible: false, rechazo: MINIMO, cotizaciones: [] });
    expect((await sinUnidad(3, 61, 63).expect(400)).body.message).toBe(MINIMO);
    expect((await sinUnidad(4, 61, 62).expect(400)).body.message).toBe(MINIMO);
    const camping = (await sinUnidad(3, 61, 63, { motivo_minimo: 'Carpa de paso, acordado' }).expect(201)).body as { id: number };
    expect((await historia(camping.id)).map((fila) => lineaHistorial(fila))[0]).toContain(`estadía mínima exceptuada: Carpa de paso, acordado (${MINIMO})`);
    const grupo = (await sinUnidad(4, 40, 42).expect(201)).body as { id: number };
    // The group's stay moved into the season with two nights: refused, then moved with a reason.
    const mover = { id: grupo.id, fecha_entrada: day(70), fecha_salida: day(72) };
    expect((await admin.put(RESERVAS).send(mover).expect(400)).body.message).toBe(MINIMO);
    await admin.put(RESERVAS).send({ ...mover, motivo_minimo: 'Contingente escolar' }).expect(200);
    expect((await historia(grupo.id)).map((fila) => lineaHistorial(fila))[0]).toContain(`estadía mínima exceptuada: Contingente escolar (${MINIMO})`);
  });

  it('answers the seasons\' limits of any stay\'s dates (GET temporadas/limites), the words the booking is refused with', async () => {
    const limites = (desde: number, hasta: number) =>
      admin.get('/api/endpoints/temporadas/limites').query({ fecha_entrada: day(desde), fecha_salida: day(hasta) });
    expect((await limites(61, 63).expect(200)).body).toEqual({ success: true, rechazo: null });
    await temporada();
    expect((await limites(61, 63).expect(200)).body).toEqual({ success: true, rechazo: MINIMO });
    expect((await limites(61, 64).expect(200)).body).toEqual({ success: true, rechazo: null });
    expect((await limites(63, 61).expect(400)).body.message).toBe('La fecha de entrada debe ser anterior a la fecha de salida');
    expect((await limites(61, 63).query({ tipo: 1 }).expect(400)).body.success).toBe(false);
  });

  it('refuses Reserva Rápida\'s short stay the same way, and takes its reason', async () => {
    await temporada();
    const body = (motivo?: string) => ({
      cliente: { nombre: 'Luis', apellido: 'Gómez', documento: nuevoDocumento(), telefono: '2664000111' },
      reserva: {
        tipo_hospedaje_id: 1,
        hospedaje_id: cabanas.get(5)?.id,
        fecha_entrada: day(65),
        fecha_salida: day(66),
        cantidad_personas: 2,
        monto_total: 84000,
        ...(motivo ? { motivo_minimo: motivo } : {}),
      },
    });
    expect((await admin.post('/api/endpoints/reserva-rapida').send(body()).expect(400)).body.message).toBe(MINIMO);
    await admin.post('/api/endpoints/reserva-rapida').send(body('Una sola noche por un casamiento')).expect(201);
  });
});
