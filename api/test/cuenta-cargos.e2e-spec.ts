import { formatARSCents } from '@camping/contracts/format';
import { lineaHistorial } from '@camping/contracts/historial';
import { MSG, montoMenorQuePagadoMessage } from '@camping/contracts/messages';
import { MSG_CUENTA, cargoExcesivoMessage, descuentoExcedeTotalMessage, descuentoMenorQueCuentaMessage, extraInexistenteMessage, extraRetiradoMessage, extraUnicoSinNochesMessage, montoMenorQueCargosMessage, nochesExcedenEstadiaMessage, totalBajoPagadoMessage } from '@camping/contracts/messages-cuenta';
import { cuentaResponseSchema, cuentaWriteResponseSchema, type Cuenta } from '@camping/contracts/schemas/cuenta';
import { extrasResponseSchema, extraWriteResponseSchema, type Extra } from '@camping/contracts/schemas/extra';
import { historialPaginaSchema } from '@camping/contracts/schemas/historial';
import { reservaSchema } from '@camping/contracts/schemas/reserva';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { binario, pdfText } from './helpers/pdf-text';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';
import { StayCharges1764400000005 } from '../src/database/migrations/1764400000005-stay-charges';

const CUENTA = '/api/endpoints/cuenta';
const CARGOS = `${CUENTA}/cargos`;
const DESCUENTOS = `${CUENTA}/descuentos`;
const LINEAS = `${CUENTA}/lineas`;
const EXTRAS = '/api/endpoints/extras';
const RESERVAS = '/api/endpoints/reservas';
const refusal = (message: string) => ({ success: false, message, error: true });
const ars = (n: number) => formatARSCents(n);

describe('the stay\'s account: charges and discounts (issue 32, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let lena: Extra;
  let persona: Extra;

  let offset = 0;
  /** A cabin stay of 3 nights from today + offset, booked as the spec's clients book it. */
  async function nuevaReserva(body: Record<string, unknown> = {}): Promise<number> {
    const cliente = await crearCliente(agent);
    offset += 4;
    const res = await agent
      .post(RESERVAS)
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(4)!.id,
        fecha_entrada: day(offset),
        fecha_salida: day(offset + 3),
        cantidad_personas: 2,
        monto_total: 100000,
        ...body,
      })
      .expect(201);
    return res.body.id;
  }
  const cuenta = async (id: number): Promise<Cuenta> => cuentaResponseSchema.parse((await agent.get(`${CUENTA}?reserva_id=${id}`).expect(200)).body);
  const reserva = async (id: number) => reservaSchema.parse((await agent.get(`${RESERVAS}?id=${id}`).expect(200)).body.reserva);
  const cargo = (body: Record<string, unknown>) => agent.post(CARGOS).send(body);
  const descuento = (body: Record<string, unknown>) => agent.post(DESCUENTOS).send(body);
  const pagar = (reserva_id: number, monto: number) => agent.post('/api/endpoints/pagos').send({ reserva_id, monto, metodo_pago: 'efectivo' }).expect(201);
  const lineas = (c: Cuenta) => c.lineas.map((l) => [l.tipo, l.concepto, l.monto]);
  /** The last history row so far: ids restart with every test, the history does not. */
  const ultimoHistorial = async (): Promise<number> => (await t.dataSource.query(`SELECT coalesce(max(id), 0)::int AS id FROM historial`))[0].id;
  /** A refusal changes nothing: the account reads the same before and after. */
  async function sinCambios(id: number, write: () => Promise<unknown>) {
    const antes = await cuenta(id);
    await write();
    expect(await cuenta(id)).toEqual(antes);
  }

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await t.dataSource.query('TRUNCATE extras RESTART IDENTITY CASCADE');
    offset = 0;
    lena = (await agent.post(EXTRAS).send({ nombre: 'Leña', precio: 8000, cobro: 'unico' }).expect(201)).body.extra;
    persona = (await agent.post(EXTRAS).send({ nombre: 'Persona adicional', precio: 12000, cobro: 'por_noche' }).expect(201)).body.extra;
  });
  afterAll(() => t.close());

  it.each([
    [CUENTA, 'get', ['reserva_id']],
    [CARGOS, 'post', []],
    [DESCUENTOS, 'post', []],
    [LINEAS, 'delete', ['id']],
    [EXTRAS, 'get', []],
    [EXTRAS, 'post', []],
    [EXTRAS, 'put', []],
  ])('documents %s %s in OpenAPI from the zod schemas (new paths only, no .php)', async (path, method, params) => {
    const paths = (await t.http().get('/api/docs-json').expect(200)).body.paths;
    const op = paths[path]?.[method];
    expect(op).toMatchObject({ tags: ['cuenta'], summary: expect.any(String) });
    expect((op.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name)).toEqual(params);
    if (method === 'post' || method === 'put') expect(op.requestBody).toBeDefined();
    expect(paths[`${path}.php`]).toBeUndefined();
  });

  it('needs a session', async () => {
    await t.http().get(`${CUENTA}?reserva_id=1`).expect(401);
    await t.http().post(CARGOS).send({}).expect(401);
    await t.http().post(DESCUENTOS).send({}).expect(401);
    await t.http().delete(`${LINEAS}?id=1`).expect(401);
    await t.http().get(EXTRAS).expect(401);
    await t.http().post(EXTRAS).send({}).expect(401);
  });

  describe('the catalogue of extras', () => {
    it('lists, adds and changes extras; only administrators write; names are unique', async () => {
      const lista = extrasResponseSchema.parse((await agent.get(EXTRAS).expect(200)).body);
      expect(lista.extras.map((e) => [e.nombre, e.precio, e.cobro, e.activo])).toEqual([
        ['Leña', 8000, 'unico', true],
        ['Persona adicional', 12000, 'por_noche', true],
      ]);
      const maria = await agenteRecepcion(t);
      expect((await maria.get(EXTRAS).expect(200)).body.extras).toHaveLength(2);
      expect((await maria.post(EXTRAS).send({ nombre: 'Ropa de cama', precio: 6000, cobro: 'unico' }).expect(403)).body).toEqual(refusal(MSG.sinPermiso));
      await maria.put(EXTRAS).send({ id: lena.id, precio: 1 }).expect(403);

      const ropa = extraWriteResponseSchema.parse((await agent.post(EXTRAS).send({ nombre: 'Ropa de cama', precio: 6000.5, cobro: 'unico' }).expect(201)).body);
      expect(ropa).toMatchObject({ message: MSG_CUENTA.extraCreado, extra: { nombre: 'Ropa de cama', precio: 6000.5, activo: true } });
      expect((await agent.post(EXTRAS).send({ nombre: ' leña ', precio: 1, cobro: 'unico' }).expect(409)).body).toEqual(refusal(MSG_CUENTA.extraDuplicado));
      const cambio = await agent.put(EXTRAS).send({ id: lena.id, precio: 9000, cobro: 'por_noche' }).expect(200);
      expect(cambio.body).toMatchObject({ success: true, message: MSG_CUENTA.extraActualizado, extra: { id: lena.id, precio: 9000, cobro: 'por_noche' } });
      expect((await agent.put(EXTRAS).send({ id: persona.id, nombre: 'LEÑA' }).expect(409)).body).toEqual(refusal(MSG_CUENTA.extraDuplicado));
      expect((await agent.put(EXTRAS).send({ id: 9999, activo: false }).expect(404)).body).toEqual(refusal(MSG_CUENTA.extraNoEncontrado));
    });

    it('refuses bad extras in Spanish, changing nothing', async () => {
      const casos: Array<[Record<string, unknown>, string]> = [
        [{ nombre: '', precio: 10, cobro: 'unico' }, 'El campo nombre es obligatorio'],
        [{ nombre: 'x'.repeat(61), precio: 10, cobro: 'unico' }, 'El campo nombre no puede superar los 60 caracteres'],
        [{ nombre: 'Kayak', precio: -1, cobro: 'unico' }, 'El campo precio debe ser mayor a 0'],
        [{ nombre: 'Kayak', precio: 100_000_000, cobro: 'unico' }, 'El campo precio no puede superar $ 99.999.999,99'],
        [{ nombre: 'Kayak', precio: 10.001, cobro: 'unico' }, 'El campo precio no puede tener más de dos decimales'],
        [{ nombre: 'Kayak', precio: 10, cobro: 'mensual' }, 'El campo cobro debe ser por_noche o unico'],
        [{ nombre: 'Kayak', precio: 10, cobro: 'unico', color: 'rojo' }, 'El campo color no es un campo del extra'],
      ];
      for (const [body, message] of casos) expect((await agent.post(EXTRAS).send(body).expect(400)).body).toEqual(refusal(message));
      expect((await agent.put(EXTRAS).send({ id: lena.id }).expect(400)).body).toEqual(refusal('Indique qué cambia del extra'));
      expect((await agent.get(EXTRAS).expect(200)).body.extras).toHaveLength(2);
    });
  });

  describe('a stay\'s lines', () => {
    it('a new booking gets its lodging and its discount as lines; the total is what the client sent', async () => {
      const id = await nuevaReserva({ monto_total: 90000, descuento: 10000 });
      const c = await cuenta(id);
      expect(lineas(c)).toEqual([
        ['alojamiento', 'Alojamiento', 100000],
        ['descuento', 'Descuento', 10000],
      ]);
      expect(c.lineas[0]).toMatchObject({ registrado_por: TEST_ADMIN.usuario, ajustado_por: null, ajustado_at: null });
      expect(c.lineas[1]).toMatchObject({ motivo: 'Indicado en la reserva', de_la_reserva: true });
      expect(c).toMatchObject({ reserva_id: id, estado: 'activa', noches: 3, pagos: [], reembolsos: [] });
      expect(c.totales).toEqual({
        alojamiento: 100000,
        cargos_adicionales: 0,
        cargos: 100000,
        descuentos: 10000,
        total: 90000,
        monto_total: 90000,
        pagado: 0,
        reembolsado: 0,
        saldo: 90000,
      });
      expect(await reserva(id)).toMatchObject({ monto_total: 90000, descuento: 10000, cargos_adicionales: 0 });
      expect((await agent.get(`${CUENTA}?reserva_id=999999`).expect(404)).body).toEqual(refusal(MSG.pagoReservaInexistente));
      expect((await agent.get(CUENTA).expect(400)).body).toEqual(refusal('Indique reserva_id'));
      expect((await agent.get(`${CUENTA}?reserva_id=abc`).expect(400)).body).toEqual(refusal('El campo reserva debe ser un número entero'));
    });

    it('adds an extra once or per night: price × quantity (× nights); the total and the balance follow', async () => {
      const id = await nuevaReserva();
      await pagar(id, 30000);
      const res = await cargo({ reserva_id: id, extra_id: lena.id, cantidad: 2 }).expect(201);
      expect(cuentaWriteResponseSchema.parse(res.body)).toMatchObject({ success: true, message: MSG_CUENTA.cargoAgregado, reserva: { id, monto_total: 116000 } });
      expect(res.body.reserva).toMatchObject({ saldo: 86000, cargos_adicionales: 16000, descuento: 0 });
      // Per night: the stay's nights unless fewer are said.
      await cargo({ reserva_id: id, extra_id: persona.id }).expect(201);
      await cargo({ reserva_id: id, extra_id: persona.id, cantidad: 2, noches: 1 }).expect(201);
      const c = await cuenta(id);
      expect(c.lineas.slice(1).map((l) => [l.concepto, l.cantidad, l.noches, l.precio_unitario, l.monto, l.cobro, l.extra_id])).toEqual([
        ['Leña', 2, null, 8000, 16000, 'unico', lena.id],
        ['Persona adicional', 1, 3, 12000, 36000, 'por_noche', persona.id],
        ['Persona adicional', 2, 1, 12000, 24000, 'por_noche', persona.id],
      ]);
      expect(c.lineas[1]).toMatchObject({ tipo: 'extra', registrado_por: TEST_ADMIN.usuario });
      expect(c.totales).toMatchObject({ alojamiento: 100000, cargos_adicionales: 76000, cargos: 176000, total: 176000, monto_total: 176000, pagado: 30000, saldo: 146000 });
      expect(c.pagos).toHaveLength(1);
    });

    it('a manual charge: a concept and an amount', async () => {
      const id = await nuevaReserva();
      const res = await cargo({ reserva_id: id, concepto: 'Rotura de vaso', monto: '2500.50' }).expect(201);
      expect(res.body.reserva.monto_total).toBe(102500.5);
      expect((await cuenta(id)).lineas[1]).toMatchObject({ tipo: 'manual', concepto: 'Rotura de vaso', monto: 2500.5, extra_id: null, cantidad: null });
    });

    it('refuses bad charges with a clear Spanish 400, changing nothing', async () => {
      const id = await nuevaReserva();
      const retirado = (await agent.post(EXTRAS).send({ nombre: 'Kayak', precio: 5000, cobro: 'unico' }).expect(201)).body.extra;
      await agent.put(EXTRAS).send({ id: retirado.id, activo: false }).expect(200);
      const caro = (await agent.post(EXTRAS).send({ nombre: 'Suite', precio: 99_999_999.99, cobro: 'unico' }).expect(201)).body.extra;
      const casos: Array<[Record<string, unknown>, string]> = [
        [{ reserva_id: id }, MSG_CUENTA.cargoSinTipo],
        [{ reserva_id: id, extra_id: 999 }, extraInexistenteMessage(999)],
        [{ reserva_id: id, extra_id: retirado.id }, extraRetiradoMessage('Kayak')],
        [{ reserva_id: id, extra_id: lena.id, noches: 2 }, extraUnicoSinNochesMessage('Leña')],
        [{ reserva_id: id, extra_id: persona.id, noches: 4 }, nochesExcedenEstadiaMessage(3)],
        [{ reserva_id: id, extra_id: lena.id, cantidad: 0 }, 'El campo cantidad debe ser mayor o igual a 1'],
        [{ reserva_id: id, extra_id: lena.id, cantidad: 100 }, 'El campo cantidad debe ser menor o igual a 99'],
        [{ reserva_id: id, extra_id: caro.id, cantidad: 2 }, cargoExcesivoMessage(ars(199_999_999.98), '$ 99.999.999,99')],
        [{ reserva_id: id, extra_id: lena.id, monto: 5 }, MSG_CUENTA.cargoExtraConConcepto],
        [{ reserva_id: id, concepto: 'Vaso' }, MSG_CUENTA.cargoManualSinMonto],
        [{ reserva_id: id, monto: 5 }, MSG_CUENTA.cargoManualSinConcepto],
        [{ reserva_id: id, concepto: 'Vaso', monto: -5 }, 'El campo monto debe ser mayor a 0'],
        [{ reserva_id: id, concepto: 'Vaso', monto: 0 }, 'El campo monto debe ser mayor a 0'],
        [{ reserva_id: id, concepto: 'Vaso', monto: 100_000_000 }, 'El campo monto no puede superar $ 99.999.999,99'],
        [{ reserva_id: id, concepto: 'Vaso', monto: 'mucho' }, 'El campo monto debe ser un número'],
        [{ reserva_id: id, concepto: 'x'.repeat(121), monto: 5 }, 'El campo concepto no puede superar los 120 caracteres'],
        [{ reserva_id: id, concepto: 'Vaso', monto: 5, propina: 1 }, 'El campo propina no es un campo del cargo'],
      ];
      for (const [body, message] of casos) {
        await sinCambios(id, async () => expect((await cargo(body).expect(400)).body).toEqual(refusal(message)));
      }
      expect((await cargo({ reserva_id: 999999, concepto: 'Vaso', monto: 5 }).expect(404)).body).toEqual(refusal(MSG.pagoReservaInexistente));
    });

    it('a discount with its reason, in pesos or as a percentage of the charges', async () => {
      const id = await nuevaReserva();
      await cargo({ reserva_id: id, extra_id: lena.id, cantidad: 2 }).expect(201);
      const res = await descuento({ reserva_id: id, motivo: 'Cliente frecuente', porcentaje: 10 }).expect(201);
      expect(res.body).toMatchObject({ success: true, message: MSG_CUENTA.descuentoAplicado, reserva: { monto_total: 104400, descuento: 11600 } });
      await descuento({ reserva_id: id, motivo: 'Llegó sin agua caliente', monto: 4400 }).expect(201);
      const c = await cuenta(id);
      expect(c.lineas.filter((l) => l.tipo === 'descuento').map((l) => [l.monto, l.porcentaje, l.motivo, l.de_la_reserva])).toEqual([
        [11600, 10, 'Cliente frecuente', false],
        [4400, null, 'Llegó sin agua caliente', false],
      ]);
      expect(c.totales).toMatchObject({ cargos: 116000, descuentos: 16000, total: 100000, monto_total: 100000 });
    });

    it('refuses bad discounts: no reason, both or neither, above the total, below what was paid', async () => {
      const id = await nuevaReserva();
      await pagar(id, 60000);
      const casos: Array<[Record<string, unknown>, string]> = [
        [{ reserva_id: id, monto: 1000 }, 'El campo motivo es obligatorio'],
        [{ reserva_id: id, motivo: '   ', monto: 1000 }, 'El campo motivo es obligatorio'],
        [{ reserva_id: id, motivo: 'x' }, MSG_CUENTA.descuentoMontoOPorcentaje],
        [{ reserva_id: id, motivo: 'x', monto: 1, porcentaje: 1 }, MSG_CUENTA.descuentoMontoOPorcentaje],
        [{ reserva_id: id, motivo: 'x', porcentaje: 0 }, 'El campo porcentaje debe ser mayor o igual a 1'],
        [{ reserva_id: id, motivo: 'x', porcentaje: 101 }, 'El campo porcentaje debe ser menor o igual a 100'],
        [{ reserva_id: id, motivo: 'x', monto: -10 }, 'El campo monto debe ser mayor a 0'],
        [{ reserva_id: id, motivo: 'x', monto: 100000.01 }, descuentoExcedeTotalMessage(ars(100000.01), ars(100000))],
        [{ reserva_id: id, motivo: 'x', monto: 40000.01 }, totalBajoPagadoMessage('Con ese descuento', ars(59999.99), ars(60000))],
        [{ reserva_id: id, motivo: 'x', porcentaje: 50 }, totalBajoPagadoMessage('Con ese descuento', ars(50000), ars(60000))],
      ];
      for (const [body, message] of casos) {
        await sinCambios(id, async () => expect((await descuento(body).expect(400)).body).toEqual(refusal(message)));
      }
      await descuento({ reserva_id: id, motivo: 'Cumpleaños', monto: 40000 }).expect(201);
      expect(await reserva(id)).toMatchObject({ monto_total: 60000, saldo: 0, estado_pago: 'completo' });
    });

    it('removes a charge or a discount (confirmed on screen); never the lodging, never below what was paid', async () => {
      const id = await nuevaReserva();
      const conLena = (await cargo({ reserva_id: id, extra_id: lena.id, cantidad: 2 }).expect(201)).body.id;
      const vaso = (await cargo({ reserva_id: id, concepto: 'Vaso', monto: 3000 }).expect(201)).body.id;
      const desc = (await descuento({ reserva_id: id, motivo: 'Promo', monto: 5000 }).expect(201)).body.id;
      await pagar(id, 110000);
      const [alojamiento] = (await cuenta(id)).lineas;
      await sinCambios(id, async () => expect((await agent.delete(`${LINEAS}?id=${alojamiento.id}`).expect(400)).body).toEqual(refusal(MSG_CUENTA.alojamientoNoSeQuita)));
      // 100.000 + 16.000 + 3.000 − 5.000 = 114.000; without the leña 98.000, less than the 110.000 paid.
      await sinCambios(id, async () =>
        expect((await agent.delete(`${LINEAS}?id=${conLena}`).expect(400)).body).toEqual(
          refusal(totalBajoPagadoMessage('Sin ese cargo', ars(98000), ars(110000))),
        ),
      );
      const quitado = await agent.delete(`${LINEAS}?id=${vaso}`).expect(200);
      expect(quitado.body).toMatchObject({ success: true, message: MSG_CUENTA.cargoQuitado, reserva: { id, monto_total: 111000 } });
      const sinDescuento = await agent.delete(`${LINEAS}?id=${desc}`).expect(200);
      expect(sinDescuento.body).toMatchObject({ message: MSG_CUENTA.descuentoQuitado, reserva: { monto_total: 116000, descuento: 0 } });
      expect((await agent.delete(`${LINEAS}?id=${desc}`).expect(404)).body).toEqual(refusal(MSG_CUENTA.lineaCuentaNoEncontrada));
      expect((await agent.delete(`${LINEAS}?id=abc`).expect(400)).body).toEqual(refusal('El campo id debe ser un número entero'));
      expect(lineas(await cuenta(id))).toEqual([
        ['alojamiento', 'Alojamiento', 100000],
        ['extra', 'Leña', 16000],
      ]);
    });

    it('a cancelled stay keeps its lines and takes none; made live again, its total is its account\'s', async () => {
      const id = await nuevaReserva();
      const linea = (await cargo({ reserva_id: id, extra_id: lena.id }).expect(201)).body.id;
      await pagar(id, 20000);
      await agent.post(`${RESERVAS}/cancelar`).send({ id, motivo: 'clima', dinero: 'conservar' }).expect(200);
      const cancelada = await cuenta(id);
      expect(cancelada.totales).toMatchObject({ cargos: 108000, total: 108000, monto_total: 20000, pagado: 20000, saldo: 0 });
      const rechazo = refusal(MSG_CUENTA.cuentaReservaCancelada);
      await sinCambios(id, async () => {
        expect((await cargo({ reserva_id: id, extra_id: lena.id }).expect(400)).body).toEqual(rechazo);
        expect((await cargo({ reserva_id: id, concepto: 'Vaso', monto: 1 }).expect(400)).body).toEqual(rechazo);
        expect((await descuento({ reserva_id: id, motivo: 'x', monto: 1 }).expect(400)).body).toEqual(rechazo);
        expect((await agent.delete(`${LINEAS}?id=${linea}`).expect(400)).body).toEqual(rechazo);
        // The spec's PUT: echoing the stay back changes nothing; a new discount on it is refused.
        const r = await reserva(id);
        await agent.put(RESERVAS).send({ id, monto_total: r.monto_total, descuento: r.descuento, observaciones: 'eco' }).expect(200);
        expect((await agent.put(RESERVAS).send({ id, descuento: 500 }).expect(400)).body).toEqual(rechazo);
      });
      // The database refuses it too, whoever writes.
      await expect(
        t.dataSource.query(`INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto) VALUES ($1, 'manual', 'x', 1)`, [id]),
      ).rejects.toMatchObject({ constraint: 'cuenta_reserva_cancelada' });
      await agent.put(RESERVAS).send({ id, estado: 'activa' }).expect(200);
      expect((await cuenta(id)).totales).toMatchObject({ total: 108000, monto_total: 108000, pagado: 20000, saldo: 88000 });
    });
  });

  describe('clients that know no lines (the spec\'s POST and PUT reservas)', () => {
    it('PUT {monto_total}: the lodging becomes what makes the total the amount sent, with who and when', async () => {
      const id = await nuevaReserva({ monto_total: 90000, descuento: 10000 });
      await cargo({ reserva_id: id, extra_id: lena.id, cantidad: 2 }).expect(201);
      // The spec's path, as the original front end sends it.
      const res = await agent.put(`${RESERVAS}.php`).send({ id, monto_total: 150000 }).expect(200);
      expect(res.body.reserva).toMatchObject({ monto_total: 150000, descuento: 10000, cargos_adicionales: 16000 });
      const c = await cuenta(id);
      expect(lineas(c)).toEqual([
        ['alojamiento', 'Alojamiento', 144000],
        ['extra', 'Leña', 16000],
        ['descuento', 'Descuento', 10000],
      ]);
      expect(c.lineas[0].ajustado_por).toBe(TEST_ADMIN.usuario);
      expect(Date.now() - new Date(c.lineas[0].ajustado_at!).getTime()).toBeLessThan(60_000);
      expect(c.totales.total).toBe(150000);
    });

    it('PUT {descuento}: the stay\'s own discount line takes it and the total follows; with monto_total, the total is the one sent', async () => {
      const id = await nuevaReserva({ monto_total: 90000, descuento: 10000 });
      await descuento({ reserva_id: id, motivo: 'Promo', monto: 5000 }).expect(201);
      // The stay's `descuento` is every discount (15.000): the old client sends 20.000, the stay's own line grows 5.000.
      expect((await agent.put(RESERVAS).send({ id, descuento: 20000 }).expect(200)).body.reserva).toMatchObject({ monto_total: 80000, descuento: 20000 });
      let c = await cuenta(id);
      expect(c.lineas.filter((l) => l.tipo === 'descuento').map((l) => [l.monto, l.de_la_reserva])).toEqual([
        [15000, true],
        [5000, false],
      ]);
      // Both at once, as the edit form sends them: the total is what was sent, the lodging takes the rest.
      expect((await agent.put(RESERVAS).send({ id, monto_total: 95000, descuento: 5000 }).expect(200)).body.reserva).toMatchObject({
        monto_total: 95000,
        descuento: 5000,
      });
      c = await cuenta(id);
      expect(lineas(c)).toEqual([
        ['alojamiento', 'Alojamiento', 100000],
        ['descuento', 'Descuento', 5000],
      ]);
      // The stay's own discount line went to 0 and is gone; a discount written again on a stay without one comes back.
      await agent.put(RESERVAS).send({ id, descuento: 8000 }).expect(200);
      c = await cuenta(id);
      expect(c.lineas.find((l) => l.de_la_reserva)).toMatchObject({ monto: 3000, motivo: 'Indicado al editar la reserva' });
      expect(c.totales).toMatchObject({ descuentos: 8000, total: 92000 });
    });

    it('Reserva Rápida {monto_total, descuento}: the amount sent, as lodging and discount', async () => {
      const res = await agent
        .post('/api/endpoints/reserva-rapida')
        .send({
          cliente: { documento: '30999888', nombre: 'Luz', apellido: 'Sosa', telefono: '2664111222' },
          reserva: {
            tipo_hospedaje_id: 1,
            hospedaje_id: cabanas.get(5)!.id,
            fecha_entrada: day(60),
            fecha_salida: day(62),
            cantidad_personas: 2,
            monto_total: 45000,
            descuento: 5000,
          },
        })
        .expect(201);
      expect(lineas(await cuenta(res.body.id))).toEqual([
        ['alojamiento', 'Alojamiento', 50000],
        ['descuento', 'Descuento', 5000],
      ]);
    });

    it('refuses what the account cannot take: a total below the extras less the discounts, a discount below the account\'s', async () => {
      const id = await nuevaReserva();
      await cargo({ reserva_id: id, extra_id: persona.id }).expect(201); // 36.000
      await descuento({ reserva_id: id, motivo: 'Promo', monto: 6000 }).expect(201);
      await sinCambios(id, async () => {
        expect((await agent.put(RESERVAS).send({ id, monto_total: 29999 }).expect(400)).body).toEqual(refusal(montoMenorQueCargosMessage(ars(30000))));
        expect((await agent.put(RESERVAS).send({ id, descuento: 5000 }).expect(400)).body).toEqual(refusal(descuentoMenorQueCuentaMessage(ars(6000))));
        expect((await agent.put(RESERVAS).send({ id, descuento: 136001 }).expect(400)).body).toEqual(
          refusal(descuentoExcedeTotalMessage(ars(136001), ars(136000))),
        );
      });
      await pagar(id, 100000);
      await sinCambios(id, async () => {
        expect((await agent.put(RESERVAS).send({ id, descuento: 40000 }).expect(400)).body).toEqual(refusal(montoMenorQuePagadoMessage(ars(100000))));
      });
      // The least total is accepted: the lodging at 0.
      await agent.put(RESERVAS).send({ id, monto_total: 100000 }).expect(200);
      expect((await cuenta(id)).totales).toMatchObject({ alojamiento: 70000, total: 100000 });
    });

    it('a total above what numeric(12,2) holds is a Spanish 400, not a 500', async () => {
      const id = await nuevaReserva();
      await agent.put(RESERVAS).send({ id, monto_total: 9_999_999_999 }).expect(200);
      await sinCambios(id, async () =>
        expect((await cargo({ reserva_id: id, concepto: 'Vaso', monto: 5 }).expect(400)).body).toEqual(refusal(MSG_CUENTA.cuentaTotalExcesivo)),
      );
    });
  });

  describe('the invariant lives in PostgreSQL', () => {
    it('monto_total is charges less discounts whoever writes: lines or the amount straight in SQL', async () => {
      const id = await nuevaReserva();
      await t.dataSource.query(`INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto) VALUES ($1, 'manual', 'Kayak', 7000)`, [id]);
      expect(await reserva(id)).toMatchObject({ monto_total: 107000, cargos_adicionales: 7000 });
      await t.dataSource.query(`UPDATE reservas SET monto_total = 120000 WHERE id = $1`, [id]);
      expect(lineas(await cuenta(id))).toEqual([
        ['alojamiento', 'Alojamiento', 113000],
        ['manual', 'Kayak', 7000],
      ]);
      await expect(t.dataSource.query(`DELETE FROM cuenta_lineas WHERE reserva_id = $1 AND tipo = 'alojamiento'`, [id])).rejects.toMatchObject({
        constraint: 'cuenta_alojamiento_no_se_quita',
      });
      await expect(t.dataSource.query(`UPDATE reservas SET monto_total = 1 WHERE id = $1`, [id])).rejects.toMatchObject({
        constraint: 'reservas_alojamiento_no_negativo',
      });
      await expect(
        t.dataSource.query(`INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto) VALUES ($1, 'descuento', 'Sin motivo', 10)`, [id]),
      ).rejects.toMatchObject({ constraint: 'cuenta_lineas_descuento_con_motivo' });
      // A stay deleted takes its lines with it.
      await agent.delete(`${RESERVAS}?id=${id}`).expect(200);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM cuenta_lineas WHERE reserva_id = $1`, [id]))[0].n).toBe(0);
    });

    it('charges and discounts sent at once all count; discounts at once never go below what was paid', async () => {
      const id = await nuevaReserva();
      await Promise.all(Array.from({ length: 10 }, () => cargo({ reserva_id: id, extra_id: lena.id }).expect(201)));
      expect((await reserva(id)).monto_total).toBe(180000);
      await pagar(id, 150000);
      const respuestas = await Promise.all(Array.from({ length: 10 }, () => descuento({ reserva_id: id, motivo: 'Promo', monto: 7000 })));
      expect(respuestas.filter((r) => r.status === 201)).toHaveLength(4);
      expect(respuestas.filter((r) => r.status === 400)).toHaveLength(6);
      expect((await cuenta(id)).totales).toMatchObject({ cargos: 180000, descuentos: 28000, total: 152000, pagado: 150000 });
    });

  });

  it('every line is in the stay\'s history, in Spanish; the statement lists the charges and discounts', async () => {
    const desde = await ultimoHistorial();
    const id = await nuevaReserva();
    await cargo({ reserva_id: id, extra_id: lena.id, cantidad: 2 }).expect(201);
    const desc = (await descuento({ reserva_id: id, motivo: 'Cliente frecuente', porcentaje: 10 }).expect(201)).body.id;
    await agent.delete(`${LINEAS}?id=${desc}`).expect(200);
    await agent.put(EXTRAS).send({ id: lena.id, activo: false }).expect(200);
    const historial = historialPaginaSchema.parse((await agent.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${id}`).expect(200)).body);
    const textos = historial.historial.filter((f) => f.entidad === 'linea_cuenta' && f.id > desde).map((f) => lineaHistorial(f).split(' · ').slice(1).join(' · '));
    expect(textos).toEqual([
      `${TEST_ADMIN.usuario} · quitó el descuento de ${ars(11600)} (motivo: «Cliente frecuente»)`,
      `${TEST_ADMIN.usuario} · aplicó un descuento de ${ars(11600)} (10 % de los cargos; motivo: «Cliente frecuente»)`,
      `${TEST_ADMIN.usuario} · agregó el cargo «Leña» (2 × ${ars(8000)}): ${ars(16000)}`,
    ]);
    // The lodging the booking wrote, and its change by PUT reservas, are told once: by the reservation's own rows.
    await agent.put(RESERVAS).send({ id, monto_total: 120000 }).expect(200);
    const propias = historialPaginaSchema
      .parse((await agent.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${id}`).expect(200)).body)
      .historial.filter((f) => f.id > desde && f.entidad === 'reserva')
      .map((f) => lineaHistorial(f).split(' · ').slice(2).join(' · '));
    expect(propias).toEqual([`cambió el monto total de ${ars(116000)} a ${ars(120000)}`, expect.stringMatching(/^creó la reserva .*\$\s100\.000\)$/)]);
    // The retired extra stays on the stay, with its name and price.
    expect((await cuenta(id)).lineas[1]).toMatchObject({ concepto: 'Leña', precio_unitario: 8000, monto: 16000 });

    const pdf = await agent.get(`/api/endpoints/comprobantes?estado_cuenta=${id}`).buffer(true).parse(binario).expect(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Cargo o descuento');
    expect(text).toContain('Alojamiento');
    expect(text).toContain(`Leña · 2 × ${ars(8000)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`Alojamiento ${ars(104000)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`Cargos: ${ars(120000)}`.replace(/\s+/g, ' '));
  });

  // It takes the migration down and up again on this worker's database (the tables it writes to are emptied before each test).
  it('existing stays get their lines in the migration: the lodging is the amount plus the discount', async () => {
    const viva = await nuevaReserva({ monto_total: 90000, descuento: 10000 });
    const cancelada = await nuevaReserva({ monto_total: 80000 });
    await pagar(cancelada, 20000);
    await agent.post(`${RESERVAS}/cancelar`).send({ id: cancelada, motivo: 'clima', dinero: 'conservar' }).expect(200);
    const desde = await ultimoHistorial();
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new StayCharges1764400000005();
      await migration.down(runner);
      // A stay cancelled before issue 32 kept no earlier amount.
      await runner.query(`UPDATE reservas SET monto_antes_de_cancelar = NULL WHERE id = $1`, [cancelada]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(lineas(await cuenta(viva))).toEqual([
      ['alojamiento', 'Alojamiento', 100000],
      ['descuento', 'Descuento', 10000],
    ]);
    expect((await cuenta(viva)).totales).toMatchObject({ total: 90000, monto_total: 90000 });
    expect(lineas(await cuenta(cancelada))).toEqual([['alojamiento', 'Alojamiento', 20000]]);
    expect((await cuenta(cancelada)).totales).toMatchObject({ total: 20000, monto_total: 20000, saldo: 0 });
    // The backfill writes no history: it is no staff change.
    expect(await ultimoHistorial()).toBe(desde);
  });
});
