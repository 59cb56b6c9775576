import { formatARSCents } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA, cancelacionDineroObligatorioMessage, reembolsoExcedePagadoMessage } from '@camping/contracts/messages-cuenta';
import { reservaCancelarResponseSchema } from '@camping/contracts/schemas/cancelacion';
import { reporteCobrosResponseSchema } from '@camping/contracts/schemas/cobros';
import { pagosReservaResponseSchema } from '@camping/contracts/schemas/pago';
import { reembolsosReservaResponseSchema } from '@camping/contracts/schemas/reembolso';
import { reservaSchema } from '@camping/contracts/schemas/reserva';
import { crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';

const CANCELAR = '/api/endpoints/reservas/cancelar';
const REEMBOLSOS = '/api/endpoints/reembolsos';
const PAGOS = '/api/endpoints/pagos';

describe('the stay\'s account: cancelling and refunds (issue 32, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  let offset = 0;
  async function nuevaReserva(monto_total = 100000, sena?: number): Promise<number> {
    const cliente = await crearCliente(agent);
    offset += 3;
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(2)!.id,
        fecha_entrada: day(offset),
        fecha_salida: day(offset + 2),
        cantidad_personas: 2,
        monto_total,
        ...(sena ? { sena_monto: sena, sena_metodo_pago: 'transferencia' } : {}),
      })
      .expect(201);
    return res.body.id;
  }
  const leer = async (id: number) => reservaSchema.parse((await agent.get(`/api/endpoints/reservas?id=${id}`).expect(200)).body.reserva);
  const cancelar = (body: Record<string, unknown>) => agent.post(CANCELAR).send(body);
  const refusal = (message: string) => ({ success: false, message, error: true });
  /** The history is never emptied and ids restart with each file: a test reads only the rows written after this. */
  const ultimoHistorial = async (): Promise<number> =>
    Number((await t.dataSource.query(`SELECT coalesce(max(id), 0) AS id FROM historial`))[0].id);

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await t.dataSource.query(`UPDATE configuracion SET cancelacion_dinero = 'conservar'`);
    offset = 0;
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    await t.http().post(CANCELAR).send({ id: 1, motivo: 'clima' }).expect(401);
    await t.http().post(REEMBOLSOS).send({}).expect(401);
    await t.http().get(`${REEMBOLSOS}?reserva_id=1`).expect(401);
  });

  it('cancels a stay with nothing paid: a reason, who and when; it owes nothing and its nights are free', async () => {
    const id = await nuevaReserva(102000);
    const desde = await ultimoHistorial();
    const res = await cancelar({ id, motivo: 'desistio' }).expect(200);
    expect(reservaCancelarResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ success: true, message: 'Reserva cancelada', reembolso_id: null });
    expect(res.body.reserva).toMatchObject({
      estado: 'cancelada',
      monto_total: 0,
      total_pagado: 0,
      saldo: 0,
      cancelacion_motivo: 'desistio',
      cancelacion_detalle: null,
      cancelada_por: TEST_ADMIN.usuario,
    });
    expect(Date.now() - new Date(res.body.reserva.cancelada_at).getTime()).toBeLessThan(60_000);
    // Its nights are bookable again.
    const r = await leer(id);
    const cliente = await crearCliente(agent);
    await agent
      .post('/api/endpoints/reservas')
      .send({ cliente_id: cliente.id, hospedaje_id: r.hospedaje_id, fecha_entrada: r.fecha_entrada, fecha_salida: r.fecha_salida, cantidad_personas: 2, monto_total: 1 })
      .expect(201);
    // The history says it in Spanish, by the clerk.
    const [fila] = await t.dataSource.query(
      `SELECT usuario, despues FROM historial WHERE entidad = 'reserva' AND entidad_id = $1 AND accion = 'update' AND id > $2 ORDER BY id DESC LIMIT 1`,
      [id, desde],
    );
    expect(fila).toMatchObject({ usuario: TEST_ADMIN.usuario, despues: expect.objectContaining({ estado: 'cancelada', cancelacion_motivo: 'desistio', monto_total: 0 }) });
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const id = await nuevaReserva(100000, 20000);
    const casos: Array<[Record<string, unknown>, number, string]> = [
      [{ id }, 400, MSG_CUENTA.cancelacionMotivoObligatorio],
      [{ id, motivo: 'aburrimiento' }, 400, MSG_CUENTA.cancelacionMotivoInvalido],
      [{ id, motivo: 'sin_indicar' }, 400, MSG_CUENTA.cancelacionMotivoInvalido],
      [{ id, motivo: 'otro' }, 400, MSG_CUENTA.cancelacionDetalleObligatorio],
      [{ id, motivo: 'otro', motivo_detalle: '   ' }, 400, MSG_CUENTA.cancelacionDetalleObligatorio],
      [{ id, motivo: 'clima' }, 400, cancelacionDineroObligatorioMessage(formatARSCents(20000))],
      [{ id, motivo: 'clima', dinero: 'donar' }, 400, MSG_CUENTA.cancelacionDineroInvalido],
      [{ id, motivo: 'clima', dinero: 'reembolsar', reembolso_metodo_pago: 'efectivo' }, 400, MSG_CUENTA.cancelacionReembolsoMontoObligatorio],
      [{ id, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: 100 }, 400, MSG_CUENTA.cancelacionReembolsoMetodoObligatorio],
      [{ id, motivo: 'clima', dinero: 'conservar', reembolso_monto: 100 }, 400, MSG_CUENTA.cancelacionReembolsoSinElegir],
      [{ id, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: 20000.01, reembolso_metodo_pago: 'efectivo' }, 400, reembolsoExcedePagadoMessage(formatARSCents(20000))],
      [{ id, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: -5, reembolso_metodo_pago: 'efectivo' }, 400, MSG.pagoMontoPositivo],
      [{ id, motivo: 'clima', propina: 1 }, 400, 'El campo propina no es un campo de la cancelación'],
      [{ id: 999999, motivo: 'clima' }, 404, MSG.reservaNoEncontrada],
    ];
    for (const [body, status, message] of casos) {
      const res = await cancelar(body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: refusal(message) });
    }
    expect(await leer(id)).toMatchObject({ estado: 'activa', monto_total: 100000, total_pagado: 20000, total_reembolsado: 0, cancelacion_motivo: null });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM reembolsos`);
    expect(n).toBe(0);
  });

  it('keeps the seña: the amount becomes what was paid, balance 0, no more payments', async () => {
    const id = await nuevaReserva(102000, 20000);
    const res = await cancelar({ id, motivo: 'otro', motivo_detalle: 'Se enfermó un hijo', dinero: 'conservar' }).expect(200);
    expect(res.body.reserva).toMatchObject({
      estado: 'cancelada',
      monto_total: 20000,
      total_pagado: 20000,
      saldo: 0,
      cancelacion_motivo: 'otro',
      cancelacion_detalle: 'Se enfermó un hijo',
    });
    const pago = await agent.post(PAGOS).send({ reserva_id: id, monto: 1000, metodo_pago: 'efectivo' }).expect(400);
    expect(pago.body).toEqual(refusal(MSG_CUENTA.pagoReservaCancelada));
    // Out of «Con saldo pendiente» and of «Pagadas».
    for (const saldo of ['pendiente', 'pagada']) {
      const page = (await agent.get(`/api/endpoints/reservas?page=1&saldo=${saldo}`).expect(200)).body;
      expect(page.reservas.map((r: { id: number }) => r.id)).not.toContain(id);
    }
  });

  it('refunds part of the seña: a refund with method, who and when; the amount becomes what is left', async () => {
    const id = await nuevaReserva(100000, 20000);
    const desde = await ultimoHistorial();
    const res = await cancelar({ id, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: '12000.50', reembolso_metodo_pago: 'efectivo' }).expect(200);
    expect(res.body.reembolso_id).toEqual(expect.any(Number));
    expect(res.body.reserva).toMatchObject({ estado: 'cancelada', monto_total: 7999.5, total_pagado: 7999.5, total_reembolsado: 12000.5, saldo: 0 });

    const lista = await agent.get(`${PAGOS}?reserva_id=${id}`).expect(200);
    expect(pagosReservaResponseSchema.parse(lista.body)).toEqual(lista.body);
    expect(lista.body).toMatchObject({ total_pagado: 7999.5, total_reembolsado: 12000.5 });
    expect(lista.body.reembolsos).toEqual([
      {
        id: res.body.reembolso_id,
        reserva_id: id,
        monto: 12000.5,
        metodo_pago: 'efectivo',
        fecha: day(0),
        observaciones: 'Reembolso al cancelar la reserva',
        created_by: expect.any(Number),
        registrado_por: TEST_ADMIN.usuario,
        created_at: expect.any(String),
        numero_comprobante: expect.any(Number),
        comprobante_url: expect.stringMatching(/^\/comprobantes\/reembolso-[0-9a-f-]{36}\.pdf$/),
      },
    ]);
    const propios = await agent.get(`${REEMBOLSOS}?reserva_id=${id}`).expect(200);
    expect(reembolsosReservaResponseSchema.parse(propios.body)).toEqual({ success: true, reembolsos: lista.body.reembolsos, total_reembolsado: 12000.5 });

    // The rest can be refunded later, never more.
    const demas = await agent.post(REEMBOLSOS).send({ reserva_id: id, monto: 8000, metodo_pago: 'efectivo' }).expect(400);
    expect(demas.body).toEqual(refusal(reembolsoExcedePagadoMessage(formatARSCents(7999.5))));
    await agent.post(REEMBOLSOS).send({ reserva_id: id, monto: 7999.5, metodo_pago: 'transferencia' }).expect(201);
    expect(await leer(id)).toMatchObject({ monto_total: 0, total_pagado: 0, total_reembolsado: 20000, saldo: 0 });
    const nada = await agent.post(REEMBOLSOS).send({ reserva_id: id, monto: 1, metodo_pago: 'efectivo' }).expect(400);
    expect(nada.body).toEqual(refusal(MSG_CUENTA.reembolsoSinPagos));

    // The history tells the refunds.
    const filas = await t.dataSource.query(`SELECT accion FROM historial WHERE entidad = 'reembolso' AND reserva_id = $1 AND id > $2`, [id, desde]);
    expect(filas).toHaveLength(2);
  });

  it('refuses to cancel twice, after check-in, or a finished stay (409)', async () => {
    const id = await nuevaReserva();
    await cancelar({ id, motivo: 'duplicada' }).expect(200);
    expect((await cancelar({ id, motivo: 'duplicada' }).expect(409)).body).toEqual(refusal(MSG_CUENTA.cancelacionYaCancelada));

    const cliente = await crearCliente(agent);
    const enCasa = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(-1), fecha_salida: day(2) });
    await agent.post('/api/endpoints/reservas/checkin').send({ id: enCasa }).expect(200);
    expect((await cancelar({ id: enCasa, motivo: 'clima' }).expect(409)).body).toEqual(refusal(MSG_CUENTA.cancelacionConIngreso));

    const terminada = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(-5), fecha_salida: day(-2), estado: 'finalizada' });
    expect((await cancelar({ id: terminada, motivo: 'clima' }).expect(409)).body).toEqual(refusal(MSG_CUENTA.cancelacionFinalizada));
  });

  it('PUT reservas {estado: cancelada} from existing clients follows Configuración: keep (default) or refund it all', async () => {
    const conservada = await nuevaReserva(90000, 30000);
    await agent.put('/api/endpoints/reservas.php').send({ ...(await leer(conservada)), estado: 'cancelada' }).expect(200);
    expect(await leer(conservada)).toMatchObject({ estado: 'cancelada', monto_total: 30000, saldo: 0, total_reembolsado: 0, cancelacion_motivo: 'sin_indicar', cancelada_por: TEST_ADMIN.usuario });

    await agent.put('/api/endpoints/configuracion').send({ cancelacion_dinero: 'reembolsar' }).expect(200);
    expect((await agent.get('/api/endpoints/configuracion').expect(200)).body.configuracion.cancelacion_dinero).toBe('reembolsar');
    const devuelta = await nuevaReserva(90000, 30000);
    await agent.put('/api/endpoints/reservas').send({ id: devuelta, estado: 'cancelada' }).expect(200);
    expect(await leer(devuelta)).toMatchObject({ estado: 'cancelada', monto_total: 0, total_pagado: 0, total_reembolsado: 30000, saldo: 0 });
    const [reembolso] = (await agent.get(`${REEMBOLSOS}?reserva_id=${devuelta}`).expect(200)).body.reembolsos;
    // The stay's payment method (the default of the booking form): efectivo.
    expect(reembolso).toMatchObject({ monto: 30000, metodo_pago: 'efectivo', observaciones: 'Reembolso al cancelar (política de Configuración)' });
    const mal = await agent.put('/api/endpoints/configuracion').send({ cancelacion_dinero: 'donar' }).expect(400);
    expect(mal.body.message).toBe('Al cancelar sin indicar qué hacer con lo pagado: elija conservarlo o reembolsarlo');
  });

  it('a stay made live again (cancelled by mistake) gets its amount back and loses its cancellation', async () => {
    const id = await nuevaReserva(100000, 20000);
    await cancelar({ id, motivo: 'duplicada', dinero: 'conservar' }).expect(200);
    const res = await agent.put('/api/endpoints/reservas').send({ ...(await leer(id)), estado: 'activa' }).expect(200);
    expect(res.body.reserva).toMatchObject({ estado: 'activa', monto_total: 100000, total_pagado: 20000, saldo: 80000, cancelacion_motivo: null, cancelada_at: null, cancelada_por: null });
  });

  it('refunds on a live stay (an overpayment): never above what it holds; a payment they depend on stays', async () => {
    const id = await nuevaReserva(50000, 50000);
    const [pago] = (await agent.get(`${PAGOS}?reserva_id=${id}`).expect(200)).body.pagos;
    const res = await agent.post(REEMBOLSOS).send({ reserva_id: id, monto: 10000, metodo_pago: 'tarjeta', observaciones: 'Cobrado de más' }).expect(201);
    expect(res.body).toEqual({ success: true, id: expect.any(Number), message: MSG_CUENTA.reembolsoCreado });
    expect(await leer(id)).toMatchObject({ estado: 'activa', total_pagado: 40000, saldo: 10000, estado_pago: 'parcial', total_reembolsado: 10000 });
    // Deleting or lowering the payment would leave the refund above what came in.
    expect((await agent.delete(`${PAGOS}?id=${pago.id}`).expect(400)).body).toEqual(refusal(MSG_CUENTA.pagoConReembolsos));
    expect((await agent.put(PAGOS).send({ id: pago.id, monto: 5000 }).expect(400)).body).toEqual(refusal(MSG_CUENTA.pagoConReembolsos));
    const casos: Array<[Record<string, unknown>, number, string]> = [
      [{ reserva_id: id, monto: 0, metodo_pago: 'efectivo' }, 400, MSG.pagoMontoPositivo],
      [{ reserva_id: id, monto: 10, metodo_pago: 'cheque' }, 400, 'El campo método de pago debe ser efectivo, transferencia o tarjeta'],
      [{ reserva_id: id, monto: 10, metodo_pago: 'efectivo', fecha: day(1) }, 400, MSG_CUENTA.reembolsoFechaFutura],
      [{ reserva_id: id, monto: 10, metodo_pago: 'efectivo', propina: 1 }, 400, 'El campo propina no es un campo del reembolso'],
      [{ reserva_id: 999999, monto: 10, metodo_pago: 'efectivo' }, 404, MSG.pagoReservaInexistente],
    ];
    for (const [body, status, message] of casos) {
      const answer = await agent.post(REEMBOLSOS).send(body);
      expect({ body, status: answer.status, answer: answer.body }).toEqual({ body, status, answer: refusal(message) });
    }
    expect(await leer(id)).toMatchObject({ total_pagado: 40000, total_reembolsado: 10000 });
  });

  it('20 simultaneous refunds on one stay never together exceed what it holds', async () => {
    const id = await nuevaReserva(100000, 50000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(REEMBOLSOS).send({ reserva_id: id, monto: 7000, metodo_pago: 'efectivo' })),
    );
    const ok = answers.filter((a) => a.status === 201);
    // 7 × 7.000 = 49.000 fit in 50.000; the 8th would not.
    expect(ok).toHaveLength(7);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(reembolsoExcedePagadoMessage(formatARSCents(1000)));
    }
    expect(await leer(id)).toMatchObject({ total_pagado: 1000, total_reembolsado: 49000 });
    // The database is the last word: a direct insert over what is left is refused too.
    await expect(
      t.dataSource.query(`INSERT INTO reembolsos (reserva_id, monto, metodo_pago) VALUES ($1, 1000.01, 'efectivo')`, [id]),
    ).rejects.toThrow(/reservas_pagado_no_excede/);
    // …and no writer can leave a cancelled stay owing.
    await t.dataSource.query(`UPDATE reservas SET estado = 'cancelada', monto_total = 99999 WHERE id = $1`, [id]);
    expect(await leer(id)).toMatchObject({ monto_total: 1000, saldo: 0 });
  });

  describe('early check-out (issue 32)', () => {
    /** A cabin stay of 5 nights that began the day before yesterday, checked in, with `pagado` received. */
    async function enCasa(monto_total: number, pagado: number): Promise<number> {
      const cliente = await crearCliente(agent);
      offset += 1;
      const id = await insertarReserva(t.dataSource, { cliente_id: cliente.id, hospedaje_id: cabanas.get(5 + offset)!.id, tipo_hospedaje_id: 1, fecha_entrada: day(-2), fecha_salida: day(3), monto_total });
      if (pagado) await agent.post(PAGOS).send({ reserva_id: id, monto: pagado, metodo_pago: 'efectivo' }).expect(201);
      await agent.post('/api/endpoints/reservas/checkin').send({ id }).expect(200);
      return id;
    }
    const salir = (body: Record<string, unknown>) => agent.post('/api/endpoints/reservas/checkout').send(body);

    it('charges the whole stay by default (Configuración), or the nights used when asked', async () => {
      const entera = await enCasa(350000, 0);
      const res = await salir({ id: entera }).expect(200);
      expect(res.body.reserva).toMatchObject({ fecha_salida: day(0), monto_total: 350000, saldo: 350000 });
      expect(res.body.noches_usadas).toBeUndefined();

      const usadas = await enCasa(350000, 50000);
      const corta = await salir({ id: usadas, cobro: 'noches_usadas' }).expect(200);
      // 2 of 5 nights, priced by the one rule for a changed stay: the list's $ 46.000 a night for 2 in a cabin.
      expect(corta.body).toMatchObject({ noches_reservadas: 5, noches_usadas: 2, monto_anterior: 350000, reembolso_id: null, saldo: 42000 });
      expect(corta.body.reserva).toMatchObject({ fecha_salida: day(0), monto_total: 92000, total_pagado: 50000 });
    });

    it('follows Configuración when the clerk does not say; gives back what was paid beyond the nights used', async () => {
      await agent.put('/api/endpoints/configuracion').send({ salida_anticipada_cobro: 'noches_usadas' }).expect(200);
      try {
        const id = await enCasa(350000, 350000);
        const sinMetodo = await salir({ id }).expect(400);
        expect(sinMetodo.body.message).toBe(
          `Lo pagado (${formatARSCents(350000)}) supera lo que cuestan las noches usadas (${formatARSCents(92000)}): indique cómo se devuelven ${formatARSCents(258000)} (campo reembolso_metodo_pago) o cobre la estadía completa`,
        );
        expect(await leer(id)).toMatchObject({ estado: 'activa', fecha_salida: day(3), monto_total: 350000, checkout_at: null });
        const res = await salir({ id, reembolso_metodo_pago: 'transferencia' }).expect(200);
        expect(res.body.reembolso_id).toEqual(expect.any(Number));
        expect(res.body.reserva).toMatchObject({ estado: 'finalizada', monto_total: 92000, total_pagado: 92000, total_reembolsado: 258000, saldo: 0 });
        const [reembolso] = (await agent.get(`${REEMBOLSOS}?reserva_id=${id}`).expect(200)).body.reembolsos;
        expect(reembolso).toMatchObject({ monto: 258000, metodo_pago: 'transferencia', observaciones: 'Salida anticipada: noches no usadas' });
        // Whole stay on the day: nothing to re-price.
        const completa = await enCasa(100000, 0);
        expect((await salir({ id: completa, cobro: 'estadia_completa' }).expect(200)).body.reserva.monto_total).toBe(100000);
        expect((await salir({ id: 1, cobro: 'gratis' }).expect(400)).body.message).toBe('El campo cobro debe ser estadia_completa o noches_usadas');
        // Camping has no list price of a night: its nights used cost the stay's own night (3 of 5 × $ 12.000).
        const cliente = await crearCliente(agent);
        const carpa = await insertarReserva(t.dataSource, { cliente_id: cliente.id, tipo_hospedaje_id: 3, fecha_entrada: day(-3), fecha_salida: day(2), monto_total: 60000 });
        await agent.post('/api/endpoints/reservas/checkin').send({ id: carpa }).expect(200);
        expect((await salir({ id: carpa }).expect(200)).body).toMatchObject({ noches_usadas: 3, reserva: { monto_total: 36000, saldo: 36000 } });
      } finally {
        await agent.put('/api/endpoints/configuracion').send({ salida_anticipada_cobro: 'estadia_completa' }).expect(200);
      }
    });
  });

  it('the cash report counts kept señas as collected and refunds as money out', async () => {
    const kept = await nuevaReserva(100000, 20000);
    const refunded = await nuevaReserva(100000, 30000);
    await cancelar({ id: kept, motivo: 'desistio', dinero: 'conservar' }).expect(200);
    await cancelar({ id: refunded, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: 30000, reembolso_metodo_pago: 'transferencia' }).expect(200);
    const res = await agent.get(`${PAGOS}?reporte_cobros&fecha_inicio=${day(0)}&fecha_fin=${day(0)}`).expect(200);
    expect(reporteCobrosResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.estadisticas).toMatchObject({ totalCobrado: 50000, totalPagos: 2 });
    expect(res.body.reembolsado).toEqual({ total: 30000, cantidad: 1 });
    expect(res.body.neto).toBe(20000);
    expect(res.body.reembolsos).toEqual([
      expect.objectContaining({ reserva_id: refunded, fecha: day(0), metodo_pago: 'transferencia', monto: 30000, tipo_hospedaje: 'cabaña', numero_hospedaje: 2 }),
    ]);
    const efectivo = (await agent.get(`${PAGOS}?reporte_cobros&metodo_pago=efectivo`).expect(200)).body;
    expect(efectivo.reembolsado).toEqual({ total: 0, cantidad: 0 });
    const meses = (await agent.get(`${PAGOS}?cobros_mensuales&meses=1`).expect(200)).body.meses;
    expect(meses[0]).toMatchObject({ cobrado: 50000, reembolsado: 30000 });
  });
});
