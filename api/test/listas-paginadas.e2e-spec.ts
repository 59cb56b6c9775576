/**
 * The paged list calls of the admin screens (GET reservas?page=, GET clientes?page=): filters, search, whitelisted
 * sort with a stable tie-break, the total, and strict parameters; the spec's unpaged calls keep their shape.
 */
import { MSG } from '@camping/contracts/messages';
import { clientesPaginaSchema } from '@camping/contracts/schemas/cliente';
import { reservasPaginaSchema } from '@camping/contracts/schemas/reserva-pagina';
import { type Agent, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const RESERVAS = '/api/endpoints/reservas';
const CLIENTES = '/api/endpoints/clientes';

describe('paged lists (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;

  beforeAll(async () => {
    ({ t, agent, cabanas, dormis } = await iniciarSuite());
  });
  afterAll(() => t.close());

  it.each([`${RESERVAS}?page=1`, `${CLIENTES}.php?page=1`])('%s needs a session', async (path) => {
    const res = await t.http().get(path).expect(401);
    expect(res.body).toEqual({ success: false, error: true, message: MSG.noAutorizado });
  });

  describe('reservas?page=', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      await resetBusinessData(t.dataSource);
      const ana = await crearCliente(agent, { nombre: 'Ana', apellido: 'Pérez', documento: '30111222' });
      const martin = await crearCliente(agent, { nombre: 'Martín', apellido: 'Álvarez', documento: '25999888' });
      const zoe = await crearCliente(agent, { nombre: 'Zoe', apellido: 'Zapata', documento: '33444555' });
      const insert = (r: Parameters<typeof insertarReserva>[1]) => insertarReserva(t.dataSource, r);
      ids = {
        // Two stays with the same entry day: the id breaks the tie.
        a: await insert({ cliente_id: ana.id, hospedaje_id: cabanas.get(1)!.id, tipo_hospedaje_id: 1, fecha_entrada: day(1), fecha_salida: day(3), monto_total: 500 }),
        b: await insert({ cliente_id: martin.id, hospedaje_id: dormis.get(10)!.id, tipo_hospedaje_id: 2, fecha_entrada: day(1), fecha_salida: day(6), monto_total: 900 }),
        c: await insert({ cliente_id: zoe.id, tipo_hospedaje_id: 3, fecha_entrada: day(4), fecha_salida: day(5), monto_total: 100, observaciones: 'Piden cuna' }),
        d: await insert({ cliente_id: ana.id, hospedaje_id: cabanas.get(3)!.id, tipo_hospedaje_id: 1, fecha_entrada: day(9), fecha_salida: day(10), monto_total: 300, estado: 'cancelada' }),
        e: await insert({ cliente_id: martin.id, tipo_hospedaje_id: 4, fecha_entrada: day(-5), fecha_salida: day(-1), monto_total: 2000, cantidad_personas: 20 }),
      };
    });

    const idsOf = (body: { reservas: Array<{ id: number }> }) => body.reservas.map((r) => r.id);

    it('answers the first page by fecha_entrada descending with the total, page and page_size', async () => {
      const res = await agent.get(RESERVAS).query({ page: 1, page_size: 2 }).expect(200);
      expect(reservasPaginaSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ success: true, total: 5, page: 1, page_size: 2 });
      expect(idsOf(res.body)).toEqual([ids.d, ids.c]);
      const full = await agent.get(RESERVAS).expect(200);
      // The rows of a page are exactly the rows of the unpaged list.
      expect(res.body.reservas).toEqual(full.body.slice(0, 2));
    });

    it('walks every page without repeating or losing a row, also on ties', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await agent.get(RESERVAS).query({ page, page_size: 2, sort: 'fecha_entrada' }).expect(200);
        expect(res.body.total).toBe(5);
        seen.push(...idsOf(res.body));
      }
      expect(seen).toEqual([ids.e, ids.a, ids.b, ids.c, ids.d]);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const res = await agent.get(`${RESERVAS}.php`).query({ page: 9, page_size: 2 }).expect(200);
      expect(res.body).toEqual({ success: true, reservas: [], total: 5, page: 9, page_size: 2 });
    });

    it.each([
      ['cliente', ['b', 'e', 'a', 'd', 'c']],
      // d is cancelled with nothing paid: it owes nothing, its amount is $ 0 (issue 32).
      ['-monto_total', ['e', 'b', 'a', 'c', 'd']],
      ['noches', ['c', 'd', 'a', 'e', 'b']],
      ['hospedaje', ['a', 'd', 'b', 'c', 'e']],
      ['estado', ['a', 'b', 'c', 'e', 'd']],
      ['-fecha_salida', ['d', 'b', 'c', 'a', 'e']],
      ['cantidad_personas', ['a', 'b', 'c', 'd', 'e']],
    ])('sorts by %p', async (sort, keys) => {
      const res = await agent.get(RESERVAS).query({ page: 1, page_size: 10, sort }).expect(200);
      expect(idsOf(res.body)).toEqual(keys.map((k) => ids[k]));
    });

    it('filters by lodging type and searches like the unpaged search, counting only the matches', async () => {
      const cabins = await agent.get(RESERVAS).query({ page: 1, tipo_hospedaje_id: 1 }).expect(200);
      expect(cabins.body).toMatchObject({ total: 2, page_size: 50 });
      expect(idsOf(cabins.body)).toEqual([ids.d, ids.a]);

      const perez = await agent.get(RESERVAS).query({ page: 1, search: 'PEREZ' }).expect(200);
      expect(perez.body.total).toBe(2);
      const unpaged = await agent.get(RESERVAS).query({ search: 'PEREZ' }).expect(200);
      expect(perez.body.reservas).toEqual(unpaged.body);

      const both = await agent.get(RESERVAS).query({ page: 1, search: 'alvarez', tipo_hospedaje_id: 4 }).expect(200);
      expect(both.body).toMatchObject({ total: 1 });
      expect(idsOf(both.body)).toEqual([ids.e]);

      const obs = await agent.get(RESERVAS).query({ page: 1, search: 'cuna' }).expect(200);
      expect(idsOf(obs.body)).toEqual([ids.c]);

      const blank = await agent.get(RESERVAS).query({ page: 1, search: '   ' }).expect(200);
      expect(blank.body.total).toBe(5);

      for (const search of ["'; DROP TABLE reservas; --", '%']) {
        const none = await agent.get(RESERVAS).query({ page: 1, search }).expect(200);
        expect(none.body).toEqual({ success: true, reservas: [], total: 0, page: 1, page_size: 50 });
      }
    });

    it.each([
      [{ page: 0 }, 'El campo page debe ser mayor o igual a 1'],
      [{ page: 'x' }, 'El campo page debe ser un número entero'],
      [{ page: '' }, 'El campo page es obligatorio'],
      [{ page: 1, page_size: 201 }, 'El campo page_size debe ser menor o igual a 200'],
      [{ page: 1, page_size: 0 }, 'El campo page_size debe ser mayor o igual a 1'],
      [{ page: 1, tipo_hospedaje_id: 9 }, 'El campo tipo de hospedaje debe ser menor o igual a 4'],
      [{ page: 1, search: 'x'.repeat(101) }, 'El campo search no puede superar los 100 caracteres'],
      [
        { page: 1, sort: 'id; DROP TABLE reservas' },
        'El campo sort debe ser uno de: cliente, hospedaje, fecha_entrada, fecha_salida, noches, cantidad_personas, monto_total, estado (con - delante para orden descendente)',
      ],
      [{ page: 1, estado: 'activa' }, `${MSG.parametrosNoReconocidos}: estado`],
      [{ page: 1, _t: 5, cliente_id: 1 }, `${MSG.parametrosNoReconocidos}: cliente_id`],
    ])('refuses %p in Spanish', async (query, message) => {
      const res = await agent.get(RESERVAS).query(query).expect(400);
      expect(res.body).toEqual({ success: false, error: true, message });
    });

    it('keeps the spec unpaged calls as plain arrays', async () => {
      const all = await agent.get(RESERVAS).expect(200);
      expect(Array.isArray(all.body)).toBe(true);
      expect(all.body).toHaveLength(5);
      const search = await agent.get(RESERVAS).query({ search: 'perez' }).expect(200);
      expect(Array.isArray(search.body)).toBe(true);
    });
  });

  describe('clientes?page=', () => {
    beforeAll(async () => {
      await resetBusinessData(t.dataSource);
      await crearCliente(agent, { nombre: 'Lucía', apellido: 'Benítez', documento: '20.333.444', telefono: '266 412-3456', patente: 'AB123CD' });
      await crearCliente(agent, { nombre: 'martín', apellido: 'álvarez', documento: '25111000', telefono: '2657000111' });
      await crearCliente(agent, { nombre: 'Zoe', apellido: 'Zapata', documento: 'AB123456', telefono: null, patente: 'AA001BB' });
      await crearCliente(agent, { nombre: 'Ana', apellido: 'Álvarez', documento: '27999888', telefono: '' });
    });

    const nombresOf = (body: { clientes: Array<{ nombre: string }> }) => body.clientes.map((c) => c.nombre);

    it('pages the list by apellido like the unpaged list, with the total', async () => {
      const first = await agent.get(CLIENTES).query({ page: 1, page_size: 3 }).expect(200);
      expect(clientesPaginaSchema.parse(first.body)).toEqual(first.body);
      expect(first.body).toMatchObject({ success: true, total: 4, page: 1, page_size: 3 });
      const second = await agent.get(CLIENTES).query({ page: 2, page_size: 3 }).expect(200);
      const all = await agent.get(CLIENTES).expect(200);
      expect([...first.body.clientes, ...second.body.clientes]).toEqual(all.body);
      expect(nombresOf(first.body)).toEqual(['Ana', 'martín', 'Lucía']);
    });

    it.each([
      ['-apellido', ['Zoe', 'Lucía', 'martín', 'Ana']],
      ['nombre', ['Ana', 'Lucía', 'martín', 'Zoe']],
      ['documento', ['Lucía', 'martín', 'Ana', 'Zoe']],
      // Empty phones and plates go last in either direction.
      ['telefono', ['martín', 'Lucía', 'Zoe', 'Ana']],
      ['-patente', ['Lucía', 'Zoe', 'Ana', 'martín']],
      ['-created_at', ['Ana', 'Zoe', 'martín', 'Lucía']],
    ])('sorts by %p', async (sort, nombres) => {
      const res = await agent.get(CLIENTES).query({ page: 1, sort }).expect(200);
      expect(nombresOf(res.body)).toEqual(nombres);
    });

    it('searches like the unpaged search and counts the matches', async () => {
      const res = await agent.get(CLIENTES).query({ page: 1, search: 'ALVAREZ' }).expect(200);
      expect(res.body).toMatchObject({ total: 2 });
      expect(nombresOf(res.body)).toEqual(['Ana', 'martín']);
      const none = await agent.get(CLIENTES).query({ page: 1, search: '_' }).expect(200);
      expect(none.body).toEqual({ success: true, clientes: [], total: 0, page: 1, page_size: 50 });
    });

    it('finds a client by the name an edit gave it (the stored search text follows every write)', async () => {
      const creada = await crearCliente(agent, { nombre: 'Olga', apellido: 'Quiroga', documento: '31222333' });
      await agent
        .put(CLIENTES)
        .query({ id: creada.id })
        .send({ nombre: 'Olga', apellido: 'Ñañez', documento: '31.222.333', telefono: null })
        .expect(200);
      const old = await agent.get(CLIENTES).query({ page: 1, search: 'quiroga' }).expect(200);
      expect(old.body.total).toBe(0);
      const renamed = await agent.get(CLIENTES).query({ page: 1, search: 'NANEZ olga' }).expect(200);
      expect(nombresOf(renamed.body)).toEqual(['Olga']);
      const reservas = await agent.get(RESERVAS).query({ page: 1, search: 'nanez' }).expect(200);
      expect(reservas.body.total).toBe(0);
      await agent.delete(CLIENTES).query({ id: creada.id }).expect(200);
    });

    it('refuses bad parameters in Spanish', async () => {
      const big = await agent.get(CLIENTES).query({ page: 1, page_size: 1000 }).expect(400);
      expect(big.body).toEqual({ success: false, error: true, message: 'El campo page_size debe ser menor o igual a 200' });
      const sort = await agent.get(CLIENTES).query({ page: 1, sort: 'monto_total' }).expect(400);
      expect(sort.body.message).toMatch(/^El campo sort debe ser uno de: apellido, nombre/);
      const unknown = await agent.get(CLIENTES).query({ page: 1, tipo_hospedaje_id: 1 }).expect(400);
      expect(unknown.body).toEqual({ success: false, error: true, message: `${MSG.parametrosNoReconocidos}: tipo_hospedaje_id` });
    });
  });
  describe('totals kept by the database (reservas_totales, clientes_totales)', () => {
    /** The totals the pages answer, next to a count of the rows themselves. */
    async function totals() {
      const page = async (query: Record<string, unknown>) => (await agent.get(RESERVAS).query({ page: 1, page_size: 1, ...query }).expect(200)).body.total;
      const porTipo: number[] = [];
      for (const tipo of [1, 2, 3, 4]) porTipo.push(await page({ tipo_hospedaje_id: tipo }));
      const clientes = (await agent.get(CLIENTES).query({ page: 1, page_size: 1 }).expect(200)).body.total;
      return { reservas: await page({}), porTipo, clientes };
    }
    async function counted() {
      const rows: Array<{ tipo: number; n: number }> = await t.dataSource.query(
        `SELECT t.id AS tipo, (SELECT count(*)::int FROM reservas r WHERE r.tipo_hospedaje_id = t.id) AS n FROM tipos_hospedaje t ORDER BY t.id`,
      );
      const [{ clientes }] = await t.dataSource.query(`SELECT count(*)::int AS clientes FROM clientes`);
      return { reservas: rows.reduce((sum, row) => sum + row.n, 0), porTipo: rows.map((row) => row.n), clientes };
    }

    it('match a count of the rows after every kind of write, and are 0 after emptying the tables', async () => {
      await resetBusinessData(t.dataSource);
      expect(await totals()).toEqual({ reservas: 0, porTipo: [0, 0, 0, 0], clientes: 0 });
      const ana = await crearCliente(agent, { nombre: 'Ana', apellido: 'Totales', documento: '40111222' });
      const bruno = await crearCliente(agent, { nombre: 'Bruno', apellido: 'Totales', documento: '40111333' });
      // Through the API: a cabin stay, moved to a dormi (its type changes), a camping stay, then one deleted.
      const creada = await agent
        .post(RESERVAS)
        .send({ cliente_id: ana.id, hospedaje_id: cabanas.get(2)!.id, tipo_hospedaje_id: 1, fecha_entrada: day(20), fecha_salida: day(22), cantidad_personas: 2, monto_total: 1000 })
        .expect(201);
      await agent.put(RESERVAS).send({ id: creada.body.id, hospedaje_id: dormis.get(4)!.id }).expect(200);
      const camping = await agent
        .post(RESERVAS)
        .send({ cliente_id: bruno.id, tipo_hospedaje_id: 3, fecha_entrada: day(20), fecha_salida: day(21), cantidad_personas: 2, monto_total: 100 })
        .expect(201);
      expect(await totals()).toEqual({ reservas: 2, porTipo: [0, 1, 1, 0], clientes: 2 });
      await agent.delete(RESERVAS).query({ id: camping.body.id }).expect(200);
      // Several rows in one statement each way (statement-level triggers count every row).
      await t.dataSource.query(
        `INSERT INTO reservas (cliente_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas, monto_total, estado, metodo_pago)
         SELECT $1, 3 + i % 2, $2::date + i, $2::date + i + 1, 10, 100, 'activa', 'efectivo' FROM generate_series(1, 5) AS i`,
        [bruno.id, day(30)],
      );
      await t.dataSource.query(`UPDATE reservas SET tipo_hospedaje_id = 4 WHERE tipo_hospedaje_id = 3 AND cliente_id = $1`, [bruno.id]);
      await t.dataSource.query(`DELETE FROM reservas WHERE id IN (SELECT id FROM reservas WHERE tipo_hospedaje_id = 4 LIMIT 2)`);
      await agent.delete(CLIENTES).query({ id: (await crearCliente(agent, { documento: '40111444' })).id }).expect(200);
      const after = await totals();
      expect(after).toEqual(await counted());
      expect(after).toEqual({ reservas: 4, porTipo: [0, 1, 0, 3], clientes: 2 });
      await resetBusinessData(t.dataSource);
      expect(await totals()).toEqual({ reservas: 0, porTipo: [0, 0, 0, 0], clientes: 0 });
    });
  });
});
