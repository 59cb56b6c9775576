import { MSG } from '@camping/contracts/messages';
import { createOrResetUser } from '../src/cli/create-user';
import { type Agent, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/hospedajes';

describe('hospedajes and prices (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;
  let clienteId: number;

  const reservar = (hospedajeId: number, entrada: number, salida: number, estado = 'activa', tipo = 1) =>
    insertarReserva(t.dataSource, {
      cliente_id: clienteId,
      hospedaje_id: hospedajeId,
      tipo_hospedaje_id: tipo,
      fecha_entrada: day(entrada),
      fecha_salida: day(salida),
      estado,
    });

  beforeAll(async () => {
    ({ t, agent, cabanas, dormis } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    clienteId = (await crearCliente(agent)).id;
  });
  afterAll(() => t.close());

  it.each([`${URL}?todos_precios`, `${URL}.php?precios_camping`])('%s needs a session', async (path) => {
    const res = await t.http().get(path).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  it('lists types and every unit', async () => {
    const res = await agent.get(URL).expect(200);
    expect(res.body.tipos_hospedaje).toEqual([
      { id: 1, nombre: 'cabaña' },
      { id: 2, nombre: 'dormis' },
      { id: 3, nombre: 'camping' },
      { id: 4, nombre: 'grupos' },
    ]);
    expect(res.body.hospedajes).toHaveLength(22);
    expect(res.body.hospedajes[0]).toEqual({ id: cabanas.get(1)!.id, numero: 1, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' });
    const tipos = await agent.get(`${URL}.php?tipos`).expect(200);
    expect(tipos.body).toEqual({ success: true, tipos: res.body.tipos_hospedaje });
  });

  describe('available units', () => {
    const numeros = (body: { hospedajes: Array<{ numero: number }> }) => body.hospedajes.map((h) => h.numero);

    it('excludes booked units, allows a same-day turnover, ignores cancelled stays', async () => {
      await reservar(cabanas.get(1)!.id, 10, 13);
      await reservar(cabanas.get(2)!.id, 12, 20, 'cancelada');
      await reservar(cabanas.get(3)!.id, 5, 10);
      await reservar(dormis.get(0)!.id, 10, 13, 'activa', 2);
      const q = (entrada: number, salida: number, extra = '') =>
        agent.get(`${URL}?${extra}tipo_hospedaje_id=1&fecha_entrada=${day(entrada)}&fecha_salida=${day(salida)}`).expect(200);
      expect(numeros((await q(10, 13)).body)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      expect(numeros((await q(12, 14)).body)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      expect(numeros((await q(13, 15)).body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(numeros((await q(8, 10)).body)).toEqual([1, 2, 4, 5, 6, 7, 8]);
      expect(numeros((await q(9, 11, 'disponibilidad=1&')).body)).toEqual([2, 4, 5, 6, 7, 8]);
      const res = await q(10, 13);
      expect(res.body).toMatchObject({ success: true, message: MSG.hospedajesDisponibles });
      expect(res.body.hospedajes[0]).toEqual({ id: cabanas.get(2)!.id, numero: 2, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' });
      const dorm = await agent.get(`${URL}?tipo_hospedaje_id=2&fecha_entrada=${day(11)}&fecha_salida=${day(12)}`).expect(200);
      expect(numeros(dorm.body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    });

    it('says when nothing is free, and that camping and groups need no unit', async () => {
      for (const [, unidad] of cabanas) await reservar(unidad.id, 1, 3);
      const full = await agent.get(`${URL}?tipo_hospedaje_id=1&fecha_entrada=${day(2)}&fecha_salida=${day(4)}`).expect(200);
      expect(full.body).toEqual({ success: true, hospedajes: [], message: MSG.sinHospedajesDisponibles });
      const camping = await agent.get(`${URL}?tipo_hospedaje_id=3&fecha_entrada=${day(2)}&fecha_salida=${day(4)}`).expect(200);
      expect(camping.body).toEqual({ success: true, hospedajes: [], message: MSG.tipoSinUnidades });
    });

    it.each([
      [`tipo_hospedaje_id=1&fecha_entrada=${day(5)}&fecha_salida=${day(5)}`, MSG.fechaEntradaAnterior],
      [`tipo_hospedaje_id=1&fecha_entrada=${day(5)}`, 'El campo fecha de salida es obligatorio'],
      [`tipo_hospedaje_id=9&fecha_entrada=${day(5)}&fecha_salida=${day(6)}`, 'El campo tipo de hospedaje debe ser menor o igual a 4'],
      [`tipo_hospedaje_id=x&fecha_entrada=${day(5)}&fecha_salida=${day(6)}`, 'El campo tipo de hospedaje debe ser un número entero'],
      [`tipo_hospedaje_id=1&fecha_entrada=2027-13-01&fecha_salida=${day(6)}`, 'El campo fecha de entrada debe ser una fecha válida con formato AAAA-MM-DD'],
      [`disponibilidad=1&fecha_entrada=${day(5)}&fecha_salida=${day(6)}`, 'El campo tipo de hospedaje es obligatorio'],
    ])('refuses ?%s in Spanish', async (qs, message) => {
      const res = await agent.get(`${URL}?${qs}`).expect(400);
      expect(res.body).toEqual({ success: false, message, error: true });
    });
  });

  describe('one unit', () => {
    it('answers whether a unit is free; while editing, its own nights do not count', async () => {
      const unidad = cabanas.get(5)!.id;
      const propia = await reservar(unidad, 10, 13);
      const otra = await reservar(unidad, 13, 16);
      const q = (entrada: number, salida: number, excluir?: number) =>
        agent
          .get(URL)
          .query({ disponibilidad: '', hospedaje_id: unidad, fecha_entrada: day(entrada), fecha_salida: day(salida), ...(excluir ? { excluir_reserva_id: excluir } : {}) })
          .expect(200);
      expect((await q(11, 12)).body).toEqual({ success: true, disponible: false, message: MSG.hospedajeNoDisponible });
      expect((await q(16, 18)).body).toEqual({ success: true, disponible: true, message: MSG.hospedajeDisponible });
      expect((await q(8, 10)).body.disponible).toBe(true);
      expect((await q(9, 12, propia)).body.disponible).toBe(true);
      expect((await q(11, 14, propia)).body.disponible).toBe(false);
      expect((await q(14, 15, otra)).body.disponible).toBe(true);
    });

    it('answers 404 for an unknown unit and 400 for bad input', async () => {
      const missing = await agent.get(`${URL}?disponibilidad&hospedaje_id=99999&fecha_entrada=${day(1)}&fecha_salida=${day(2)}`).expect(404);
      expect(missing.body).toEqual({ success: false, message: MSG.hospedajeInexistente, error: true });
      const bad = await agent.get(`${URL}?disponibilidad&hospedaje_id=1&fecha_entrada=${day(1)}&fecha_salida=${day(2)}&excluir_reserva_id=abc`).expect(400);
      expect(bad.body).toEqual({ success: false, message: 'El campo excluir_reserva_id debe ser un número entero', error: true });
    });
  });

  describe('prices', () => {
    it.each([
      [1, 2, undefined, 46000],
      [1, 1, undefined, 46000],
      [1, 3, 'efectivo', 58000],
      [1, 5, 'transferencia', 70000],
      [2, 2, 'tarjeta', 24000],
      [2, 1, undefined, 24000],
      [2, 4, undefined, 44000],
    ])('type %d, %d people, %p: %d per day', async (tipo, personas, metodo, precio) => {
      const res = await agent
        .get(URL)
        .query({ precio: '', tipo_hospedaje_id: tipo, cantidad_personas: personas, ...(metodo ? { metodo_pago: metodo } : {}) })
        .expect(200);
      expect(res.body).toEqual({ success: true, precio });
    });

    it.each([
      ['precio&tipo_hospedaje_id=1&cantidad_personas=6', 404, MSG.precioNoEncontrado],
      ['precio&tipo_hospedaje_id=3&cantidad_personas=2', 404, MSG.precioNoEncontrado],
      ['precio&tipo_hospedaje_id=4&cantidad_personas=20', 404, MSG.precioNoEncontrado],
      ['precio&tipo_hospedaje_id=1', 400, 'Personas: es obligatorio'],
      ['precio&tipo_hospedaje_id=1&cantidad_personas=0', 400, 'Personas: como mínimo 1'],
      ['precio&tipo_hospedaje_id=1&cantidad_personas=2&metodo_pago=cheque', 400, 'El campo método de pago debe ser efectivo, transferencia o tarjeta'],
      ['precios_camping&metodo_pago=bitcoin', 400, 'El campo método de pago debe ser efectivo, transferencia o tarjeta'],
      ['cantidades_personas', 400, 'El campo tipo de hospedaje es obligatorio'],
      ['todos_precios&orden=1', 400, `${MSG.parametrosNoReconocidos}: orden`],
      ['otra_cosa', 400, `${MSG.parametrosNoReconocidos}: otra_cosa`],
    ])('?%s answers %d %p', async (qs, status, message) => {
      const res = await agent.get(`${URL}?${qs}`).expect(status);
      expect(res.body).toEqual({ success: false, message, error: true });
    });

    it('answers camping prices per payment method', async () => {
      const res = await agent.get(`${URL}?precios_camping`).expect(200);
      expect(res.body).toEqual({ success: true, precios: { base: 5000, adulto: 3000, menor: 1500 } });
      const tarjeta = await agent.get(`${URL}?precios_camping&metodo_pago=tarjeta`).expect(200);
      expect(tarjeta.body.precios).toEqual({ base: 5000, adulto: 3000, menor: 1500 });
    });

    it('says which prices are missing for camping', async () => {
      await t.dataSource.query(`DELETE FROM precios WHERE tipo_tabla = 'camping' AND descripcion = 'menor' AND metodo_pago = 'tarjeta'`);
      try {
        const res = await agent.get(`${URL}?precios_camping&metodo_pago=tarjeta`).expect(404);
        expect(res.body).toEqual({ success: false, message: MSG.faltanPrecios, error: true });
      } finally {
        await t.dataSource.query(
          `INSERT INTO precios (tipo_tabla, tipo_hospedaje_id, descripcion, metodo_pago, precio) VALUES ('camping', 3, 'menor', 'tarjeta', 1500)`,
        );
      }
    });

    it.each([
      [1, [1, 2, 3, 4, 5]],
      [2, [1, 2, 3, 4]],
      [3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
      [4, [10, 15, 20, 25, 30, 35, 40, 45, 50]],
    ])('offers the people counts of type %d', async (tipo, cantidades) => {
      const res = await agent.get(`${URL}?cantidades_personas&tipo_hospedaje_id=${tipo}`).expect(200);
      expect(res.body).toEqual({ success: true, cantidades });
    });

    it('lists every price row', async () => {
      const res = await agent.get(`${URL}?todos_precios`).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.precios).toHaveLength(30);
      expect(res.body.precios[0]).toEqual({
        id: expect.any(Number),
        tipo_tabla: 'camping',
        tipo_hospedaje_id: 3,
        tipo_hospedaje_nombre: 'camping',
        descripcion: 'base',
        cantidad_personas: null,
        metodo_pago: 'efectivo',
        precio: 5000,
      });
      expect(res.body.precios.slice(0, 3).map((p: { descripcion: string; metodo_pago: string }) => `${p.descripcion}/${p.metodo_pago}`)).toEqual([
        'base/efectivo',
        'base/transferencia',
        'base/tarjeta',
      ]);
      expect(res.body.precios[9]).toMatchObject({ tipo_tabla: 'hospedaje', tipo_hospedaje_nombre: 'cabaña', cantidad_personas: 2, metodo_pago: 'efectivo', precio: 46000 });
    });

    describe('PUT hospedajes {id, precio}', () => {
      let precioId: number;
      beforeEach(async () => {
        [{ id: precioId }] = await t.dataSource.query(
          `SELECT id FROM precios WHERE tipo_hospedaje_id = 1 AND cantidad_personas = 2 AND metodo_pago = 'transferencia'`,
        );
      });
      afterEach(() => t.dataSource.query(`UPDATE precios SET precio = 46000 WHERE id = $1`, [precioId]));

      it('lets an admin change a price, which the price call then answers', async () => {
        const res = await agent.put(URL).send({ id: precioId, precio: '48500' }).expect(200);
        expect(res.body).toEqual({
          success: true,
          message: MSG.precioActualizado,
          precio: expect.objectContaining({ id: precioId, precio: 48500, metodo_pago: 'transferencia', cantidad_personas: 2 }),
        });
        const read = await agent.get(`${URL}?precio&tipo_hospedaje_id=1&cantidad_personas=2&metodo_pago=transferencia`).expect(200);
        expect(read.body.precio).toBe(48500);
        const efectivo = await agent.get(`${URL}?precio&tipo_hospedaje_id=1&cantidad_personas=2`).expect(200);
        expect(efectivo.body.precio).toBe(46000);
      });

      it.each([[-1], ['abc'], [null], [''], [1e12]])('refuses precio %p with the spec message', async (precio) => {
        const res = await agent.put(URL).send({ id: precioId, precio }).expect(400);
        expect(res.body).toEqual({ success: false, message: MSG.precioInvalido, error: true });
        const [{ precio: stored }] = await t.dataSource.query(`SELECT precio::float AS precio FROM precios WHERE id = $1`, [precioId]);
        expect(stored).toBe(46000);
      });

      it('answers 404 for an unknown price and 400 without an id', async () => {
        const missing = await agent.put(`${URL}.php`).send({ id: 999999, precio: 1 }).expect(404);
        expect(missing.body).toEqual({ success: false, message: MSG.precioNoEncontrado, error: true });
        const none = await agent.put(URL).send({ precio: 1 }).expect(400);
        expect(none.body).toEqual({ success: false, message: 'El campo id es obligatorio', error: true });
      });

      it('refuses a staff user with 403 and changes nothing; staff still reads prices', async () => {
        await createOrResetUser(t.dataSource, { usuario: 'recepcion', rol: 'recepcion', contrasena: 'clave-recepcion' });
        const staff = t.http;
        const login = await staff().post('/api/auth/login').send({ usuario: 'recepcion', contrasena: 'clave-recepcion' }).expect(200);
        expect(login.body.usuario).toEqual({ usuario: 'recepcion', rol: 'recepcion', debe_cambiar_contrasena: false });
        const cookie = String(login.headers['set-cookie']).split(';')[0];
        const res = await staff().put(URL).set('Cookie', cookie).send({ id: precioId, precio: 1 }).expect(403);
        expect(res.body).toEqual({ success: false, message: MSG.sinPermiso, error: true });
        await staff().get(`${URL}?todos_precios`).set('Cookie', cookie).expect(200);
        const [{ precio }] = await t.dataSource.query(`SELECT precio::float AS precio FROM precios WHERE id = $1`, [precioId]);
        expect(precio).toBe(46000);
      });
    });
  });
});
