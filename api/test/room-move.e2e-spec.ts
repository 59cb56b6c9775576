/**
 * Issue 13, as an existing front end of the spec sends it: GET by id of a unit and of a reservation, a room move by
 * PUT (the whole reservation sent back, joined fields included), and availability that leaves out the stay being
 * edited. Requests carry the headers and the `.php` paths and `_t` cache busters that client uses.
 */
import { MSG } from '@camping/contracts/messages';
import { type Agent, crearCliente, day, iniciarSuite, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const RESERVAS = '/api/endpoints/reservas.php';
const HOSPEDAJES = '/api/endpoints/hospedajes.php';
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

describe('room moves and reads by id (issue 13)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;
  let cliente: { id: number };

  const crear = async (hospedajeId: number | null, overrides: Record<string, unknown> = {}) => {
    const res = await agent
      .post(RESERVAS)
      .set(JSON_HEADERS)
      .send({
        cliente_id: cliente.id,
        hospedaje_id: hospedajeId,
        fecha_entrada: day(10),
        fecha_salida: day(13),
        cantidad_personas: 2,
        monto_total: 138000,
        estado: 'activa',
        observaciones: '',
        metodo_pago: 'efectivo',
        descuento: 0,
        ...overrides,
      })
      .expect(201);
    return res.body.id as number;
  };
  const leer = async (id: number) => (await agent.get(RESERVAS).query({ id, _t: Date.now() }).set(JSON_HEADERS).expect(200)).body.reserva;
  const unidadEnBase = async (id: number) =>
    (await t.dataSource.query(`SELECT hospedaje_id, tipo_hospedaje_id, monto_total::float AS monto FROM reservas WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    ({ t, agent, cabanas, dormis } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    cliente = await crearCliente(agent, { nombre: 'Ana', apellido: 'Pérez', documento: '30111222', telefono: '2664123456' });
  });
  afterAll(() => t.close());

  describe('GET hospedajes.php?id=N', () => {
    it('answers the unit with its type, so the client can save an edit', async () => {
      const cabana7 = cabanas.get(7)!.id;
      const res = await agent.get(HOSPEDAJES).query({ id: cabana7, _t: Date.now() }).set(JSON_HEADERS).expect(200);
      expect(res.body).toEqual({
        success: true,
        hospedaje: { id: cabana7, numero: 7, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
      });
    });

    it('answers 404 in Spanish for an unknown unit, 400 for a bad id or an extra parameter', async () => {
      expect((await agent.get(`${HOSPEDAJES}?id=99999`).expect(404)).body).toEqual({ success: false, error: true, message: MSG.hospedajeNoEncontrado });
      expect((await agent.get(`${HOSPEDAJES}?id=abc`).expect(400)).body).toEqual({
        success: false,
        error: true,
        message: 'El campo id debe ser un número entero',
      });
      expect((await agent.get(`${HOSPEDAJES}?id=1&tipos`).expect(400)).body).toEqual({
        success: false,
        error: true,
        message: `${MSG.parametrosNoReconocidos}: tipos`,
      });
    });
  });

  describe('GET reservas.php?id=N', () => {
    it('answers the reservation with the joined fields of the list', async () => {
      const id = await crear(cabanas.get(7)!.id, { observaciones: 'Llegan tarde' });
      const res = await agent.get(`${RESERVAS}?id=${id}&_t=${Date.now()}`).set(JSON_HEADERS).expect(200);
      const [enLista] = (await agent.get(RESERVAS).query({ _t: Date.now() }).expect(200)).body;
      expect(res.body).toEqual({ success: true, reserva: enLista });
      expect(res.body.reserva).toMatchObject({
        id,
        numero_hospedaje: 7,
        tipo_hospedaje: 'cabaña',
        tipo_hospedaje_id: 1,
        nombre: 'Ana',
        apellido: 'Pérez',
        documento: '30111222',
        observaciones: 'Llegan tarde',
      });
    });

    it('answers 404 for an unknown reservation and 400 for an extra parameter', async () => {
      expect((await agent.get(`${RESERVAS}?id=424242`).expect(404)).body).toEqual({ success: false, error: true, message: MSG.reservaNoEncontrada });
      expect((await agent.get(`${RESERVAS}?id=1&search=x`).expect(400)).body).toEqual({
        success: false,
        error: true,
        message: `${MSG.parametrosNoReconocidos}: search`,
      });
    });
  });

  describe('PUT reservas.php with hospedaje_id', () => {
    it('moves the stay from cabin 7 to cabin 8 when the client sends the whole reservation back', async () => {
      const id = await crear(cabanas.get(7)!.id);
      const reserva = await leer(id);
      const res = await agent
        .put(RESERVAS)
        .set(JSON_HEADERS)
        .send({ ...reserva, hospedaje_id: cabanas.get(8)!.id })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: MSG.reservaActualizada,
        reserva: { id, hospedaje_id: cabanas.get(8)!.id, numero_hospedaje: 8, tipo_hospedaje_id: 1, monto_total: 138000 },
      });
      expect(await unidadEnBase(id)).toEqual({ hospedaje_id: cabanas.get(8)!.id, tipo_hospedaje_id: 1, monto: 138000 });
    });

    it('moves a cabin stay to a dormi: the type follows the unit, the amount changes only when sent', async () => {
      const id = await crear(cabanas.get(7)!.id);
      const dormi3 = dormis.get(3)!.id;
      const unit = (await agent.get(`${HOSPEDAJES}?id=${dormi3}`).expect(200)).body.hospedaje;
      const res = await agent
        .put(RESERVAS)
        .set(JSON_HEADERS)
        .send({ id, hospedaje_id: dormi3, tipo_hospedaje_id: unit.tipo_hospedaje_id })
        .expect(200);
      expect(res.body.reserva).toMatchObject({ hospedaje_id: dormi3, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis', numero_hospedaje: 3, monto_total: 138000 });
      const priced = await agent.put(RESERVAS).send({ id, monto_total: 72000 }).expect(200);
      expect(priced.body.reserva.monto_total).toBe(72000);
    });

    it('refuses a move onto an occupied unit with the spec 409, and changes nothing', async () => {
      const id = await crear(cabanas.get(7)!.id);
      await crear(cabanas.get(8)!.id, { fecha_entrada: day(12), fecha_salida: day(15) });
      const res = await agent.put(RESERVAS).set(JSON_HEADERS).send({ id, hospedaje_id: cabanas.get(8)!.id }).expect(409);
      expect(res.body).toEqual({ success: false, error: true, message: MSG.hospedajeNoDisponible });
      expect(await unidadEnBase(id)).toMatchObject({ hospedaje_id: cabanas.get(7)!.id });
    });

    it('allows a move with new dates that overlap only the stay itself, and back to back with another', async () => {
      const id = await crear(cabanas.get(7)!.id, { fecha_entrada: day(10), fecha_salida: day(13) });
      await crear(cabanas.get(8)!.id, { fecha_entrada: day(5), fecha_salida: day(11) });
      const res = await agent
        .put(RESERVAS)
        .send({ id, hospedaje_id: cabanas.get(8)!.id, fecha_entrada: day(11), fecha_salida: day(14) })
        .expect(200);
      expect(res.body.reserva).toMatchObject({ numero_hospedaje: 8, fecha_entrada: day(11), fecha_salida: day(14) });
    });

    it('refuses, naming the field, what cannot change, and changes nothing', async () => {
      const id = await crear(cabanas.get(7)!.id, { cantidad_personas: 5 });
      const camping = await crear(null, { tipo_hospedaje_id: 3 });
      const otro = await crearCliente(agent);
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ id, hospedaje_id: dormis.get(1)!.id }, 400, 'La cantidad de personas (5) supera la capacidad del hospedaje (4)'],
        [{ id, hospedaje_id: 99999 }, 400, MSG.hospedajeInexistente],
        [{ id, hospedaje_id: null }, 400, MSG.hospedajeMudanzaObligatorio],
        [{ id, hospedaje_id: cabanas.get(8)!.id, tipo_hospedaje_id: 2 }, 400, MSG.tipoNoCorresponde],
        [{ id, tipo_hospedaje_id: 3 }, 400, MSG.tipoNoCorresponde],
        [{ id, cliente_id: otro.id }, 400, MSG.clienteNoCambia],
        [{ id, numero_hospedaje: 3 }, 400, 'El campo numero_hospedaje no se puede modificar desde la reserva'],
        [{ id, nombre: 'Otra' }, 400, 'El campo nombre no se puede modificar desde la reserva'],
        [{ id, cliente_apellido: 'Gómez' }, 400, 'El campo cliente_apellido no se puede modificar desde la reserva'],
        [{ id, habitacion: 3 }, 400, 'El campo habitacion no es un campo de la reserva'],
        [{ id: camping, hospedaje_id: cabanas.get(8)!.id }, 400, MSG.hospedajeSinMudanza],
        [{ id, hospedaje_id: 'ocho' }, 400, 'El campo hospedaje debe ser un número entero'],
      ];
      for (const [body, status, message] of cases) {
        const res = await agent.put(RESERVAS).set(JSON_HEADERS).send(body);
        expect([res.status, res.body]).toEqual([status, { success: false, error: true, message }]);
      }
      expect(await unidadEnBase(id)).toMatchObject({ hospedaje_id: cabanas.get(7)!.id, tipo_hospedaje_id: 1 });
      expect(await unidadEnBase(camping)).toMatchObject({ hospedaje_id: null, tipo_hospedaje_id: 3 });
    });

    it('accepts the joined fields echoed unchanged, numbers as text included, and a legacy cliente_* spelling', async () => {
      const id = await crear(cabanas.get(7)!.id);
      const reserva = await leer(id);
      const res = await agent
        .put(RESERVAS)
        .set(JSON_HEADERS)
        .send({
          ...reserva,
          cliente_id: String(reserva.cliente_id),
          numero_hospedaje: '7',
          cliente_nombre: 'Ana',
          cliente_apellido: 'Pérez',
          estado: 'finalizada',
        })
        .expect(200);
      expect(res.body.reserva).toMatchObject({ estado: 'finalizada', numero_hospedaje: 7 });
    });

    it('keeps camping and groups without a unit: null repeated is fine', async () => {
      const id = await crear(null, { tipo_hospedaje_id: 4, observaciones: 'Club' });
      const reserva = await leer(id);
      const res = await agent.put(RESERVAS).set(JSON_HEADERS).send({ ...reserva, cantidad_personas: 30 }).expect(200);
      expect(res.body.reserva).toMatchObject({ hospedaje_id: null, tipo_hospedaje_id: 4, cantidad_personas: 30 });
    });
  });

  describe('availability leaving out the stay being edited', () => {
    it('offers the stay its own unit among the free units, on both spellings of the call', async () => {
      const id = await crear(cabanas.get(7)!.id);
      const query = { tipo_hospedaje_id: 1, fecha_entrada: day(11), fecha_salida: day(14) };
      const sinExcluir = await agent.get(HOSPEDAJES).query({ ...query, _t: Date.now() }).expect(200);
      expect(sinExcluir.body.hospedajes.map((h: { numero: number }) => h.numero)).not.toContain(7);
      for (const extra of [{}, { disponibilidad: 1 }]) {
        const res = await agent.get(HOSPEDAJES).query({ ...extra, ...query, excluir_reserva_id: id, _t: Date.now() }).set(JSON_HEADERS).expect(200);
        expect(res.body).toMatchObject({ success: true, message: MSG.hospedajesDisponibles });
        expect(res.body.hospedajes.map((h: { numero: number }) => h.numero)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      }
    });

    it('answers one unit free when only the edited stay holds it', async () => {
      const id = await crear(cabanas.get(7)!.id);
      const res = await agent
        .get(HOSPEDAJES)
        .query({ disponibilidad: '', hospedaje_id: cabanas.get(7)!.id, fecha_entrada: day(12), fecha_salida: day(16), excluir_reserva_id: id, _t: Date.now() })
        .expect(200);
      expect(res.body).toEqual({ success: true, disponible: true, message: MSG.hospedajeDisponible });
    });

    it('leaves the edited stay out of the occupied dates', async () => {
      const id = await crear(cabanas.get(7)!.id);
      const otra = await crear(cabanas.get(7)!.id, { fecha_entrada: day(13), fecha_salida: day(15) });
      const query = { fecha_entrada: day(9), fecha_salida: day(20), hospedaje_id: cabanas.get(7)!.id };
      const todas = await agent.get(RESERVAS).query(query).expect(200);
      expect(todas.body.map((r: { id: number }) => r.id)).toEqual([id, otra]);
      const sinLaEditada = await agent.get(RESERVAS).query({ ...query, excluir_reserva_id: id }).set(JSON_HEADERS).expect(200);
      expect(sinLaEditada.body.map((r: { id: number }) => r.id)).toEqual([otra]);
    });

    it('still refuses unknown parameters and a bad excluir_reserva_id', async () => {
      const typo = await agent.get(`${HOSPEDAJES}?tipo_hospedaje_id=1&fecha_entrada=${day(1)}&fecha_salida=${day(2)}&excluir_reserva=3`).expect(400);
      expect(typo.body).toEqual({ success: false, error: true, message: `${MSG.parametrosNoReconocidos}: excluir_reserva` });
      const bad = await agent.get(`${RESERVAS}?fecha_entrada=${day(1)}&fecha_salida=${day(2)}&excluir_reserva_id=0`).expect(400);
      expect(bad.body).toEqual({ success: false, error: true, message: 'El campo excluir_reserva_id debe ser mayor o igual a 1' });
    });
  });
});
