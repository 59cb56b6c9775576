import { addYearsIso, todayIso } from '@camping/contracts/dates';
import { GRUPO_SUFIJO, PARCELAS_CAMPING } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, campoDesconocidoMessage } from '@camping/contracts/messages';
import { MSG_ALTA, descuentoSuperaMontoMessage } from '@camping/contracts/messages-estados';
import { LIMITE_MSG } from '@camping/contracts/people-limits';
import { type Agent, contar, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/reservas';

describe('reservas (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;
  let cliente: { id: number; documento: string };

  const reserva = (overrides: Record<string, unknown> = {}) => ({
    cliente_id: cliente.id,
    hospedaje_id: cabanas.get(1)!.id,
    fecha_entrada: day(10),
    fecha_salida: day(13),
    cantidad_personas: 2,
    monto_total: 138000,
    metodo_pago: 'efectivo',
    descuento: 0,
    observaciones: null,
    ...overrides,
  });
  const crear = async (overrides: Record<string, unknown> = {}) => {
    const res = await agent.post(URL).send(reserva(overrides)).expect(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    ({ t, agent, cabanas, dormis } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    cliente = await crearCliente(agent, { nombre: 'Ana', apellido: 'Pérez', documento: '30111222', telefono: '2664123456' });
  });
  afterAll(() => t.close());

  it.each([
    ['get', URL],
    ['post', URL],
    ['put', URL],
    ['delete', `${URL}?id=1`],
    ['get', `${URL}.php?search=x`],
  ] as const)('%s %s needs a session', async (method, path) => {
    const res = await t.http()[method](path).send({}).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  describe('create', () => {
    it('creates a cabin stay and reads it back with the joined fields, dates and amounts exactly as sent', async () => {
      const res = await agent.post(URL).send(reserva({ monto_total: 1500.5, descuento: '100.25', observaciones: 'Llegan tarde' })).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.any(Number), message: MSG.reservaCreada });
      const list = await agent.get(URL).expect(200);
      expect(list.body).toEqual([
        {
          id: res.body.id,
          cliente_id: cliente.id,
          hospedaje_id: cabanas.get(1)!.id,
          fecha_entrada: day(10),
          fecha_salida: day(13),
          cantidad_personas: 2,
          monto_total: 1500.5,
          estado: 'activa',
          observaciones: 'Llegan tarde',
          metodo_pago: 'efectivo',
          descuento: 100.25,
          tipo_hospedaje: 'cabaña',
          tipo_hospedaje_id: 1,
          numero_hospedaje: 1,
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          nombre: 'Ana',
          apellido: 'Pérez',
          documento: '30111222',
          telefono: '2664123456',
          // Issue 16: nothing paid yet.
          total_pagado: 0,
          saldo: 1500.5,
          estado_pago: 'pendiente',
          vence_el: null,
          // Issue 17: the guest has not arrived.
          checkin_at: null,
          checkin_por: null,
          checkout_at: null,
          checkout_por: null,
          no_show: false,
          no_show_por: null,
          // Issue 32: no refunds, not cancelled.
          total_reembolsado: 0,
          cancelacion_motivo: null,
          cancelacion_detalle: null,
          cancelada_at: null,
          cancelada_por: null,
          ingreso_no_registrado: false,
          // Issue 32: no charges besides the lodging.
          cargos_adicionales: 0,
        },
      ]);
    });

    it('keeps dates at month, year and leap-day edges exactly', async () => {
      const year = Number(todayIso().slice(0, 4)) + 2;
      const leap = [year, year + 1, year + 2, year + 3].find((y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0)!;
      const cases = [
        [`${year}-12-31`, `${year + 1}-01-01`],
        [`${leap}-02-28`, `${leap}-03-01`],
        [`${leap}-02-29`, `${leap}-03-01`],
      ];
      for (const [fecha_entrada, fecha_salida] of cases) {
        const id = await crear({ hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada, fecha_salida });
        const list = await agent.get(`${URL}?cliente_id=${cliente.id}`).expect(200);
        expect(list.body.find((r: { id: number }) => r.id === id)).toMatchObject({ fecha_entrada, fecha_salida });
      }
    });

    it('creates camping and groups without a unit; the group suffix is added once', async () => {
      const camping = await crear({ hospedaje_id: null, tipo_hospedaje_id: 3, cantidad_personas: 4 });
      const grupo = await crear({ hospedaje_id: null, tipo_hospedaje_id: 4, cantidad_personas: 30, observaciones: 'Colegio San Martín' });
      const grupo2 = await crear({ hospedaje_id: null, tipo_hospedaje_id: 4, observaciones: `Scouts${GRUPO_SUFIJO}` });
      const rows = (await agent.get(URL).expect(200)).body as Array<Record<string, unknown>>;
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(camping)).toMatchObject({ hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje: 'camping', tipo_hospedaje_id: 3 });
      expect(byId.get(grupo)).toMatchObject({ tipo_hospedaje: 'grupos', observaciones: `Colegio San Martín${GRUPO_SUFIJO}` });
      expect(byId.get(grupo2)).toMatchObject({ tipo_hospedaje: 'grupos', observaciones: `Scouts${GRUPO_SUFIJO}` });
    });

    it('follows the legacy rule when a null unit comes without a type', async () => {
      const camping = await crear({ hospedaje_id: null });
      const grupo = await crear({ hospedaje_id: '', observaciones: `Club${GRUPO_SUFIJO}` });
      const rows = (await agent.get(URL).expect(200)).body as Array<{ id: number; tipo_hospedaje_id: number }>;
      expect(rows.find((r) => r.id === camping)!.tipo_hospedaje_id).toBe(3);
      expect(rows.find((r) => r.id === grupo)!.tipo_hospedaje_id).toBe(4);
    });

    it('applies the defaults: activa, efectivo, no discount', async () => {
      const { metodo_pago: _m, descuento: _d, observaciones: _o, ...minimo } = reserva();
      const res = await agent.post(URL).send(minimo).expect(201);
      const [row] = (await agent.get(URL).expect(200)).body;
      expect(row).toMatchObject({ id: res.body.id, estado: 'activa', metodo_pago: 'efectivo', descuento: 0, observaciones: null });
    });

    it.each([
      [{ cliente_id: 'undefined' }, MSG.clienteIdInvalido],
      [{ cliente_id: 'null' }, MSG.clienteIdInvalido],
      [{ cliente_id: undefined }, MSG.clienteIdInvalido],
      [{ cliente_id: 999999 }, MSG.clienteInvalido],
      [{ hospedaje_id: 999999 }, MSG.hospedajeInexistente],
      [{ hospedaje_id: 'x' }, 'El campo hospedaje debe ser un número entero'],
      [{ tipo_hospedaje_id: 2 }, MSG.hospedajeTipoIncorrecto],
      [{ tipo_hospedaje_id: 3 }, MSG.sinNumeroCampingGrupos],
      [{ hospedaje_id: null, tipo_hospedaje_id: 1 }, MSG.hospedajeObligatorio],
      [{ tipo_hospedaje_id: 5 }, 'El campo tipo de hospedaje debe ser menor o igual a 4'],
      [{ cantidad_personas: 6 }, 'La cantidad de personas (6) supera la capacidad del hospedaje (5)'],
      [{ cantidad_personas: 0 }, 'Personas: como mínimo 1'],
      [{ cantidad_personas: 2.5 }, 'Personas: ingrese un número entero, sin decimales'],
      [{ cantidad_personas: undefined }, 'Personas: es obligatorio'],
      [{ cantidad_personas: 500 }, 'Personas: como máximo 100'],
      [{ hospedaje_id: null, tipo_hospedaje_id: 3, cantidad_personas: 31 }, LIMITE_MSG.camping],
      [{ hospedaje_id: null, tipo_hospedaje_id: 4, cantidad_personas: 101 }, 'Personas: como máximo 100'],
      [{ monto_total: -1 }, 'El campo monto total debe ser mayor o igual a 0'],
      [{ monto_total: 'mucho' }, 'El campo monto total debe ser un número'],
      [{ monto_total: undefined }, 'El campo monto total es obligatorio'],
      [{ descuento: -5 }, 'El campo descuento debe ser mayor o igual a 0'],
      [{ metodo_pago: 'bitcoin' }, 'El campo método de pago debe ser efectivo, transferencia o tarjeta'],
      [{ estado: 'confirmada' }, MSG_ALTA.estadoAlta],
      // Issue 33: unknown fields are refused naming them, as PUT does; a discount above the total it leaves.
      [{ numero_hospedaje: 1 }, campoDesconocidoMessage('numero_hospedaje')],
      [{ es_prereserva: false, estado: 'pendiente' }, MSG_ALTA.prereservaContradictoria],
      [{ monto_total: 1000, descuento: 5000 }, descuentoSuperaMontoMessage(formatARSCents(5000), formatARSCents(1000))],
      [{ fecha_entrada: day(-1) }, MSG.fechaEntradaPasada],
      [{ fecha_entrada: day(13), fecha_salida: day(10) }, MSG.fechaEntradaAnterior],
      [{ fecha_entrada: day(10), fecha_salida: day(10) }, MSG.fechaEntradaAnterior],
      [{ fecha_entrada: '2027-02-30' }, 'El campo fecha de entrada debe ser una fecha válida con formato AAAA-MM-DD'],
      [{ fecha_entrada: '10/01/2027' }, 'El campo fecha de entrada debe ser una fecha válida con formato AAAA-MM-DD'],
      [{ fecha_salida: addYearsIso(todayIso(), 11) }, 'El campo fecha de salida no puede superar los 10 años desde hoy'],
      [{ fecha_salida: undefined }, 'El campo fecha de salida es obligatorio'],
      [{ observaciones: 'x'.repeat(1001) }, 'El campo observaciones no puede superar los 1000 caracteres'],
    ])('refuses %p with %p and stores nothing', async (overrides, message) => {
      const res = await agent.post(URL).send(reserva(overrides)).expect(400);
      expect(res.body).toEqual({ success: false, message, error: true });
      expect(await contar(t.dataSource, 'reservas')).toBe(0);
    });

    it('allows 1 person in a cabin and up to the capacity of a dormi', async () => {
      await crear({ cantidad_personas: 1 });
      await crear({ hospedaje_id: dormis.get(0)!.id, cantidad_personas: 4 });
      const res = await agent.post(URL).send(reserva({ hospedaje_id: dormis.get(1)!.id, cantidad_personas: 5 })).expect(400);
      expect(res.body.message).toBe('La cantidad de personas (5) supera la capacidad del hospedaje (4)');
    });

    it('stores observations that look like SQL verbatim', async () => {
      const observaciones = "'); DELETE FROM reservas; -- %_";
      await crear({ observaciones });
      const [row] = (await agent.get(URL).expect(200)).body;
      expect(row.observaciones).toBe(observaciones);
    });
  });

  describe('no double booking', () => {
    it('refuses a clash with 409 and the spec message, changing nothing', async () => {
      await crear({ fecha_entrada: day(10), fecha_salida: day(15) });
      for (const [fecha_entrada, fecha_salida] of [
        [day(14), day(16)],
        [day(8), day(11)],
        [day(11), day(12)],
        [day(5), day(20)],
      ]) {
        const res = await agent.post(URL).send(reserva({ fecha_entrada, fecha_salida })).expect(409);
        expect(res.body).toEqual({ success: false, message: MSG.hospedajeNoDisponible, error: true });
      }
      expect(await contar(t.dataSource, 'reservas')).toBe(1);
    });

    it('allows a same-day turnover on both sides', async () => {
      await crear({ fecha_entrada: day(10), fecha_salida: day(15) });
      await crear({ fecha_entrada: day(15), fecha_salida: day(18) });
      await crear({ fecha_entrada: day(7), fecha_salida: day(10) });
      expect(await contar(t.dataSource, 'reservas')).toBe(3);
    });

    it('lets a cancelled stay free its nights, and another unit is always free', async () => {
      await crear({ estado: 'cancelada' });
      await crear();
      await crear({ hospedaje_id: cabanas.get(2)!.id });
      expect(await contar(t.dataSource, 'reservas')).toBe(3);
    });

    it('never clashes camping or groups', async () => {
      for (let i = 0; i < 3; i++) {
        await crear({ hospedaje_id: null, tipo_hospedaje_id: 3 });
        await crear({ hospedaje_id: null, tipo_hospedaje_id: 4 });
      }
      expect(await contar(t.dataSource, 'reservas')).toBe(6);
    });

    it('leaves exactly one reservation out of 25 parallel creations, with no 5xx', async () => {
      const results = await Promise.all(
        Array.from({ length: 25 }, () => agent.post(URL).send(reserva({ hospedaje_id: cabanas.get(3)!.id }))),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(24);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MSG.hospedajeNoDisponible);
      expect(await contar(t.dataSource, 'reservas')).toBe(1);
    });

    it('refuses camping when all 72 plots are taken on one of the nights', async () => {
      await t.dataSource.query(
        `INSERT INTO reservas (cliente_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas, monto_total)
         SELECT $1, 3, $2::date, $3::date, 2, 1000 FROM generate_series(1, $4)`,
        [cliente.id, day(20), day(21), PARCELAS_CAMPING],
      );
      const res = await agent
        .post(URL)
        .send(reserva({ hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: day(18), fecha_salida: day(22) }))
        .expect(409);
      expect(res.body).toEqual({ success: false, message: MSG.campingCompleto, error: true });
      await crear({ hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: day(18), fecha_salida: day(20) });
      await crear({ hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: day(21), fecha_salida: day(22) });
      await crear({ hospedaje_id: null, tipo_hospedaje_id: 4, fecha_entrada: day(20), fecha_salida: day(21) });
    });
  });

  describe('reads', () => {
    let ids: Record<string, number>;
    beforeEach(async () => {
      const otro = await crearCliente(agent, { nombre: 'Martín', apellido: 'Álvarez', documento: '25999888', telefono: null });
      ids = {
        pasada: await insertarReserva(t.dataSource, {
          cliente_id: cliente.id,
          hospedaje_id: cabanas.get(1)!.id,
          tipo_hospedaje_id: 1,
          fecha_entrada: day(-20),
          fecha_salida: day(-15),
        }),
        cabana3: await crear({ hospedaje_id: cabanas.get(3)!.id, fecha_entrada: day(5), fecha_salida: day(8), observaciones: 'Piden cuna' }),
        dormi: await crear({ cliente_id: otro.id, hospedaje_id: dormis.get(10)!.id, fecha_entrada: day(8), fecha_salida: day(12) }),
        camping: await crear({ cliente_id: otro.id, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: day(12), fecha_salida: day(14) }),
        cancelada: await crear({ hospedaje_id: cabanas.get(3)!.id, fecha_entrada: day(20), fecha_salida: day(25), estado: 'cancelada' }),
      };
    });

    const idsOf = (body: Array<{ id: number }>) => body.map((r) => r.id);

    it('lists everything by fecha_entrada descending, on both spellings, ignoring _t', async () => {
      for (const path of [URL, `${URL}.php`, `${URL}?_t=123`]) {
        const res = await agent.get(path).expect(200);
        expect(idsOf(res.body)).toEqual([ids.cancelada, ids.camping, ids.dormi, ids.cabana3, ids.pasada]);
      }
    });

    it("lists one client's reservations", async () => {
      const res = await agent.get(`${URL}?cliente_id=${cliente.id}`).expect(200);
      expect(idsOf(res.body)).toEqual([ids.cancelada, ids.cabana3, ids.pasada]);
      const bad = await agent.get(`${URL}?cliente_id=undefined`).expect(400);
      expect(bad.body).toEqual({ success: false, message: MSG.clienteIdInvalido, error: true });
      const missing = await agent.get(`${URL}?cliente_id=999999`).expect(404);
      expect(missing.body).toEqual({ success: false, message: MSG.clienteNoEncontrado, error: true });
    });

    it.each([
      // desde, hasta (offsets), expected keys
      [5, 5, ['cabana3']],
      [8, 8, ['dormi', 'cabana3']],
      [9, 11, ['dormi']],
      [14, 19, ['camping']],
      [15, 19, []],
      [-30, 0, ['pasada']],
      [-15, 30, ['cancelada', 'camping', 'dormi', 'cabana3', 'pasada']],
    ])('lists stays touching [%d, %d]', async (desde, hasta, keys) => {
      const res = await agent.get(URL).query({ desde: day(desde), hasta: day(hasta) }).expect(200);
      expect(idsOf(res.body)).toEqual(keys.map((k) => ids[k]));
    });

    it('answers the window (built as JSON in PostgreSQL) with the very objects of each reservation read by id', async () => {
      const res = await agent.get(URL).query({ desde: day(-15), hasta: day(30) }).expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const reserva of res.body as Array<{ id: number }>) {
        const one = await agent.get(URL).query({ id: reserva.id }).expect(200);
        expect(JSON.stringify(reserva)).toBe(JSON.stringify(one.body.reserva));
      }
    });

    it('refuses a bad range in Spanish', async () => {
      const res = await agent.get(URL).query({ desde: day(5), hasta: day(1) }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'La fecha desde debe ser anterior o igual a la fecha hasta', error: true });
      const half = await agent.get(URL).query({ desde: day(5) }).expect(400);
      expect(half.body).toEqual({ success: false, message: 'El campo hasta es obligatorio', error: true });
      const mixed = await agent.get(URL).query({ desde: day(1), hasta: day(2), search: 'x' }).expect(400);
      expect(mixed.body).toEqual({ success: false, message: `${MSG.parametrosNoReconocidos}: search`, error: true });
    });

    it.each([
      ['perez', ['cancelada', 'cabana3', 'pasada']],
      ['ÁLVAREZ martin', ['camping', 'dormi']],
      ['30111222', ['cancelada', 'cabana3', 'pasada']],
      ['cuna', ['cabana3']],
      ['cabana', ['cancelada', 'cabana3', 'pasada']],
      ['CAMPING', ['camping']],
      ['10', ['dormi']],
      ['dormis 10', ['dormi']],
      ['cabaña 3', ['cancelada', 'cabana3']],
      ["'; DROP TABLE reservas; --", []],
      ['%', []],
    ])('search %p finds %p', async (search, keys) => {
      const res = await agent.get(URL).query({ search }).expect(200);
      expect(idsOf(res.body)).toEqual(keys.map((k) => ids[k]));
    });

    it('answers the occupied ranges of a window: live stays sharing a night, optionally per unit or type', async () => {
      const all = await agent.get(URL).query({ fecha_entrada: day(0), fecha_salida: day(30) }).expect(200);
      expect(all.body).toEqual([
        { id: ids.cabana3, hospedaje_id: cabanas.get(3)!.id, tipo_hospedaje_id: 1, numero_hospedaje: 3, fecha_entrada: day(5), fecha_salida: day(8), estado: 'activa' },
        { id: ids.dormi, hospedaje_id: dormis.get(10)!.id, tipo_hospedaje_id: 2, numero_hospedaje: 10, fecha_entrada: day(8), fecha_salida: day(12), estado: 'activa' },
        { id: ids.camping, hospedaje_id: null, tipo_hospedaje_id: 3, numero_hospedaje: null, fecha_entrada: day(12), fecha_salida: day(14), estado: 'activa' },
      ]);
      const edge = await agent.get(URL).query({ fecha_entrada: day(8), fecha_salida: day(12) }).expect(200);
      expect(idsOf(edge.body)).toEqual([ids.dormi]);
      const unit = await agent.get(URL).query({ fecha_entrada: day(0), fecha_salida: day(30), hospedaje_id: cabanas.get(3)!.id }).expect(200);
      expect(idsOf(unit.body)).toEqual([ids.cabana3]);
      const tipo = await agent.get(URL).query({ fecha_entrada: day(0), fecha_salida: day(30), tipo_hospedaje_id: 3 }).expect(200);
      expect(idsOf(tipo.body)).toEqual([ids.camping]);
      const bad = await agent.get(URL).query({ fecha_entrada: day(5), fecha_salida: day(5) }).expect(400);
      expect(bad.body).toEqual({ success: false, message: MSG.fechaEntradaAnterior, error: true });
    });

    it('refuses unknown parameters', async () => {
      const res = await agent.get(`${URL}?orden=asc`).expect(400);
      expect(res.body).toEqual({ success: false, message: `${MSG.parametrosNoReconocidos}: orden`, error: true });
    });
  });

  describe('update', () => {
    it('changes only the fields sent and answers the reservation', async () => {
      const id = await crear({ observaciones: 'Original' });
      const res = await agent.put(URL).send({ id, estado: 'finalizada', monto_total: '99.9' }).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: MSG.reservaActualizada,
        reserva: { id, estado: 'finalizada', monto_total: 99.9, observaciones: 'Original', fecha_entrada: day(10), fecha_salida: day(13) },
      });
    });

    it('moves dates within the future and back onto its own nights', async () => {
      const id = await crear({ fecha_entrada: day(10), fecha_salida: day(15) });
      const res = await agent.put(`${URL}.php`).send({ id, fecha_entrada: day(12), fecha_salida: day(16) }).expect(200);
      expect(res.body.reserva).toMatchObject({ fecha_entrada: day(12), fecha_salida: day(16) });
    });

    it('refuses past dates, inverted dates and a clash, changing nothing', async () => {
      const id = await crear({ fecha_entrada: day(10), fecha_salida: day(15) });
      await crear({ fecha_entrada: day(20), fecha_salida: day(25) });
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ fecha_entrada: day(-1) }, 400, MSG.fechasPasadas],
        [{ fecha_entrada: day(-3), fecha_salida: day(-1) }, 400, MSG.fechasPasadas],
        [{ fecha_entrada: day(16) }, 400, MSG.fechaEntradaAnterior],
        [{ fecha_salida: day(9) }, 400, MSG.fechaEntradaAnterior],
        [{ fecha_entrada: day(15), fecha_salida: day(12) }, 400, MSG.fechaEntradaAnterior],
        [{ fecha_salida: day(21) }, 409, MSG.hospedajeNoDisponible],
        [{ cantidad_personas: 6 }, 400, 'La cantidad de personas (6) supera la capacidad del hospedaje (5)'],
        [{ estado: 'pendiente' }, 400, 'El campo estado debe ser activa, finalizada o cancelada'],
        [{ metodo_pago: 'cheque' }, 400, 'El campo método de pago debe ser efectivo, transferencia o tarjeta'],
        [{ descuento: -1 }, 400, 'El campo descuento debe ser mayor o igual a 0'],
      ];
      for (const [changes, status, message] of cases) {
        const res = await agent.put(URL).send({ id, ...changes }).expect(status);
        expect(res.body).toEqual({ success: false, message, error: true });
      }
      const [row] = await t.dataSource.query(
        `SELECT to_char(fecha_entrada, 'YYYY-MM-DD') AS e, to_char(fecha_salida, 'YYYY-MM-DD') AS s, cantidad_personas, estado FROM reservas WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({ e: day(10), s: day(15), cantidad_personas: 2, estado: 'activa' });
    });

    it('refuses a changed discount above the total it leaves (issue 33); one sent back unchanged is no change', async () => {
      const id = await crear({ monto_total: 138000, descuento: 2000 });
      const ars = formatARSCents;
      // The discount alone: the total follows it (138.000 + 2.000 − 100.000 = 40.000).
      expect((await agent.put(URL).send({ id, descuento: 100000 }).expect(400)).body).toEqual({
        success: false,
        message: descuentoSuperaMontoMessage(ars(100000), ars(40000)),
        error: true,
      });
      expect((await agent.put(URL).send({ id, monto_total: 1000, descuento: 5000 }).expect(400)).body.message).toBe(
        descuentoSuperaMontoMessage(ars(5000), ars(1000)),
      );
      expect((await agent.put(URL).send({ id, monto_total: 70000, descuento: 70000 }).expect(200)).body.reserva).toMatchObject({ monto_total: 70000, descuento: 70000 });
      // The account may take a larger discount (with its reason); echoing it back edits the rest.
      await t.dataSource.query(`UPDATE reservas SET descuento = 100000 WHERE id = $1`, [id]);
      const echo = await agent.put(URL).send({ id, monto_total: 40000, descuento: 100000, observaciones: 'Eco' }).expect(200);
      expect(echo.body.reserva).toMatchObject({ monto_total: 40000, descuento: 100000, observaciones: 'Eco' });
    });

    it('lets staff finish a stay that began in the past, sending its dates unchanged', async () => {
      const id = await insertarReserva(t.dataSource, {
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(4)!.id,
        tipo_hospedaje_id: 1,
        fecha_entrada: day(-3),
        fecha_salida: day(1),
      });
      const res = await agent.put(URL).send({ id, fecha_entrada: day(-3), fecha_salida: day(1), estado: 'finalizada' }).expect(200);
      expect(res.body.reserva).toMatchObject({ estado: 'finalizada', fecha_entrada: day(-3) });
      const extended = await agent.put(URL).send({ id, fecha_salida: day(2) }).expect(200);
      expect(extended.body.reserva.fecha_salida).toBe(day(2));
    });

    it('refuses to bring a cancelled stay back onto taken nights', async () => {
      const id = await crear({ estado: 'cancelada' });
      await crear();
      const res = await agent.put(URL).send({ id, estado: 'activa' }).expect(409);
      expect(res.body).toEqual({ success: false, message: MSG.hospedajeNoDisponible, error: true });
    });

    it('keeps the group suffix once when the observations change', async () => {
      const id = await crear({ hospedaje_id: null, tipo_hospedaje_id: 4, observaciones: 'Club' });
      const res = await agent.put(URL).send({ id, observaciones: `Club Atlético${GRUPO_SUFIJO}` }).expect(200);
      expect(res.body.reserva.observaciones).toBe(`Club Atlético${GRUPO_SUFIJO}`);
      const cleared = await agent.put(URL).send({ id, observaciones: '' }).expect(200);
      expect(cleared.body.reserva.observaciones).toBe('RESERVA ESPECIAL PARA GRUPO');
    });

    it('holds camping and groups to the shared people limits on edit too (issue 15)', async () => {
      const camping = await crear({ hospedaje_id: null, tipo_hospedaje_id: 3, cantidad_personas: 30 });
      const grupo = await crear({ hospedaje_id: null, tipo_hospedaje_id: 4, cantidad_personas: 100 });
      const refused = await agent.put(URL).send({ id: camping, cantidad_personas: 31 }).expect(400);
      expect(refused.body).toEqual({ success: false, message: LIMITE_MSG.camping, error: true });
      const tooMany = await agent.put(URL).send({ id: grupo, cantidad_personas: 101 }).expect(400);
      expect(tooMany.body.message).toBe('Personas: como máximo 100');
      const rows = (await agent.get(URL).expect(200)).body as Array<{ id: number; cantidad_personas: number }>;
      expect(rows.filter((r) => r.id === camping || r.id === grupo).map((r) => r.cantidad_personas).sort()).toEqual([100, 30]);
    });

    it('answers 404 for an unknown reservation and 400 without an id', async () => {
      const missing = await agent.put(URL).send({ id: 999999, estado: 'activa' }).expect(404);
      expect(missing.body).toEqual({ success: false, message: MSG.reservaNoEncontrada, error: true });
      const none = await agent.put(URL).send({ estado: 'activa' }).expect(400);
      expect(none.body).toEqual({ success: false, message: 'El campo id es obligatorio', error: true });
    });
  });

  describe('delete', () => {
    it('deletes a reservation, then answers 404', async () => {
      const id = await crear();
      const res = await agent.delete(`${URL}?id=${id}`).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.reservaEliminada });
      const again = await agent.delete(`${URL}?id=${id}`).expect(404);
      expect(again.body).toEqual({ success: false, message: MSG.reservaNoEncontrada, error: true });
      const bad = await agent.delete(`${URL}?id=abc`).expect(400);
      expect(bad.body).toEqual({ success: false, message: 'El campo id debe ser un número entero', error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(1);
    });
  });
});
