import { MSG } from '@camping/contracts/messages';
import { campoDesconocidoClienteMessage } from '@camping/contracts/messages-estados';
import { TELEFONO_MSG } from '@camping/contracts/phone';
import { contar, crearCliente, day, insertarReserva, nuevoDocumento, type Agent } from './helpers/fixtures';
import { resetBusinessData, startTestApp, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/clientes';

describe('clientes (real database)', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await t.loginAgent();
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  describe('without a session', () => {
    it.each([
      ['get', URL],
      ['post', URL],
      ['put', `${URL}?id=1`],
      ['delete', `${URL}?id=1`],
      ['get', `${URL}.php?search=ana`],
    ] as const)('%s %s answers 401 and changes nothing', async (method, path) => {
      const res = await t.http()[method](path).send({ nombre: 'X', apellido: 'Y', documento: '1' }).expect(401);
      expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });
  });

  describe('create', () => {
    it('creates a client, trimming text and storing empty optionals as null', async () => {
      const res = await agent
        .post(URL)
        .send({ nombre: '  Ana ', apellido: 'Pérez', documento: '30111222', telefono: '', modelo_vehiculo: 'Gol', patente: ' AB123CD ' })
        .expect(201);
      expect(res.body).toEqual({
        success: true,
        message: MSG.clienteCreado,
        cliente: {
          id: expect.any(Number),
          nombre: 'Ana',
          apellido: 'Pérez',
          documento: '30111222',
          telefono: null,
          modelo_vehiculo: 'Gol',
          patente: 'AB123CD',
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });
    });

    it('refuses a duplicate documento with 409, also written with dots or spaces', async () => {
      await crearCliente(agent, { documento: '30111222' });
      for (const documento of ['30111222', '30.111.222', '30 111 222']) {
        const res = await agent.post(URL).send({ nombre: 'Otro', apellido: 'Cliente', documento }).expect(409);
        expect(res.body).toEqual({ success: false, message: MSG.documentoDuplicado, error: true });
      }
      expect(await contar(t.dataSource, 'clientes')).toBe(1);
    });

    it.each([
      [{ apellido: 'Pérez', documento: '1' }, 'El campo nombre es obligatorio'],
      [{ nombre: 'Ana', documento: '1' }, 'El campo apellido es obligatorio'],
      [{ nombre: 'Ana', apellido: 'Pérez' }, 'El campo documento es obligatorio'],
      [{ nombre: '   ', apellido: 'Pérez', documento: '1' }, 'El campo nombre es obligatorio'],
      [{ nombre: 42, apellido: 'Pérez', documento: '1' }, 'El campo nombre debe ser un texto'],
      [{ nombre: 'x'.repeat(101), apellido: 'Pérez', documento: '1' }, 'El campo nombre no puede superar los 100 caracteres'],
      [{ nombre: 'Ana', apellido: 'Pérez', documento: '1'.repeat(21) }, 'El campo documento no puede superar los 20 caracteres'],
      [{ nombre: 'Ana', apellido: 'Pérez', documento: "1'; --" }, 'El campo documento solo admite números, letras, puntos y guiones'],
      [{ nombre: 'Ana', apellido: 'Pérez', documento: '...' }, 'El campo documento debe tener al menos un número o una letra'],
      [{ nombre: 'Ana', apellido: 'Pérez', documento: '1', telefono: 'x'.repeat(31) }, 'El campo teléfono no puede superar los 30 caracteres'],
      [{ nombre: 'Ana', apellido: 'Pérez', documento: '1', patente: 123 }, 'El campo patente debe ser un texto'],
      [[1, 2], 'Los datos enviados deben ser un objeto JSON'],
      // Issue 33: a field the client does not have is refused naming it, never dropped in silence.
      [{ nombre: 'Ana', apellido: 'Pérez', documento: '1', email: 'ana@example.com' }, campoDesconocidoClienteMessage('email')],
      [{ nombre: 'Ana', apellido: 'Pérez', documento: '1', id: 7 }, campoDesconocidoClienteMessage('id')],
    ])('refuses %p in Spanish and stores nothing', async (body, message) => {
      const res = await agent.post(URL).send(body as object).expect(400);
      expect(res.body).toEqual({ success: false, message, error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('refuses malformed JSON, a missing body and a huge body with a Spanish 4xx', async () => {
      const bad = await agent.post(URL).set('Content-Type', 'application/json').send('{"nombre": ').expect(400);
      expect(bad.body).toEqual({ success: false, message: MSG.jsonInvalido, error: true });
      const empty = await agent.post(URL).expect(400);
      expect(empty.body).toEqual({ success: false, message: 'Los datos enviados deben ser un objeto JSON', error: true });
      const huge = await agent.post(URL).send({ nombre: 'x'.repeat(200_000), apellido: 'a', documento: '1' }).expect(413);
      expect(huge.body.success).toBe(false);
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('stores text that looks like SQL verbatim', async () => {
      const nombre = "Robert'); DROP TABLE clientes;--";
      const cliente = await crearCliente(agent, { nombre, apellido: '%_\\' });
      const res = await agent.get(URL).expect(200);
      expect(res.body.find((c: { id: number }) => c.id === cliente.id)).toMatchObject({ nombre, apellido: '%_\\' });
    });
  });

  describe('phones (issue 15)', () => {
    it('refuses a phone that is not one and stores nothing', async () => {
      for (const [telefono, message] of [
        ['abc 😀', TELEFONO_MSG.caracteres],
        ['266#4441234', TELEFONO_MSG.caracteres],
        ['12345', TELEFONO_MSG.digitos],
        ['1'.repeat(21), TELEFONO_MSG.digitos],
      ]) {
        const res = await agent.post(URL).send({ nombre: 'Ana', apellido: 'Pérez', documento: nuevoDocumento(), telefono }).expect(400);
        expect(res.body).toEqual({ success: false, message, error: true });
      }
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('stores an accepted phone tidied', async () => {
      const res = await agent
        .post(URL)
        .send({ nombre: 'Ana', apellido: 'Pérez', documento: nuevoDocumento(), telefono: '  +54 ( 266 )   444-1234 ' })
        .expect(201);
      expect(res.body.cliente.telefono).toBe('+54 (266) 444-1234');
    });

    it('still returns a bad phone saved before the rule, and an edit that sends it back unchanged keeps it', async () => {
      const cliente = await crearCliente(agent, { telefono: null });
      await t.dataSource.query(`UPDATE clientes SET telefono = 'abc 😀' WHERE id = $1`, [cliente.id]);
      const list = await agent.get(URL).expect(200);
      expect(list.body.find((c: { id: number }) => c.id === cliente.id).telefono).toBe('abc 😀');

      const body = { nombre: 'Ana María', apellido: 'Pérez', documento: cliente.documento, telefono: 'abc 😀' };
      const kept = await agent.put(`${URL}?id=${cliente.id}`).send(body).expect(200);
      expect(kept.body.cliente).toMatchObject({ nombre: 'Ana María', telefono: 'abc 😀' });

      const changed = await agent.put(`${URL}?id=${cliente.id}`).send({ ...body, telefono: 'abc 😀 2' }).expect(400);
      expect(changed.body.message).toBe(TELEFONO_MSG.caracteres);
      const fixed = await agent.put(`${URL}?id=${cliente.id}`).send({ ...body, telefono: '2664 44-1234' }).expect(200);
      expect(fixed.body.cliente.telefono).toBe('2664 44-1234');
    });
  });

  describe('list and search', () => {
    beforeEach(async () => {
      await crearCliente(agent, { nombre: 'Lucía', apellido: 'Benítez', documento: '20.333.444', telefono: '266 412-3456' });
      await crearCliente(agent, { nombre: 'martín', apellido: 'álvarez', documento: '25111000', telefono: '2657000111' });
      await crearCliente(agent, { nombre: 'Zoe', apellido: 'Zapata', documento: 'AB123456', telefono: null });
      await crearCliente(agent, { nombre: 'Ana', apellido: 'Álvarez', documento: '27999888', telefono: '' });
      await crearCliente(agent, { nombre: 'Test', apellido: 'Cien%', documento: '11111111', telefono: null });
    });

    it('answers one client by id (its detail\'s address, issue 34); an unknown one 404, a malformed one 400', async () => {
      const creado = await crearCliente(agent, { nombre: 'Rosa', apellido: 'Quiroga', documento: '31222333', patente: 'AA111BB' });
      for (const path of [`${URL}?id=${creado.id}`, `${URL}.php?id=${creado.id}`]) {
        const res = await agent.get(path).expect(200);
        expect(res.body).toEqual({ success: true, cliente: expect.objectContaining({ id: creado.id, nombre: 'Rosa', apellido: 'Quiroga', patente: 'AA111BB' }) });
      }
      const missing = await agent.get(`${URL}?id=${creado.id + 1000}`).expect(404);
      expect(missing.body).toEqual({ success: false, message: MSG.clienteNoEncontrado, error: true });
      await agent.get(`${URL}?id=abc`).expect(400);
      // id says one client: another parameter beside it is refused, not silently dropped.
      await agent.get(`${URL}?id=${creado.id}&search=ro`).expect(400);
    });

    it('lists every client by apellido, ignoring accents and case, on both spellings, ignoring _t', async () => {
      for (const path of [URL, `${URL}.php`, `${URL}?_t=${Date.now()}`]) {
        const res = await agent.get(path).expect(200);
        expect(res.body.map((c: { apellido: string; nombre: string }) => `${c.apellido}, ${c.nombre}`)).toEqual([
          'Álvarez, Ana',
          'álvarez, martín',
          'Benítez, Lucía',
          'Cien%, Test',
          'Zapata, Zoe',
        ]);
      }
    });

    it.each([
      ['lucia', ['Lucía']],
      ['ALVAREZ', ['Ana', 'martín']],
      ['Martin Alvarez', ['martín']],
      ['alvarez martin', ['martín']],
      ['  benitez   lucia ', ['Lucía']],
      ['20333444', ['Lucía']],
      ['20.333', ['Lucía']],
      ['ab1234', ['Zoe']],
      ['4123456', ['Lucía']],
      ['412-34', ['Lucía']],
      ['%', ['Test']],
      ['_', []],
      ['nadie', []],
    ])('search %p finds %p', async (search, nombres) => {
      const res = await agent.get(URL).query({ search }).expect(200);
      expect(res.body.map((c: { nombre: string }) => c.nombre)).toEqual(nombres);
    });

    it('treats a blank search as the whole list', async () => {
      const res = await agent.get(`${URL}?search=`).expect(200);
      expect(res.body).toHaveLength(5);
    });

    it('refuses a search above 100 characters and unknown parameters', async () => {
      const long = await agent.get(URL).query({ search: 'x'.repeat(101) }).expect(400);
      expect(long.body).toEqual({ success: false, message: 'El campo search no puede superar los 100 caracteres', error: true });
      const unknown = await agent.get(`${URL}?buscar=ana`).expect(400);
      expect(unknown.body).toEqual({ success: false, message: `${MSG.parametrosNoReconocidos}: buscar`, error: true });
      const twice = await agent.get(`${URL}?search=a&search=b`).expect(400);
      expect(twice.body).toEqual({ success: false, message: 'El campo search debe ser un texto', error: true });
    });
  });

  describe('update', () => {
    it('updates every field and answers the client', async () => {
      const cliente = await crearCliente(agent);
      const res = await agent
        .put(`${URL}?id=${cliente.id}`)
        .send({ nombre: 'Ana María', apellido: 'Pérez', documento: cliente.documento, telefono: '2664000000', modelo_vehiculo: null, patente: '' })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: MSG.clienteActualizado,
        cliente: { id: cliente.id, nombre: 'Ana María', telefono: '2664000000', modelo_vehiculo: null, patente: null },
      });
      const list = await agent.get(URL).expect(200);
      expect(list.body[0].nombre).toBe('Ana María');
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      const body = { nombre: 'A', apellido: 'B', documento: nuevoDocumento() };
      const missing = await agent.put(`${URL}?id=999999`).send(body).expect(404);
      expect(missing.body).toEqual({ success: false, message: MSG.clienteNoEncontrado, error: true });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await agent.put(`${URL}?id=${id}`).send(body).expect(400);
        expect(res.body.message).toMatch(/^El campo id /);
      }
      const none = await agent.put(URL).send(body).expect(400);
      expect(none.body).toEqual({ success: false, message: 'El campo id es obligatorio', error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
    });

    it('refuses to take another client’s documento and changes nothing', async () => {
      const a = await crearCliente(agent, { documento: '30111222' });
      const b = await crearCliente(agent, { nombre: 'Beto' });
      const res = await agent.put(`${URL}?id=${b.id}`).send({ nombre: 'Beto', apellido: 'X', documento: '30-111-222' }).expect(409);
      expect(res.body).toEqual({ success: false, message: MSG.documentoDuplicado, error: true });
      const [row] = await t.dataSource.query('SELECT nombre, apellido, documento FROM clientes WHERE id = $1', [b.id]);
      expect(row).toEqual({ nombre: 'Beto', apellido: 'Pérez', documento: b.documento });
      expect(a.documento).toBe('30111222');
    });
  });

  describe('delete', () => {
    it('deletes a client without reservations', async () => {
      const cliente = await crearCliente(agent);
      const res = await agent.delete(`${URL}.php?id=${cliente.id}`).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.clienteEliminado });
      expect(await contar(t.dataSource, 'clientes')).toBe(0);
      const again = await agent.delete(`${URL}?id=${cliente.id}`).expect(404);
      expect(again.body).toEqual({ success: false, message: MSG.clienteNoEncontrado, error: true });
    });

    it('refuses to delete a client with reservations, even cancelled ones, and deletes nothing', async () => {
      const cliente = await crearCliente(agent);
      await insertarReserva(t.dataSource, {
        cliente_id: cliente.id,
        tipo_hospedaje_id: 3,
        fecha_entrada: day(-10),
        fecha_salida: day(-8),
        estado: 'cancelada',
      });
      const res = await agent.delete(`${URL}?id=${cliente.id}`).expect(409);
      expect(res.body).toEqual({ success: false, message: MSG.clienteConReservas, error: true });
      expect(await contar(t.dataSource, 'clientes')).toBe(1);
      expect(await contar(t.dataSource, 'reservas')).toBe(1);
    });

    it('refuses a bad id in Spanish', async () => {
      const res = await agent.delete(`${URL}?id=undefined`).expect(400);
      expect(res.body).toEqual({ success: false, message: 'El campo id debe ser un número entero', error: true });
    });
  });
});
