/**
 * «Cambiar titular» (issue 37 item 6): POST reservas/titular passes a stay to another client, recorded in the history
 * with who did it; the client it left can then be deleted. Bad input changes nothing and says why in Spanish.
 */
import { MSG } from '@camping/contracts/messages';
import { MSG_TITULAR, titularCambiadoMessage } from '@camping/contracts/messages-titular';
import { historialPaginaSchema } from '@camping/contracts/schemas/historial';
import { reservaTitularResponseSchema } from '@camping/contracts/schemas/titular';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const TITULAR = '/api/endpoints/reservas/titular';

describe('«Cambiar titular» (issue 37, real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let recepcion: Agent;
  let cabanas: Unidades;

  async function reservar(clienteId: number): Promise<number> {
    const res = await admin
      .post('/api/endpoints/reservas')
      .send({ cliente_id: clienteId, hospedaje_id: cabanas.get(3)!.id, fecha_entrada: day(4), fecha_salida: day(6), cantidad_personas: 2, monto_total: 90000 })
      .expect(201);
    return res.body.id;
  }
  const clienteDe = async (id: number) => (await admin.get(`/api/endpoints/reservas?id=${id}`).expect(200)).body.reserva.cliente_id as number;

  beforeAll(async () => {
    ({ t, agent: admin, cabanas } = await iniciarSuite());
    recepcion = await agenteRecepcion(t, 'titularista');
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('passes the stay to the other client, records it with who did it, and lets the old client be deleted', async () => {
    const [duplicado, bueno] = [await crearCliente(admin, { apellido: 'Pérez' }), await crearCliente(admin, { apellido: 'Gómez', nombre: 'Luis' })];
    const id = await reservar(duplicado.id);
    await admin.post('/api/endpoints/pagos').send({ reserva_id: id, monto: 30000, metodo_pago: 'efectivo' }).expect(201);
    // With a stay the client cannot be deleted: the refusal advises reassigning it.
    expect((await admin.delete(`/api/endpoints/clientes?id=${duplicado.id}`).expect(409)).body.message).toBe(MSG.clienteConReservas);

    const res = reservaTitularResponseSchema.parse((await recepcion.post(TITULAR).send({ id, cliente_id: bueno.id }).expect(200)).body);
    expect(res.message).toBe(titularCambiadoMessage(id, 'Gómez, Luis'));
    expect(res.reserva).toMatchObject({ id, cliente_id: bueno.id, apellido: 'Gómez', nombre: 'Luis' });
    expect(await clienteDe(id)).toBe(bueno.id);

    const historial = historialPaginaSchema.parse((await admin.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${id}`).expect(200)).body).historial;
    expect(historial[0]).toMatchObject({ usuario: 'titularista', accion: 'update', antes: { cliente_id: duplicado.id }, despues: { cliente_id: bueno.id } });

    await admin.delete(`/api/endpoints/clientes?id=${duplicado.id}`).expect(200);
    // The payment stayed with the stay.
    expect((await admin.get(`/api/endpoints/pagos?reserva_id=${id}`).expect(200)).body.pagos).toHaveLength(1);
  });

  it('refuses in Spanish, changing nothing: the same client, an unknown client or stay, bad or extra fields, no session', async () => {
    const cliente = await crearCliente(admin);
    const id = await reservar(cliente.id);
    const refused = async (body: unknown, status: number, message: string) =>
      expect((await admin.post(TITULAR).send(body as object).expect(status)).body.message).toBe(message);
    await refused({ id, cliente_id: cliente.id }, 400, MSG_TITULAR.mismoTitular);
    await refused({ id, cliente_id: 987654 }, 400, MSG.clienteNoEncontrado);
    await refused({ id: 987654, cliente_id: cliente.id }, 404, MSG.reservaNoEncontrada);
    const sinCliente = (await admin.post(TITULAR).send({ id }).expect(400)).body.message;
    expect(sinCliente).toMatch(/cliente/i);
    expect((await admin.post(TITULAR).send({ id, cliente_id: 'x' }).expect(400)).body.message).toMatch(/cliente/i);
    expect((await admin.post(TITULAR).send({ id, cliente_id: cliente.id, monto_total: 1 }).expect(400)).body.message).toMatch(/monto_total|Monto/);
    await t.http().post(TITULAR).send({ id, cliente_id: cliente.id }).expect(401);
    expect(await clienteDe(id)).toBe(cliente.id);
  });

  it('takes an Idempotency-Key: a retry with the same key answers the first result and writes nothing twice', async () => {
    const [a, b] = [await crearCliente(admin), await crearCliente(admin)];
    const id = await reservar(a.id);
    const key = '5f0c3a9e-7d1b-4c2a-9e8f-0a1b2c3d4e5f';
    const updates = async (): Promise<number> =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM historial WHERE entidad = 'reserva' AND entidad_id = $1 AND despues ? 'cliente_id'`, [id]))[0].n;
    const before = await updates();
    const first = await admin.post(TITULAR).set('Idempotency-Key', key).send({ id, cliente_id: b.id }).expect(200);
    const again = await admin.post(TITULAR).set('Idempotency-Key', key).send({ id, cliente_id: b.id }).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await updates()) - before).toBe(1);
  });
});
