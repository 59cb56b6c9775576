import { formatARSCents } from '@camping/contracts/format';
import { MSG, montoMenorQuePagadoMessage } from '@camping/contracts/messages';
import { cobrosMensualesResponseSchema, reporteCobrosResponseSchema } from '@camping/contracts/schemas/cobros';
import { pagosReservaResponseSchema } from '@camping/contracts/schemas/pago';
import { reservaSchema } from '@camping/contracts/schemas/reserva';
import { reservasPaginaSchema } from '@camping/contracts/schemas/reserva-pagina';
import { crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/pagos';

describe('pagos (issue 16, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  let offset = 0;
  /** A stay in its own nights (each call further ahead), so no two of a test clash. */
  async function nuevaReserva(monto_total = 100000, extra: Record<string, unknown> = {}): Promise<number> {
    const cliente = await crearCliente(agent);
    offset += 3;
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(1)!.id,
        fecha_entrada: day(offset),
        fecha_salida: day(offset + 2),
        cantidad_personas: 2,
        monto_total,
        ...extra,
      })
      .expect(201);
    return res.body.id;
  }
  const leer = async (id: number) => reservaSchema.parse((await agent.get(`/api/endpoints/reservas?id=${id}`).expect(200)).body.reserva);
  const pagar = (reserva_id: number, monto: unknown, extra: Record<string, unknown> = {}) =>
    agent.post(URL).send({ reserva_id, monto, metodo_pago: 'transferencia', ...extra });

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    offset = 0;
  });
  afterAll(() => t.close());

  it('needs a session, on both spellings of the path', async () => {
    for (const path of [URL, `${URL}.php`]) {
      const res = await t.http().get(`${path}?reserva_id=1`).expect(401);
      expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
      await t.http().post(path).send({}).expect(401);
    }
  });

  it('records payments, lists them by fecha_pago with their sum, and reads one', async () => {
    const id = await nuevaReserva(100000);
    const seña = await pagar(id, 30000, { fecha_pago: day(-2), observaciones: 'Seña por transferencia' }).expect(201);
    expect(seña.body).toEqual({ success: true, id: expect.any(Number), message: 'Pago creado exitosamente' });
    const hoy = await agent.post(`${URL}.php`).send({ reserva_id: id, monto: '20000.50', metodo_pago: 'efectivo' }).expect(201);

    const list = await agent.get(`${URL}?reserva_id=${id}&_t=1`).expect(200);
    expect(pagosReservaResponseSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.total_pagado).toBe(50000.5);
    expect(list.body.pagos).toEqual([
      {
        id: seña.body.id,
        reserva_id: id,
        monto: 30000,
        metodo_pago: 'transferencia',
        fecha_pago: day(-2),
        observaciones: 'Seña por transferencia',
        created_by: expect.any(Number),
        registrado_por: TEST_ADMIN.usuario,
        created_at: expect.any(String),
        // Issue 32: its receipt's number and link.
        numero_comprobante: expect.any(Number),
        comprobante_url: expect.stringMatching(/^\/comprobantes\/pago-[0-9a-f-]{36}\.pdf$/),
      },
      expect.objectContaining({ id: hoy.body.id, monto: 20000.5, metodo_pago: 'efectivo', fecha_pago: day(0), observaciones: null }),
    ]);

    const one = await agent.get(`${URL}?id=${hoy.body.id}`).expect(200);
    expect(one.body).toEqual({ success: true, pago: list.body.pagos[1] });
  });

  it('gives every reservation total_pagado, saldo and estado_pago: pendiente, parcial, completo', async () => {
    const id = await nuevaReserva(90000);
    expect(await leer(id)).toMatchObject({ total_pagado: 0, saldo: 90000, estado_pago: 'pendiente' });
    await pagar(id, 27000).expect(201);
    expect(await leer(id)).toMatchObject({ total_pagado: 27000, saldo: 63000, estado_pago: 'parcial' });
    await pagar(id, 63000).expect(201);
    const pagada = await leer(id);
    expect(pagada).toMatchObject({ total_pagado: 90000, saldo: 0, estado_pago: 'completo' });

    // Every read of a reservation carries them: list, range, client history, search, paged list.
    const cliente = pagada.cliente_id;
    const lecturas = [
      `/api/endpoints/reservas`,
      `/api/endpoints/reservas.php?desde=${day(0)}&hasta=${day(30)}`,
      `/api/endpoints/reservas?cliente_id=${cliente}`,
      `/api/endpoints/reservas?search=${encodeURIComponent(pagada.apellido)}`,
    ];
    for (const path of lecturas) {
      const body = (await agent.get(path).expect(200)).body as Array<Record<string, unknown>>;
      expect(body.find((r) => r.id === id)).toMatchObject({ total_pagado: 90000, saldo: 0, estado_pago: 'completo' });
    }
    const pagina = reservasPaginaSchema.parse((await agent.get('/api/endpoints/reservas?page=1').expect(200)).body);
    expect(pagina.reservas.find((r) => r.id === id)).toMatchObject({ total_pagado: 90000, saldo: 0, estado_pago: 'completo' });
  });

  it('a stay of $ 0 owes nothing: completo', async () => {
    const id = await nuevaReserva(0);
    expect(await leer(id)).toMatchObject({ total_pagado: 0, saldo: 0, estado_pago: 'completo' });
    const res = await pagar(id, 1).expect(400);
    expect(res.body).toEqual({ success: false, message: MSG.pagoExcedeTotal, error: true });
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const id = await nuevaReserva(50000);
    const casos: Array<[Record<string, unknown>, number, string]> = [
      [{ reserva_id: id, monto: 0, metodo_pago: 'efectivo' }, 400, 'El monto debe ser mayor a 0'],
      [{ reserva_id: id, monto: -10, metodo_pago: 'efectivo' }, 400, 'El monto debe ser mayor a 0'],
      [{ reserva_id: id, monto: 10.123, metodo_pago: 'efectivo' }, 400, 'El campo monto no puede tener más de dos decimales'],
      [{ reserva_id: id, monto: 'mucho', metodo_pago: 'efectivo' }, 400, 'El campo monto debe ser un número'],
      [{ reserva_id: id, metodo_pago: 'efectivo' }, 400, 'El campo monto es obligatorio'],
      [{ reserva_id: id, monto: 10, metodo_pago: 'cheque' }, 400, 'El campo método de pago debe ser efectivo, transferencia o tarjeta'],
      [{ reserva_id: id, monto: 10, metodo_pago: 'efectivo', fecha_pago: '2026-02-30' }, 400, 'El campo fecha de pago debe ser una fecha válida con formato AAAA-MM-DD'],
      [{ reserva_id: id, monto: 10, metodo_pago: 'efectivo', fecha_pago: day(1) }, 400, MSG.pagoFechaFutura],
      [{ reserva_id: id, monto: 10, metodo_pago: 'efectivo', propina: 5 }, 400, 'El campo propina no es un campo del pago'],
      [{ reserva_id: 999999, monto: 10, metodo_pago: 'efectivo' }, 404, 'La reserva no existe'],
      [{ reserva_id: id, monto: 50000.01, metodo_pago: 'efectivo' }, 400, 'El monto total de los pagos no puede exceder el monto total de la reserva'],
    ];
    for (const [body, status, message] of casos) {
      const res = await agent.post(URL).send(body);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { success: false, message, error: true } });
    }
    expect((await agent.get(`${URL}?reserva_id=${id}`).expect(200)).body).toEqual({
      success: true,
      pagos: [],
      total_pagado: 0,
      reembolsos: [],
      total_reembolsado: 0,
    });
    expect((await agent.get(`${URL}?reserva_id=999999`).expect(404)).body.message).toBe('La reserva no existe');
    expect((await agent.get(`${URL}?id=999999`).expect(404)).body.message).toBe('Pago no encontrado');
    expect((await agent.get(URL).expect(400)).body.error).toBe(true);
    expect((await agent.get(`${URL}?reserva_id=1&otra=2`).expect(400)).body.message).toMatch(/^Parámetros de consulta no reconocidos/);
  });

  it('edits a payment: only the fields sent, never above the total', async () => {
    const id = await nuevaReserva(100000);
    const a = (await pagar(id, 40000, { observaciones: 'Seña' }).expect(201)).body.id;
    await pagar(id, 30000).expect(201);

    const ok = await agent.put(URL).send({ id: a, monto: 70000, fecha_pago: day(-1) }).expect(200);
    expect(ok.body).toEqual({ success: true, message: 'Pago actualizado exitosamente' });
    expect((await agent.get(`${URL}?id=${a}`).expect(200)).body.pago).toMatchObject({
      monto: 70000,
      metodo_pago: 'transferencia',
      fecha_pago: day(-1),
      observaciones: 'Seña',
    });
    expect(await leer(id)).toMatchObject({ total_pagado: 100000, saldo: 0, estado_pago: 'completo' });

    const excede = await agent.put(`${URL}.php`).send({ id: a, monto: 70000.01 }).expect(400);
    expect(excede.body.message).toBe(MSG.pagoExcedeTotal);
    expect((await agent.put(URL).send({ id: a, monto: 0 }).expect(400)).body.message).toBe('El monto debe ser mayor a 0');
    expect((await agent.put(URL).send({ id: 999999, monto: 10 }).expect(404)).body.message).toBe('Pago no encontrado');
    // Issue 32: the original front end sends the payment's own reserva_id back (accepted); another one is refused.
    const propia = (await agent.get(`${URL}?id=${a}`).expect(200)).body.pago.reserva_id as number;
    expect((await agent.put(URL).send({ id: a, reserva_id: propia + 1 }).expect(400)).body.message).toBe(
      `El campo reserva_id no coincide con la reserva del pago (#${propia}): un pago no se mueve a otra reserva`,
    );
    await agent.put(URL).send({ id: a, reserva_id: String(propia), observaciones: 'Con su reserva' }).expect(200);

    await agent.put(URL).send({ id: a, metodo_pago: 'tarjeta', observaciones: '' }).expect(200);
    expect((await agent.get(`${URL}?id=${a}`).expect(200)).body.pago).toMatchObject({ monto: 70000, metodo_pago: 'tarjeta', observaciones: null });
  });

  it('deletes a payment (404 once gone) and the balance follows', async () => {
    const id = await nuevaReserva(100000);
    const a = (await pagar(id, 40000).expect(201)).body.id;
    const res = await agent.delete(`${URL}?id=${a}`).set('Content-Type', 'application/json').expect(200);
    expect(res.body).toEqual({ success: true, message: 'Pago eliminado exitosamente' });
    expect(await leer(id)).toMatchObject({ total_pagado: 0, saldo: 100000, estado_pago: 'pendiente' });
    const again = await agent.delete(`${URL}.php?id=${a}`).expect(404);
    expect(again.body).toEqual({ success: false, message: 'Pago no encontrado', error: true });
  });

  it('20 simultaneous payments that together exceed the total leave the sum at or below it', async () => {
    const id = await nuevaReserva(100000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(URL).send({ reserva_id: id, monto: 7000, metodo_pago: 'efectivo' })),
    );
    const statuses = results.map((r) => r.status).sort();
    // 14 × 7,000 = 98,000 fit; the 15th would make 105,000.
    expect(statuses.filter((s) => s === 201)).toHaveLength(14);
    expect(statuses.filter((s) => s === 400)).toHaveLength(6);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.message).toBe(MSG.pagoExcedeTotal);
    const [{ suma }] = await t.dataSource.query(`SELECT sum(monto)::float AS suma FROM pagos WHERE reserva_id = $1`, [id]);
    expect(suma).toBe(98000);
    expect(await leer(id)).toMatchObject({ total_pagado: 98000, saldo: 2000, estado_pago: 'parcial' });
  });

  it('the database itself refuses a sum above the total, whoever writes', async () => {
    const id = await nuevaReserva(1000);
    await t.dataSource.query(`INSERT INTO pagos (reserva_id, monto, metodo_pago) VALUES ($1, 600, 'efectivo')`, [id]);
    await expect(
      t.dataSource.query(`INSERT INTO pagos (reserva_id, monto, metodo_pago) VALUES ($1, 600, 'efectivo')`, [id]),
    ).rejects.toMatchObject({ driverError: expect.objectContaining({ constraint: 'reservas_pagado_no_excede' }) });
    await expect(
      t.dataSource.query(`INSERT INTO pagos (reserva_id, monto, metodo_pago) VALUES ($1, 0, 'efectivo')`, [id]),
    ).rejects.toMatchObject({ driverError: expect.objectContaining({ constraint: 'pagos_monto_positivo' }) });
  });

  it('a reservation with payments cannot be deleted (409: cancel it instead); without them it can', async () => {
    const id = await nuevaReserva(100000);
    await pagar(id, 10000).expect(201);
    const res = await agent.delete(`/api/endpoints/reservas?id=${id}`).expect(409);
    expect(res.body).toEqual({ success: false, message: MSG.reservaConPagos, error: true });
    await agent.put('/api/endpoints/reservas').send({ id, estado: 'cancelada' }).expect(200);
    expect(await leer(id)).toMatchObject({ estado: 'cancelada', total_pagado: 10000 });

    const sinPagos = await nuevaReserva(5000);
    await agent.delete(`/api/endpoints/reservas.php?id=${sinPagos}`).expect(200);
  });

  it('lowering a total below what was paid is refused, naming the amount; down to it is fine', async () => {
    const id = await nuevaReserva(100000);
    await pagar(id, 60000).expect(201);
    const res = await agent.put('/api/endpoints/reservas').send({ id, monto_total: 59999 }).expect(400);
    expect(res.body).toEqual({ success: false, message: montoMenorQuePagadoMessage(formatARSCents(60000)), error: true });
    expect(res.body.message).toMatch(/^El monto total no puede ser menor a lo ya pagado \(\$\s60\.000\)/);
    expect(await leer(id)).toMatchObject({ monto_total: 100000 });
    await agent.put('/api/endpoints/reservas').send({ id, monto_total: 60000 }).expect(200);
    expect(await leer(id)).toMatchObject({ monto_total: 60000, saldo: 0, estado_pago: 'completo' });
  });

  it('filters the paged list: «Con saldo pendiente» (not cancelled) and «Pagadas», with the right totals', async () => {
    const nada = await nuevaReserva(1000);
    const parcial = await nuevaReserva(1000);
    const pagada = await nuevaReserva(1000);
    const cancelada = await nuevaReserva(1000);
    await pagar(parcial, 500).expect(201);
    await pagar(pagada, 1000).expect(201);
    await agent.put('/api/endpoints/reservas').send({ id: cancelada, estado: 'cancelada' }).expect(200);

    const ids = async (q: string) => {
      const body = reservasPaginaSchema.parse((await agent.get(`/api/endpoints/reservas?page=1${q}`).expect(200)).body);
      return { total: body.total, ids: body.reservas.map((r) => r.id).sort((a, b) => a - b) };
    };
    expect(await ids('&saldo=pendiente')).toEqual({ total: 2, ids: [nada, parcial] });
    expect(await ids('&saldo=pagada')).toEqual({ total: 1, ids: [pagada] });
    expect(await ids('')).toEqual({ total: 4, ids: [nada, parcial, pagada, cancelada] });
    expect(await ids('&saldo=pendiente&sort=monto_total&tipo_hospedaje_id=1')).toEqual({ total: 2, ids: [nada, parcial] });
    const apellido = (await leer(parcial)).apellido;
    expect((await ids(`&saldo=pendiente&search=${encodeURIComponent(apellido)}`)).ids).toEqual([nada, parcial]);
    const bad = await agent.get('/api/endpoints/reservas?page=1&saldo=debe').expect(400);
    expect(bad.body.message).toBe('El campo saldo debe ser pendiente o pagada');
  });

  it('records the seña with the booking in one transaction (reservas and reserva-rapida)', async () => {
    const cliente = await crearCliente(agent);
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(2)!.id,
        fecha_entrada: day(5),
        fecha_salida: day(8),
        cantidad_personas: 2,
        monto_total: 120000,
        metodo_pago: 'efectivo',
        sena_monto: 36000,
        sena_metodo_pago: 'transferencia',
      })
      .expect(201);
    expect(await leer(res.body.id)).toMatchObject({ total_pagado: 36000, saldo: 84000, estado_pago: 'parcial' });
    const pagos = (await agent.get(`${URL}?reserva_id=${res.body.id}`).expect(200)).body.pagos;
    expect(pagos).toEqual([expect.objectContaining({ monto: 36000, metodo_pago: 'transferencia', fecha_pago: day(0), observaciones: 'Seña' })]);

    const rapida = await agent
      .post('/api/endpoints/reserva-rapida')
      .send({
        cliente: { documento: '30999888', nombre: 'Lía', apellido: 'Ortiz', telefono: '2664000111' },
        reserva: { tipo_hospedaje_id: 3, hospedaje_id: null, fecha_entrada: day(5), fecha_salida: day(7), cantidad_personas: 2, monto_total: 40000, metodo_pago: 'tarjeta', sena_monto: 10000 },
      })
      .expect(201);
    expect(await leer(rapida.body.id)).toMatchObject({ total_pagado: 10000, estado_pago: 'parcial' });
    expect((await agent.get(`${URL}?reserva_id=${rapida.body.id}`).expect(200)).body.pagos[0].metodo_pago).toBe('tarjeta');

    // A seña above the total refuses the booking too: nothing is left behind.
    const [{ antes }] = await t.dataSource.query(`SELECT count(*)::int AS antes FROM reservas`);
    const excede = await agent
      .post('/api/endpoints/reserva-rapida')
      .send({
        cliente: { documento: '30999777', nombre: 'Ema', apellido: 'Sosa', telefono: '2664000222' },
        reserva: { tipo_hospedaje_id: 3, hospedaje_id: null, fecha_entrada: day(5), fecha_salida: day(7), cantidad_personas: 2, monto_total: 40000, sena_monto: 40000.5 },
      })
      .expect(400);
    expect(excede.body.message).toBe(MSG.pagoExcedeTotal);
    const [{ despues }] = await t.dataSource.query(`SELECT count(*)::int AS despues FROM reservas`);
    expect(despues).toBe(antes);
    expect((await t.dataSource.query(`SELECT 1 FROM clientes WHERE documento = '30999777'`)).length).toBe(0);
    const cero = await agent.post('/api/endpoints/reservas').send({
      cliente_id: cliente.id, hospedaje_id: cabanas.get(3)!.id, fecha_entrada: day(5), fecha_salida: day(6), cantidad_personas: 2, monto_total: 1000, sena_monto: -5,
    });
    expect(cero.status).toBe(400);
    expect(cero.body.message).toBe('El monto debe ser mayor a 0');
  });

  it('payments of a stay written straight into the table (the past) are read too', async () => {
    const cliente = await crearCliente(agent);
    const id = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(-10), fecha_salida: day(-8), monto_total: 3000 });
    await pagar(id, 3000, { fecha_pago: day(-9) }).expect(201);
    expect(await leer(id)).toMatchObject({ total_pagado: 3000, saldo: 0, estado_pago: 'completo' });
  });

  describe('cash-basis report (reporte_cobros, cobros_mensuales)', () => {
    it('rows by fecha_pago with totals by method and type, and the balance owed by the period\'s stays', async () => {
      const cliente = await crearCliente(agent, { nombre: 'Rosa', apellido: 'Quiroga' });
      // A stay of the period with a seña and its rest, one of another period, a camping stay still owing.
      const cabana = await insertarReserva(t.dataSource, { cliente_id: cliente.id, hospedaje_id: cabanas.get(4)!.id, tipo_hospedaje_id: 1, fecha_entrada: day(-6), fecha_salida: day(-4), monto_total: 100000 });
      const camping = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(-5), fecha_salida: day(-3), monto_total: 20000 });
      const cancelada = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(-5), fecha_salida: day(-3), monto_total: 50000 });
      await pagar(cabana, 30000, { fecha_pago: day(-8), observaciones: 'Seña' }).expect(201);
      await agent.post(URL).send({ reserva_id: cabana, monto: 70000, metodo_pago: 'efectivo', fecha_pago: day(-6) }).expect(201);
      await agent.post(URL).send({ reserva_id: camping, monto: 5000.5, metodo_pago: 'tarjeta', fecha_pago: day(-5) }).expect(201);
      await pagar(cancelada, 10000, { fecha_pago: day(-30) }).expect(201);
      // Cancelled after its seña: the seña is kept (the default policy) and owes nothing (issue 32).
      await agent.put('/api/endpoints/reservas').send({ id: cancelada, estado: 'cancelada' }).expect(200);

      const res = await agent.get(`${URL}.php?reporte_cobros&fecha_inicio=${day(-10)}&fecha_fin=${day(0)}&metodo_pago=todos&tipo_hospedaje=`).expect(200);
      expect(reporteCobrosResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.cobros.map((c: { monto: number }) => c.monto)).toEqual([5000.5, 70000, 30000]);
      expect(res.body.cobros[2]).toEqual({
        id: expect.any(Number), reserva_id: cabana, fecha_pago: day(-8), nombre_cliente: 'Quiroga, Rosa', tipo_hospedaje: 'cabaña',
        numero_hospedaje: 4, metodo_pago: 'transferencia', monto: 30000, observaciones: 'Seña',
      });
      expect(res.body.estadisticas).toEqual({
        totalCobrado: 105000.5,
        totalPagos: 3,
        porMetodoPago: { transferencia: { total: 30000, cantidad: 1 }, efectivo: { total: 70000, cantidad: 1 }, tarjeta: { total: 5000.5, cantidad: 1 } },
        porTipoHospedaje: { 'cabaña': { total: 100000, cantidad: 2 }, camping: { total: 5000.5, cantidad: 1 } },
      });
      // The camping stay still owes 14,999.50; the cabin is paid; the cancelled one owes nothing.
      expect(res.body.saldo_pendiente).toEqual({ total: 14999.5, reservas: 1 });

      const efectivo = await agent.get(`${URL}?reporte_cobros&fecha_inicio=${day(-10)}&fecha_fin=${day(0)}&metodo_pago=efectivo`).expect(200);
      expect(efectivo.body.estadisticas).toMatchObject({ totalCobrado: 70000, totalPagos: 1 });
      const campingOnly = await agent.get(`${URL}?reporte_cobros&fecha_inicio=${day(-10)}&fecha_fin=${day(0)}&tipo_hospedaje=camping`).expect(200);
      expect(campingOnly.body.estadisticas.totalCobrado).toBe(5000.5);
      const bad = await agent.get(`${URL}?reporte_cobros&fecha_inicio=${day(0)}&fecha_fin=${day(-1)}`).expect(400);
      expect(bad.body).toEqual({ success: false, message: 'La fecha de inicio debe ser anterior o igual a la fecha de fin', error: true });
      await agent.get(`${URL}?reporte_cobros&otra=1`).expect(400);
    });

    it('booked vs collected per month, oldest first, months without either at 0', async () => {
      const cliente = await crearCliente(agent);
      const id = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(0), fecha_salida: day(1), monto_total: 8000 });
      await pagar(id, 3000, { fecha_pago: day(0) }).expect(201);
      const res = await agent.get(`${URL}?cobros_mensuales&meses=3`).expect(200);
      expect(cobrosMensualesResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.meses).toHaveLength(3);
      expect(res.body.meses[2]).toEqual({ mes: day(0).slice(0, 7), reservado: 8000, cobrado: 3000, reembolsado: 0 });
      expect(res.body.meses[0]).toMatchObject({ reservado: 0, cobrado: 0 });
      expect((await agent.get(`${URL}?cobros_mensuales&meses=40`).expect(400)).body.message).toBe('El campo meses debe estar entre 1 y 36');
    });
  });
});
