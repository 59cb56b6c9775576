/**
 * Stay states as one table (issue 33): PUT reservas and PostgreSQL itself refuse a change of estado the table does not
 * allow, with a 409 naming the state the stay is in; every move a feature makes keeps working.
 */
import { ESTADO_INCOHERENTE_MSG, movimientoEstadiaMessage } from '@camping/contracts/messages-estados';
import { STAY_STATES, isStayMoveAllowed, stayStateOf } from '@camping/contracts/stay-state-moves';
import { reservaSchema } from '@camping/contracts/schemas/reserva';
import { crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';
import { movimientoEstadoRefusal } from '../src/reservas/reserva-write-refusals';

const RESERVAS = '/api/endpoints/reservas';

describe('stay states as one table (issue 33, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  /** A stay of unit `numero` from day `desde` to `hasta`, inserted as stored (so it may begin in the past). */
  async function estadia(numero: number, desde = 0, hasta = 2, estado = 'activa'): Promise<number> {
    const cliente = await crearCliente(agent);
    return insertarReserva(t.dataSource, {
      cliente_id: cliente.id,
      hospedaje_id: cabanas.get(numero)!.id,
      tipo_hospedaje_id: 1,
      fecha_entrada: day(desde),
      fecha_salida: day(hasta),
      monto_total: 50000,
      estado,
    });
  }
  /** A hold from day 3 to 5, through the API. */
  async function prereserva(numero: number): Promise<number> {
    const cliente = await crearCliente(agent);
    const res = await agent
      .post(RESERVAS)
      .send({ cliente_id: cliente.id, hospedaje_id: cabanas.get(numero)!.id, fecha_entrada: day(3), fecha_salida: day(5), cantidad_personas: 2, monto_total: 1000, es_prereserva: true })
      .expect(201);
    return res.body.id;
  }
  const leer = async (id: number) => reservaSchema.parse((await agent.get(`${RESERVAS}?id=${id}`).expect(200)).body.reserva);
  const accion = (que: 'checkin' | 'checkout' | 'no-show', id: number) => agent.post(`${RESERVAS}/${que}`).send({ id });
  const editar = (body: Record<string, unknown>) => agent.put(RESERVAS).send(body);
  const refusal = (message: string) => ({ success: false, message, error: true });

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('a checked-in stay is neither cancelled nor finished by an edit: 409 naming its state, nothing changes', async () => {
    const id = await estadia(1);
    await accion('checkin', id).expect(200);
    const antes = await leer(id);
    for (const estado of ['cancelada', 'finalizada'] as const) {
      const res = await editar({ ...antes, estado }).expect(409);
      expect(res.body).toEqual(refusal(movimientoEstadiaMessage('en_casa', estado)));
    }
    expect(movimientoEstadiaMessage('en_casa', 'cancelada')).toMatch(/^La reserva ya tiene el ingreso registrado .*: no se puede cancelar\./);
    expect(await leer(id)).toEqual(antes);
    // The same state sent back is no move: the rest of the edit applies.
    expect((await editar({ ...antes, observaciones: 'Pidió toallas' }).expect(200)).body.reserva).toMatchObject({ estado: 'activa', observaciones: 'Pidió toallas' });
  });

  it('a checked-out stay or a no-show is not made live again, so its freed nights stay free', async () => {
    const salio = await estadia(1, -2, 0);
    await accion('checkout', salio).expect(200);
    const res = await editar({ id: salio, estado: 'activa' }).expect(409);
    expect(res.body).toEqual(refusal(movimientoEstadiaMessage('salio', 'activa')));
    expect(res.body.message).toContain('cree una reserva nueva');
    expect((await leer(salio)).estado).toBe('finalizada');

    const noVino = await estadia(2);
    await accion('no-show', noVino).expect(200);
    expect((await editar({ id: noVino, estado: 'activa' }).expect(409)).body).toEqual(refusal(movimientoEstadiaMessage('no_show', 'activa')));
    // Its nights were freed by the no-show and can be booked.
    const otra = await crearCliente(agent);
    await agent
      .post(RESERVAS)
      .send({ cliente_id: otra.id, hospedaje_id: cabanas.get(2)!.id, fecha_entrada: day(0), fecha_salida: day(2), cantidad_personas: 2, monto_total: 1000 })
      .expect(201);
  });

  it('a hold becomes activa, never finalizada; a cancelled stay goes back to activa, not straight to finalizada', async () => {
    const hold = await prereserva(1);
    expect((await editar({ id: hold, estado: 'finalizada' }).expect(409)).body).toEqual(refusal(movimientoEstadiaMessage('prereserva', 'finalizada')));
    expect((await editar({ id: hold, estado: 'activa' }).expect(200)).body.reserva).toMatchObject({ estado: 'activa', vence_el: null });

    const cancelada = await estadia(2, 3, 5, 'cancelada');
    expect((await editar({ id: cancelada, estado: 'finalizada' }).expect(409)).body).toEqual(refusal(movimientoEstadiaMessage('cancelada', 'finalizada')));
    const finalizada = await estadia(3, -3, -1, 'finalizada');
    expect((await editar({ id: finalizada, estado: 'cancelada' }).expect(409)).body).toEqual(refusal(movimientoEstadiaMessage('finalizada', 'cancelada')));
  });

  it('keeps every move the features make: confirm, cancel and reactivate, finish by hand and undo, check-in and out', async () => {
    const hold = await prereserva(1);
    expect((await agent.post(`${RESERVAS}/confirmar`).send({ id: hold }).expect(200)).body.reserva.estado).toBe('activa');
    await agent.post(`${RESERVAS}/cancelar`).send({ id: hold, motivo: 'clima' }).expect(200);
    expect((await editar({ id: hold, estado: 'activa' }).expect(200)).body.reserva.estado).toBe('activa');
    expect((await editar({ id: hold, estado: 'cancelada' }).expect(200)).body.reserva.estado).toBe('cancelada');

    const aMano = await estadia(2, -3, 1);
    expect((await editar({ id: aMano, estado: 'finalizada' }).expect(200)).body.reserva.estado).toBe('finalizada');
    expect((await editar({ id: aMano, estado: 'activa' }).expect(200)).body.reserva.estado).toBe('activa');
    await accion('checkin', aMano).expect(200);
    expect((await accion('checkout', aMano).expect(200)).body.reserva).toMatchObject({ estado: 'finalizada', checkout_at: expect.any(String) });

    // A stay finished by hand is checked out from «Hoy», but not checked in nor marked as not shown: its state is in
    // the way (409), not the day.
    const terminada = await estadia(3, 0, 2, 'finalizada');
    for (const [que, hacia] of [['checkin', 'en_casa'], ['no-show', 'no_show']] as const) {
      const res = await accion(que, terminada);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: movimientoEstadiaMessage('finalizada', hacia) });
    }
    await accion('checkout', terminada).expect(200);
  });

  it('PostgreSQL refuses a move outside the table whoever writes, and the API words its refusal', async () => {
    const id = await estadia(1);
    await accion('checkin', id).expect(200);
    const cancelar = t.dataSource.query(`UPDATE reservas SET estado = 'cancelada' WHERE id = $1`, [id]);
    await expect(cancelar).rejects.toMatchObject({ code: 'SM409', constraint: 'reservas_estado_movimiento', detail: 'en_casa>cancelada' });
    expect(movimientoEstadoRefusal(await cancelar.catch((e: unknown) => e))).toBe(movimientoEstadiaMessage('en_casa', 'cancelada'));
    // No undoing a check-in, no check-out that leaves the stay activa, no incoherent new row.
    await expect(t.dataSource.query(`UPDATE reservas SET checkin_at = NULL WHERE id = $1`, [id])).rejects.toMatchObject({ detail: 'en_casa>activa' });
    const sinFinalizar = t.dataSource.query(`UPDATE reservas SET checkout_at = now() WHERE id = $1`, [id]);
    await expect(sinFinalizar).rejects.toMatchObject({ code: 'SM409' });
    expect(movimientoEstadoRefusal(await sinFinalizar.catch((e: unknown) => e))).toBe(ESTADO_INCOHERENTE_MSG);
    const cliente = await crearCliente(agent);
    await expect(
      t.dataSource.query(
        `INSERT INTO reservas (cliente_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas, monto_total, estado, checkin_at)
         VALUES ($1, 3, $2, $3, 2, 1000, 'cancelada', now())`,
        [cliente.id, day(0), day(1)],
      ),
    ).rejects.toMatchObject({ code: 'SM409', detail: '>cancelada' });
    expect((await leer(id)).estado).toBe('activa');
  });

  it("the database's table and states are the contracts' ones", async () => {
    const pairs = STAY_STATES.flatMap((desde) => STAY_STATES.map((hacia) => ({ desde, hacia })));
    const rows: Array<{ desde: string; hacia: string; permitido: boolean }> = await t.dataSource.query(
      `SELECT p.desde, p.hacia, estadia_movimiento_permitido(p.desde, p.hacia) AS permitido
       FROM ROWS FROM (json_to_recordset($1::json) AS (desde text, hacia text)) WITH ORDINALITY AS p(desde, hacia, n) ORDER BY n`,
      [JSON.stringify(pairs)],
    );
    expect(rows).toEqual(pairs.map((p) => ({ ...p, permitido: isStayMoveAllowed(p.desde, p.hacia) })));

    const at = '2030-01-01T12:00:00.000Z';
    const cases = ['pendiente', 'activa', 'finalizada', 'cancelada', 'confirmada'].flatMap((estado) =>
      [null, at].flatMap((checkin_at) => [null, at].flatMap((checkout_at) => [false, true].map((no_show) => ({ estado, checkin_at, checkout_at, no_show })))),
    );
    const estados: Array<{ estado: string | null }> = await t.dataSource.query(
      `SELECT estadia_estado(c.estado, c.checkin_at, c.checkout_at, c.no_show) AS estado
       FROM ROWS FROM (json_to_recordset($1::json) AS (estado text, checkin_at timestamptz, checkout_at timestamptz, no_show boolean))
         WITH ORDINALITY AS c(estado, checkin_at, checkout_at, no_show, n)
       ORDER BY n`,
      [JSON.stringify(cases)],
    );
    expect(estados.map((e) => e.estado)).toEqual(cases.map((c) => stayStateOf(c)));
  });
});
