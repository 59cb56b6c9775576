import { formatDateTimeAR } from '@camping/contracts/format';
import { MSG, prereservaVencidaMessage } from '@camping/contracts/messages';
import { MSG_ALTA } from '@camping/contracts/messages-estados';
import { PARCELAS_CAMPING } from '@camping/contracts/domain';
import { StaleHoldsSweep } from '../src/reservas/stale-holds-sweep';
import { crearCliente, day, insertarReserva, unidades, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, startTestApp, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/reservas';
const CONFIRMAR = '/api/endpoints/reservas/confirmar';
const HORA = 3600_000;

/** Holds (pre-reservas, issue 16): creation, blocking, expiry at the boundary, confirmation, the list, the sweep. */
describe('pre-reservas (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let clienteId: number;

  const estadia = (extra: Record<string, unknown> = {}) => ({
    cliente_id: clienteId,
    hospedaje_id: cabanas.get(4)!.id,
    fecha_entrada: day(10),
    fecha_salida: day(13),
    cantidad_personas: 4,
    monto_total: 210000,
    ...extra,
  });
  const fila = async (id: number) =>
    (
      await t.dataSource.query(
        `SELECT estado, vence_el, observaciones, extract(epoch from vence_el - now()) AS segundos FROM reservas WHERE id = $1`,
        [id],
      )
    )[0] as { estado: string; vence_el: Date | null; observaciones: string | null; segundos: string | null };
  const crearRetencion = async (extra: Record<string, unknown> = {}) =>
    (await agent.post(URL).send(estadia({ es_prereserva: true, ...extra })).expect(201)).body.id as number;
  /** Moves a hold's expiry relative to the database's clock. */
  const venceEn = (id: number, interval: string) =>
    t.dataSource.query(`UPDATE reservas SET vence_el = now() + $2::interval WHERE id = $1`, [id, interval]);

  beforeAll(async () => {
    t = await startTestApp();
    agent = await t.loginAgent();
    cabanas = await unidades(t.dataSource, 1);
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await t.dataSource.query(`UPDATE configuracion SET horas_prereserva = 24`);
    clienteId = (await crearCliente(agent, { nombre: 'Juan', telefono: '(0266) 15 444-1234' })).id;
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('creates a hold that expires after the hours of Configuración, and reads it with its expiry', async () => {
      const res = await agent.post(URL).send(estadia({ es_prereserva: true })).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.any(Number), message: MSG.prereservaCreada });
      const { body } = await agent.get(`${URL}?id=${res.body.id}`).expect(200);
      expect(body.reserva).toMatchObject({ estado: 'pendiente', vence_el: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
      const ms = new Date(body.reserva.vence_el).getTime() - Date.now();
      expect(ms).toBeGreaterThan(24 * HORA - 60_000);
      expect(ms).toBeLessThanOrEqual(24 * HORA + 1000);

      await t.dataSource.query(`UPDATE configuracion SET horas_prereserva = 2`);
      const otra = await crearRetencion({ hospedaje_id: cabanas.get(5)!.id });
      expect(Number((await fila(otra)).segundos)).toBeCloseTo(2 * 3600, -2);
    });

    it('takes the expiry sent, and refuses one in the past, too far, without es_prereserva or badly written', async () => {
      const vence = new Date(Date.now() + 5 * HORA).toISOString();
      const id = await crearRetencion({ vence_el: vence });
      expect((await fila(id)).vence_el!.toISOString()).toBe(vence);
      const casos: Array<[Record<string, unknown>, string]> = [
        [{ es_prereserva: true, vence_el: new Date(Date.now() - 1000).toISOString() }, MSG.venceElPasado],
        [{ es_prereserva: true, vence_el: new Date(Date.now() + 31 * 24 * HORA).toISOString() }, MSG.venceElLejano],
        [{ vence_el: vence }, MSG_ALTA.venceElSinPrereserva],
        [{ estado: 'pendiente', es_prereserva: false }, MSG_ALTA.prereservaContradictoria],
        [{ es_prereserva: true, estado: 'cancelada' }, MSG.prereservaSoloActiva],
        [{ es_prereserva: 'si' }, 'El campo es_prereserva debe ser true o false'],
        [{ es_prereserva: true, vence_el: 'mañana' }, expect.stringContaining('El campo vence_el debe ser una fecha y hora ISO')],
      ];
      for (const [extra, message] of casos) {
        const res = await agent.post(URL).send(estadia({ hospedaje_id: cabanas.get(6)!.id, ...extra })).expect(400);
        expect(res.body).toEqual({ success: false, message, error: true });
      }
      expect(await t.dataSource.query(`SELECT id FROM reservas WHERE hospedaje_id = $1`, [cabanas.get(6)!.id])).toEqual([]);
    });

    it("creates a hold from estado 'pendiente' exactly as es_prereserva: true does, with its expiry or Configuración's (issue 33)", async () => {
      const vence = new Date(Date.now() + 5 * HORA).toISOString();
      const res = await agent.post(URL).send(estadia({ estado: 'pendiente', vence_el: vence })).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.any(Number), message: MSG.prereservaCreada });
      expect(await fila(res.body.id)).toMatchObject({ estado: 'pendiente', vence_el: new Date(vence) });
      const sinVencimiento = (await agent.post(URL).send(estadia({ hospedaje_id: cabanas.get(5)!.id, estado: 'pendiente' })).expect(201)).body.id;
      expect(Number((await fila(sinVencimiento)).segundos)).toBeCloseTo(24 * 3600, -2);
      // It holds its unit as any hold does, and «Confirmar» makes it a booking.
      const choque = await agent.post(URL).send(estadia({ fecha_entrada: day(11), fecha_salida: day(12) })).expect(409);
      expect(choque.body.message).toBe(MSG.hospedajeNoDisponible);
      expect((await agent.post(CONFIRMAR).send({ id: res.body.id }).expect(200)).body.reserva).toMatchObject({ estado: 'activa', vence_el: null });
      // With a seña it is confirmed in the same transaction, as a hold with es_prereserva is.
      const conSena = await agent.post(URL).send(estadia({ hospedaje_id: cabanas.get(6)!.id, estado: 'pendiente', sena_monto: 50000 })).expect(201);
      expect(conSena.body.message).toBe(MSG.reservaCreada);
      expect(await fila(conSena.body.id)).toMatchObject({ estado: 'activa', vence_el: null });
    });

    it('creates a hold through Reserva Rápida too', async () => {
      const res = await agent
        .post('/api/endpoints/reserva-rapida')
        .send({
          cliente: { documento: '33444555', nombre: 'Sofía', apellido: 'Gómez', telefono: '2664555666' },
          reserva: { tipo_hospedaje_id: 1, hospedaje_id: cabanas.get(2)!.id, fecha_entrada: day(3), fecha_salida: day(5), cantidad_personas: 3, monto_total: 116000, es_prereserva: true },
        })
        .expect(201);
      expect(res.body.message).toBe(MSG.prereservaCreada);
      expect((await fila(res.body.id)).estado).toBe('pendiente');
    });
  });

  describe('expiry', () => {
    it('blocks the unit while valid: one second before its expiry a clashing booking is refused', async () => {
      const hold = await crearRetencion();
      await venceEn(hold, '1 second');
      const res = await agent.post(URL).send(estadia({ fecha_entrada: day(11), fecha_salida: day(12) })).expect(409);
      expect(res.body.message).toBe(MSG.hospedajeNoDisponible);
      expect((await fila(hold)).estado).toBe('pendiente');
    });

    it('frees the unit one second after its expiry, with no sweep: the booking wins and the hold is cancelled with a note', async () => {
      const hold = await crearRetencion({ observaciones: 'Consulta por WhatsApp' });
      await venceEn(hold, '-1 second');
      const { vence_el } = await fila(hold);
      const res = await agent.post(URL).send(estadia({ fecha_entrada: day(11), fecha_salida: day(12) })).expect(201);
      expect(res.body.message).toBe(MSG.reservaCreada);
      const cancelada = await fila(hold);
      expect(cancelada.estado).toBe('cancelada');
      expect(cancelada.observaciones).toBe(
        `${MSG.notaPrereservaVencida} ${formatDateTimeAR(vence_el!.toISOString())}.\nConsulta por WhatsApp`,
      );
    });

    it('leaves expired holds of other units and other dates alone, and the reads ignore them before any sweep', async () => {
      const otraUnidad = await crearRetencion({ hospedaje_id: cabanas.get(5)!.id });
      const otrasFechas = await crearRetencion({ fecha_entrada: day(20), fecha_salida: day(22) });
      const hold = await crearRetencion();
      for (const id of [otraUnidad, otrasFechas, hold]) await venceEn(id, '-1 minute');

      const ocupadas = await agent.get(`${URL}?fecha_entrada=${day(10)}&fecha_salida=${day(13)}&tipo_hospedaje_id=1`).expect(200);
      expect(ocupadas.body).toEqual([]);
      const libres = await agent.get(`/api/endpoints/hospedajes?tipo_hospedaje_id=1&fecha_entrada=${day(10)}&fecha_salida=${day(13)}`).expect(200);
      expect(JSON.stringify(libres.body)).toContain(`"id":${cabanas.get(4)!.id}`);

      await agent.post(URL).send(estadia()).expect(201);
      expect((await fila(hold)).estado).toBe('cancelada');
      expect((await fila(otraUnidad)).estado).toBe('pendiente');
      expect((await fila(otrasFechas)).estado).toBe('pendiente');
    });

    it('lets an edit take the nights of an expired hold, and cancels it', async () => {
      const hold = await crearRetencion();
      const otra = (await agent.post(URL).send(estadia({ hospedaje_id: cabanas.get(5)!.id })).expect(201)).body.id;
      await venceEn(hold, '-1 second');
      await agent.put(URL).send({ id: otra, hospedaje_id: cabanas.get(4)!.id }).expect(200);
      expect((await fila(hold)).estado).toBe('cancelada');
    });

    it('counts no expired hold among the 72 camping plots', async () => {
      const camping = { cliente_id: clienteId, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: day(5), fecha_salida: day(6) };
      for (let i = 0; i < PARCELAS_CAMPING - 1; i += 1) await insertarReserva(t.dataSource, camping);
      const hold = (await agent.post(URL).send({ ...camping, cantidad_personas: 2, monto_total: 11000, es_prereserva: true }).expect(201)).body.id;
      const lleno = await agent.post(URL).send({ ...camping, cantidad_personas: 2, monto_total: 11000 }).expect(409);
      expect(lleno.body.message).toBe(MSG.campingCompleto);
      await venceEn(hold, '-1 second');
      await agent.post(URL).send({ ...camping, cantidad_personas: 2, monto_total: 11000 }).expect(201);
      expect((await fila(hold)).estado).toBe('cancelada');
    });
  });

  describe('confirm', () => {
    it('makes a live hold activa without expiry, once', async () => {
      const hold = await crearRetencion();
      const res = await agent.post(CONFIRMAR).send({ id: hold }).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.prereservaConfirmada, reserva: expect.objectContaining({ id: hold, estado: 'activa', vence_el: null }) });
      const again = await agent.post(`${CONFIRMAR}.php`).send({ id: hold }).expect(409);
      expect(again.body).toEqual({ success: false, message: MSG.noEsPrereserva, error: true });
    });

    it('refuses an expired hold, cancelling it and saying when it expired', async () => {
      const hold = await crearRetencion();
      await venceEn(hold, '-1 second');
      const { vence_el } = await fila(hold);
      const res = await agent.post(CONFIRMAR).send({ id: hold }).expect(409);
      expect(res.body.message).toBe(prereservaVencidaMessage(formatDateTimeAR(vence_el!.toISOString())));
      expect((await fila(hold)).estado).toBe('cancelada');
    });

    it('answers 404, 400 and 401 as every call', async () => {
      expect((await agent.post(CONFIRMAR).send({ id: 999999 }).expect(404)).body.message).toBe(MSG.reservaNoEncontrada);
      expect((await agent.post(CONFIRMAR).send({}).expect(400)).body.message).toBe('El campo id es obligatorio');
      expect((await agent.post(CONFIRMAR).send({ id: 1, estado: 'activa' }).expect(400)).body.message).toBe(
        'El campo estado no es un campo de la reserva',
      );
      expect((await t.http().post(CONFIRMAR).send({ id: 1 }).expect(401)).body.message).toBe(MSG.noAutorizado);
    });
  });

  describe('edit', () => {
    it('extends a hold, accepts the whole hold sent back, and clears the expiry when it becomes activa', async () => {
      const hold = await crearRetencion();
      const vence = new Date(Date.now() + 48 * HORA).toISOString();
      await agent.put(URL).send({ id: hold, vence_el: vence }).expect(200);
      expect((await fila(hold)).vence_el!.toISOString()).toBe(vence);
      const { body } = await agent.get(`${URL}?id=${hold}`).expect(200);
      await agent.put(URL).send({ ...body.reserva, observaciones: 'Pagará el lunes' }).expect(200);
      expect(await fila(hold)).toMatchObject({ estado: 'pendiente', observaciones: 'Pagará el lunes' });
      const activa = await agent.put(URL).send({ id: hold, estado: 'activa' }).expect(200);
      expect(activa.body.reserva).toMatchObject({ estado: 'activa', vence_el: null });
    });

    it('refuses to make a stay a hold, an expiry on a stay, an empty expiry on a hold and a past one', async () => {
      const activa = (await agent.post(URL).send(estadia()).expect(201)).body.id;
      const hold = await crearRetencion({ hospedaje_id: cabanas.get(5)!.id });
      const casos: Array<[Record<string, unknown>, string]> = [
        [{ id: activa, estado: 'pendiente' }, MSG.estadoEditable],
        [{ id: activa, vence_el: new Date(Date.now() + HORA).toISOString() }, MSG.venceElSoloPrereserva],
        [{ id: hold, vence_el: null }, MSG.venceElObligatorio],
        [{ id: hold, vence_el: new Date(Date.now() - HORA).toISOString() }, MSG.venceElPasado],
      ];
      for (const [body, message] of casos) expect((await agent.put(URL).send(body).expect(400)).body.message).toBe(message);
      await agent.put(URL).send({ id: activa, vence_el: null }).expect(200);
    });

    it('says the hold expired when the client still edits it as one', async () => {
      const hold = await crearRetencion();
      await venceEn(hold, '-1 second');
      const res = await agent.put(URL).send({ id: hold, estado: 'pendiente', observaciones: 'x' }).expect(409);
      expect(res.body.message).toMatch(/^La pre-reserva venció el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect((await fila(hold)).estado).toBe('cancelada');
    });
  });

  describe('list', () => {
    it('pages the live holds, and those expiring before today ends', async () => {
      const [{ fin }] = await t.dataSource.query(`SELECT ((now() AT TIME ZONE 'America/Argentina/San_Luis')::date + 1)::timestamp AT TIME ZONE 'America/Argentina/San_Luis' AS fin`);
      const hoy = await crearRetencion();
      await t.dataSource.query(`UPDATE reservas SET vence_el = now() + ($2::timestamptz - now()) / 2 WHERE id = $1`, [hoy, fin]);
      const manana = await crearRetencion({ hospedaje_id: cabanas.get(5)!.id });
      await t.dataSource.query(`UPDATE reservas SET vence_el = $2::timestamptz + interval '1 hour' WHERE id = $1`, [manana, fin]);
      const vencida = await crearRetencion({ hospedaje_id: cabanas.get(6)!.id });
      await venceEn(vencida, '-1 second');
      await agent.post(URL).send(estadia({ hospedaje_id: cabanas.get(7)!.id })).expect(201);

      const ids = async (query: string) => (await agent.get(`${URL}?page=1&${query}`).expect(200)).body.reservas.map((r: { id: number }) => r.id).sort();
      expect(await ids('prereservas=vigentes')).toEqual([hoy, manana].sort());
      expect(await ids('prereservas=vencen_hoy')).toEqual([hoy]);
      expect(await ids('prereservas=vencen_hoy&search=juan')).toEqual([hoy]);
      const res = await agent.get(`${URL}?page=1&prereservas=vencen_hoy`).expect(200);
      expect(res.body).toMatchObject({ total: 1, reservas: [expect.objectContaining({ estado: 'pendiente', vence_el: expect.any(String) })] });
      expect((await agent.get(`${URL}?page=1&prereservas=todas`).expect(400)).body.message).toBe('El campo prereservas debe ser vigentes o vencen_hoy');
    });
  });

  describe('sweep', () => {
    let b: TestApp;
    beforeAll(async () => {
      b = await startTestApp();
    });
    afterAll(() => b.close());
    beforeEach(() => t.dataSource.query(`DELETE FROM tareas_programadas`));

    it('runs once across two instances asking at once, cancelling only expired holds', async () => {
      const vencida = await crearRetencion();
      const viva = await crearRetencion({ hospedaje_id: cabanas.get(5)!.id });
      await venceEn(vencida, '-1 second');
      const outcomes = await Promise.all([t.app.get(StaleHoldsSweep).runIfDue(), b.app.get(StaleHoldsSweep).runIfDue()]);
      expect([...outcomes].sort()).toEqual(['ran', 'skipped']);
      expect((await fila(vencida)).estado).toBe('cancelada');
      expect((await fila(vencida)).observaciones).toMatch(new RegExp(`^${MSG.notaPrereservaVencida} \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\.$`));
      expect((await fila(viva)).estado).toBe('pendiente');
      // Within the minute, neither runs it again.
      expect(await b.app.get(StaleHoldsSweep).runIfDue()).toBe('skipped');
    });
  });
});
