import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG, ingresoAntesDeEntradaMessage, noShowAntesDeEntradaMessage, salidaConSaldoMessage } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { checkoutResponseSchema, estadiaAccionResponseSchema, hoyResponseSchema } from '@camping/contracts/schemas/hoy';
import { reservaListSchema, reservaSchema } from '@camping/contracts/schemas/reserva';
import { crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';

const RESERVAS = '/api/endpoints/reservas';
const HOY = '/api/endpoints/hoy';

describe('«Hoy» and stay states (issue 17, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;

  /** A stay inserted as it is stored (entries in the past are allowed here, unlike through POST reservas). */
  async function estadia(
    desde: number,
    hasta: number,
    extra: { hospedaje_id?: number | null; tipo_hospedaje_id?: number; monto_total?: number; estado?: string; cantidad_personas?: number } = {},
  ): Promise<number> {
    const cliente = await crearCliente(agent);
    return insertarReserva(t.dataSource, {
      cliente_id: cliente.id,
      hospedaje_id: extra.hospedaje_id === undefined ? cabanas.get(1)!.id : extra.hospedaje_id,
      tipo_hospedaje_id: extra.tipo_hospedaje_id ?? 1,
      fecha_entrada: day(desde),
      fecha_salida: day(hasta),
      monto_total: extra.monto_total ?? 100000,
      estado: extra.estado,
      cantidad_personas: extra.cantidad_personas,
    });
  }
  /** A hold of one night from day `desde`, through the API; its expiry sent, or Configuración's hours. */
  async function prereserva(hospedaje_id: number, desde: number, vence_el?: string): Promise<number> {
    const cliente = await crearCliente(agent);
    const res = await agent
      .post(RESERVAS)
      .send({
        cliente_id: cliente.id,
        hospedaje_id,
        fecha_entrada: day(desde),
        fecha_salida: day(desde + 1),
        cantidad_personas: 2,
        monto_total: 1000,
        es_prereserva: true,
        ...(vence_el ? { vence_el } : {}),
      })
      .expect(201);
    return res.body.id;
  }
  const leer = async (id: number) =>
    reservaSchema.parse((await agent.get(`${RESERVAS}?id=${id}`).expect(200)).body.reserva);
  const accion = (que: 'checkin' | 'checkout' | 'no-show', id: unknown) => agent.post(`${RESERVAS}/${que}`).send({ id });
  const pagar = (reserva_id: number, monto: number) =>
    agent.post('/api/endpoints/pagos').send({ reserva_id, monto, metodo_pago: 'efectivo' }).expect(201);

  beforeAll(async () => {
    ({ t, agent, cabanas, dormis } = await iniciarSuite());
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('needs a session', async () => {
    await t.http().get(HOY).expect(401);
    for (const que of ['checkin', 'checkout', 'no-show']) {
      const res = await t.http().post(`${RESERVAS}/${que}`).send({ id: 1 }).expect(401);
      expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
    }
  });

  it('checks a guest in on the entry day, by the session user, once; every read carries the state', async () => {
    const id = await estadia(0, 2);
    const res = await accion('checkin', id).expect(200);
    expect(estadiaAccionResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.message).toBe(MSG.ingresoRegistrado);
    expect(res.body.reserva).toMatchObject({ id, checkin_por: TEST_ADMIN.usuario, checkout_at: null, no_show: false });
    expect(Date.now() - new Date(res.body.reserva.checkin_at).getTime()).toBeLessThan(60_000);

    const again = await accion('checkin', id).expect(409);
    expect(again.body.message).toMatch(/^El ingreso ya fue registrado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por admin$/);
    expect(again.body.error).toBe(true);

    // The list, the detail, the calendar's range, the client history, the paged list and the search read it.
    const leida = await leer(id);
    const cliente = leida.cliente_id;
    const lecturas = [
      (await agent.get(RESERVAS).expect(200)).body,
      (await agent.get(`${RESERVAS}?desde=${day(-1)}&hasta=${day(3)}`).expect(200)).body,
      (await agent.get(`${RESERVAS}?cliente_id=${cliente}`).expect(200)).body,
      (await agent.get(`${RESERVAS}?page=1`).expect(200)).body.reservas,
      (await agent.get(`${RESERVAS}?search=${encodeURIComponent(leida.apellido)}`).expect(200)).body,
    ];
    for (const lista of lecturas) {
      const [fila] = reservaListSchema.parse(lista).filter((r) => r.id === id);
      expect(fila).toEqual(leida);
      expect(fila.checkin_at).toBe(res.body.reserva.checkin_at);
    }
  });

  it('refuses a check-in before the entry date, of a cancelled stay, a hold, an unknown one, and bad input; nothing changes', async () => {
    const manana = await estadia(1, 3);
    const res = await accion('checkin', manana).expect(400);
    expect(res.body).toEqual({ success: false, message: ingresoAntesDeEntradaMessage(formatDateAR(day(1))), error: true });
    expect((await leer(manana)).checkin_at).toBeNull();

    const cancelada = await estadia(0, 2, { hospedaje_id: cabanas.get(2)!.id, estado: 'cancelada' });
    expect((await accion('checkin', cancelada).expect(409)).body.message).toBe(MSG.estadiaCancelada);

    const hold = await prereserva(cabanas.get(3)!.id, 0);
    expect((await accion('checkin', hold).expect(409)).body.message).toBe(MSG.ingresoPrereserva);

    expect((await accion('checkin', 999999).expect(404)).body.message).toBe(MSG.reservaNoEncontrada);
    expect((await agent.post(`${RESERVAS}/checkin`).send({ id: manana, cuando: 'ya' }).expect(400)).body.message).toBe(
      'El campo cuando no es un campo de la reserva',
    );
    await accion('checkin', 'abc').expect(400);
    await agent.post(`${RESERVAS}/checkin?x=1`).send({ id: manana }).expect(400);
    expect((await leer(manana)).checkin_at).toBeNull();
  });

  it('checks out a guest whose arrival was never recorded, noting it (issue 32); with a balance it is allowed and the answer says so', async () => {
    const futura = await estadia(1, 3, { hospedaje_id: cabanas.get(4)!.id });
    expect((await accion('checkout', futura).expect(400)).body.message).toBe(MSG_CUENTA.salidaAntesDeEntrada);
    const sinIngreso = await estadia(-2, 0, { hospedaje_id: cabanas.get(3)!.id, monto_total: 90000 });
    const anotada = await accion('checkout', sinIngreso).expect(200);
    expect(anotada.body.message).toBe(`${salidaConSaldoMessage(formatARSCents(90000))} ${MSG_CUENTA.salidaSinIngresoNota}`);
    expect(anotada.body.reserva).toMatchObject({ estado: 'finalizada', ingreso_no_registrado: true, checkin_por: TEST_ADMIN.usuario, checkout_por: TEST_ADMIN.usuario });
    expect(anotada.body.reserva.checkin_at).toBe(anotada.body.reserva.checkout_at);

    const id = await estadia(-2, 0, { monto_total: 90000 });
    await accion('checkin', id).expect(200);
    await pagar(id, 30000);
    const res = await accion('checkout', id).expect(200);
    expect(checkoutResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ con_saldo: true, saldo: 60000, message: salidaConSaldoMessage(formatARSCents(60000)) });
    expect(res.body.reserva).toMatchObject({ estado: 'finalizada', checkout_por: TEST_ADMIN.usuario, fecha_salida: day(0) });

    expect((await accion('checkout', id).expect(409)).body.message).toMatch(/^La salida ya fue registrada el .+ por admin$/);
    expect((await accion('no-show', id).expect(409)).body.message).toBe(MSG.noShowConIngreso);

    const pagada = await estadia(-1, 0, { hospedaje_id: cabanas.get(2)!.id, monto_total: 5000 });
    await accion('checkin', pagada).expect(200);
    await pagar(pagada, 5000);
    const ok = await accion('checkout', pagada).expect(200);
    expect(ok.body).toMatchObject({ con_saldo: false, saldo: 0, message: MSG.salidaRegistrada });
  });

  it('a guest leaving early frees the following nights, which can then be booked', async () => {
    const id = await estadia(-2, 3);
    await accion('checkin', id).expect(200);
    const res = await accion('checkout', id).expect(200);
    expect(res.body.reserva).toMatchObject({ fecha_entrada: day(-2), fecha_salida: day(0), estado: 'finalizada' });
    const cliente = await crearCliente(agent);
    await agent
      .post(RESERVAS)
      .send({ cliente_id: cliente.id, hospedaje_id: cabanas.get(1)!.id, fecha_entrada: day(0), fecha_salida: day(3), cantidad_personas: 2, monto_total: 1 })
      .expect(201);
  });

  it('«No se presentó»: on the entry day the stay is cancelled and its unit free; later it ends today; never before the entry', async () => {
    const hoy = await estadia(0, 3);
    const res = await accion('no-show', hoy).expect(200);
    expect(res.body.message).toBe(MSG.noShowRegistrado);
    expect(res.body.reserva).toMatchObject({ estado: 'cancelada', no_show: true, no_show_por: TEST_ADMIN.usuario, fecha_salida: day(3) });
    const cliente = await crearCliente(agent);
    await agent
      .post(RESERVAS)
      .send({ cliente_id: cliente.id, hospedaje_id: cabanas.get(1)!.id, fecha_entrada: day(0), fecha_salida: day(3), cantidad_personas: 2, monto_total: 1 })
      .expect(201);
    expect((await accion('no-show', hoy).expect(409)).body.message).toBe(MSG.estadiaCancelada);

    const empezada = await estadia(-2, 4, { hospedaje_id: dormis.get(1)!.id, tipo_hospedaje_id: 2 });
    const tarde = await accion('no-show', empezada).expect(200);
    expect(tarde.body.reserva).toMatchObject({ estado: 'finalizada', no_show: true, fecha_entrada: day(-2), fecha_salida: day(0) });
    expect((await accion('no-show', empezada).expect(409)).body.message).toBe(MSG.noShowYaRegistrado);
    expect((await accion('checkin', empezada).expect(409)).body.message).toBe(MSG.ingresoNoShow);

    const futura = await estadia(2, 4, { hospedaje_id: cabanas.get(4)!.id });
    const antes = await accion('no-show', futura).expect(400);
    expect(antes.body.message).toBe(noShowAntesDeEntradaMessage(formatDateAR(day(2))));
    expect(await leer(futura)).toMatchObject({ no_show: false, estado: 'activa' });
  });

  it('the database itself refuses a check-out without a check-in and a no-show with a check-in', async () => {
    const id = await estadia(0, 2);
    await expect(t.dataSource.query(`UPDATE reservas SET checkout_at = now() WHERE id = $1`, [id])).rejects.toMatchObject({
      constraint: 'reservas_checkout_tras_checkin',
    });
    await t.dataSource.query(`UPDATE reservas SET checkin_at = now() WHERE id = $1`, [id]);
    await expect(t.dataSource.query(`UPDATE reservas SET no_show = true WHERE id = $1`, [id])).rejects.toMatchObject({
      constraint: 'reservas_no_show_sin_checkin',
    });
  });

  it('a client sending the whole reservation back (stay states included) still edits it; extending is clash-checked', async () => {
    const id = await estadia(0, 2);
    await accion('checkin', id).expect(200);
    const entera = await leer(id);
    const res = await agent.put(RESERVAS).send({ ...entera, observaciones: 'Pidió cuna' }).expect(200);
    expect(res.body.reserva).toMatchObject({ observaciones: 'Pidió cuna', checkin_at: entera.checkin_at });

    // Staying on: the edit's rules, so a night already booked by another guest is refused (409) and nothing changes.
    await estadia(2, 4);
    const choque = await agent.put(RESERVAS).send({ id, fecha_salida: day(3) }).expect(409);
    expect(choque.body.message).toBe(MSG.hospedajeNoDisponible);
    await agent.put(RESERVAS).send({ id, fecha_salida: day(2) }).expect(200);
    expect((await leer(id)).fecha_salida).toBe(day(2));
  });

  it('GET hoy: arrivals, departures, in house, holds expiring, balances and camping people, for any day', async () => {
    const llega = await estadia(0, 2, { monto_total: 50000 });
    const llegaYNoVino = await estadia(0, 2, { hospedaje_id: cabanas.get(2)!.id });
    await accion('no-show', llegaYNoVino).expect(200);
    const sale = await estadia(-3, 0, { hospedaje_id: cabanas.get(3)!.id, monto_total: 80000 });
    await pagar(sale, 20000);
    const adentro = await estadia(-1, 2, { hospedaje_id: cabanas.get(4)!.id });
    await accion('checkin', adentro).expect(200);
    const debeDeAntes = await estadia(-10, -7, { hospedaje_id: cabanas.get(5)!.id, monto_total: 12000 });
    await estadia(-10, -7, { hospedaje_id: cabanas.get(6)!.id, monto_total: 7000, estado: 'cancelada' });
    await estadia(1, 3, { hospedaje_id: cabanas.get(7)!.id });
    await estadia(-1, 2, { hospedaje_id: null, tipo_hospedaje_id: 3, cantidad_personas: 4 });
    await estadia(0, 1, { hospedaje_id: null, tipo_hospedaje_id: 3, cantidad_personas: 3 });
    await estadia(-1, 0, { hospedaje_id: null, tipo_hospedaje_id: 3, cantidad_personas: 5 });
    await estadia(0, 4, { hospedaje_id: null, tipo_hospedaje_id: 4, cantidad_personas: 25 });
    const hold = await prereserva(dormis.get(2)!.id, 5, new Date(Date.now() + 60_000).toISOString());

    const res = await agent.get(HOY).expect(200);
    expect(hoyResponseSchema.parse(res.body)).toEqual(res.body);
    const ids = (s: { reservas: Array<{ id: number }> }) => s.reservas.map((r) => r.id);
    expect(res.body.fecha).toBe(day(0));
    expect(res.body.hoy).toBe(day(0));
    expect(ids(res.body.llegadas)).toEqual(expect.arrayContaining([llega, llegaYNoVino]));
    expect(res.body.llegadas.total).toBe(4); // two cabins, a camping stay and the group
    expect(res.body.llegadas.reservas.find((r: { id: number }) => r.id === llegaYNoVino)).toMatchObject({ no_show: true });
    expect(ids(res.body.salidas)).toContain(sale);
    expect(res.body.salidas.reservas.find((r: { id: number }) => r.id === sale)).toMatchObject({ saldo: 60000 });
    expect(ids(res.body.en_casa)).toContain(adentro);
    expect(res.body.en_casa.total).toBe(2); // the cabin and the camping stay since yesterday
    // The hold expires within a minute: today, unless the test runs in the minute before midnight.
    expect(ids(res.body.prereservas_vencen)).toEqual([hold]);
    expect(ids(res.body.saldos)).toEqual(expect.arrayContaining([sale, debeDeAntes]));
    expect(ids(res.body.saldos)).not.toContain(llega);
    expect(res.body.saldos.monto).toBe(
      res.body.saldos.reservas.reduce((sum: number, r: { saldo: number }) => sum + r.saldo, 0),
    );
    expect(res.body.camping).toEqual({ personas: 7, parcelas_ocupadas: 2, parcelas: 72 });
    expect(res.body.grupos).toEqual({ personas: 25, reservas: 1 });

    const manana = await agent.get(`${HOY}?fecha=${day(1)}`).expect(200);
    expect(manana.body.fecha).toBe(day(1));
    expect(manana.body.llegadas.total).toBe(1);
    expect(manana.body.camping).toEqual({ personas: 4, parcelas_ocupadas: 1, parcelas: 72 });
    expect(manana.body.prereservas_vencen.total).toBe(0);
  });

  it('GET hoy refuses a bad date or an unknown parameter in Spanish', async () => {
    const mala = await agent.get(`${HOY}?fecha=2027-02-30`).expect(400);
    expect(mala.body).toEqual({ success: false, message: 'El campo fecha debe ser una fecha válida con formato AAAA-MM-DD', error: true });
    const otro = await agent.get(`${HOY}?dia=hoy`).expect(400);
    expect(otro.body.message).toBe(`${MSG.parametrosNoReconocidos}: dia`);
  });
});
