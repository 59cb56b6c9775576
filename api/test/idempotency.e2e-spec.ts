/**
 * Idempotent writes (issue 33; docs/api.md «Idempotent writes»): a staff write that names an Idempotency-Key is done
 * once per user and key, its retries get its first answer, and the key's row is committed with the write or not at all.
 */
import { randomUUID } from 'node:crypto';
import { CODIGO_OPERACION_EN_PROCESO, MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';
import { IdempotencyPurge } from '../src/idempotency/idempotency-purge';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';

const PAGOS = '/api/endpoints/pagos';
const KEY = 'Idempotency-Key';

describe('idempotent writes (issue 33, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;
  let offset = 0;

  async function nuevaReserva(monto_total = 100000): Promise<number> {
    const cliente = await crearCliente(agent);
    offset += 3;
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({ cliente_id: cliente.id, hospedaje_id: cabanas.get(1)!.id, fecha_entrada: day(offset), fecha_salida: day(offset + 2), cantidad_personas: 2, monto_total })
      .expect(201);
    return res.body.id;
  }
  const pagos = async (reservaId: number): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM pagos WHERE reserva_id = $1`, [reservaId]))[0].n;
  const fila = async (clave: string) =>
    (await t.dataSource.query(`SELECT codigo_http, respuesta FROM claves_idempotencia WHERE clave = $1`, [clave]))[0] as
      | { codigo_http: number | null; respuesta: string | null }
      | undefined;
  /** The row's answer, once the (not awaited) store of an error answer has landed. */
  async function respuestaGuardada(clave: string) {
    for (let i = 0; i < 40; i++) {
      const row = await fila(clave);
      if (row?.codigo_http) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`La clave ${clave} no guardó su respuesta`);
  }

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    offset = 0;
  });
  afterAll(() => t.close());

  it('answers a retried payment with its first answer, status and body, and records it once', async () => {
    const id = await nuevaReserva();
    const clave = randomUUID();
    const body = { reserva_id: id, monto: 15000, metodo_pago: 'efectivo' };
    const first = await agent.post(PAGOS).set(KEY, clave).send(body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await agent.post(PAGOS).set(KEY, clave).send(body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await pagos(id)).toBe(1);
    expect(await fila(clave)).toEqual({ codigo_http: 201, respuesta: JSON.stringify(first.body) });
  });

  it('keeps working for clients that send no key: each request is its own write', async () => {
    const id = await nuevaReserva();
    const body = { reserva_id: id, monto: 1000, metodo_pago: 'efectivo' };
    await agent.post(PAGOS).send(body).expect(201);
    await agent.post(PAGOS).send(body).expect(201);
    expect(await pagos(id)).toBe(2);
  });

  it('refuses the same key for another request with a Spanish 422, and writes nothing', async () => {
    const id = await nuevaReserva();
    const clave = randomUUID();
    await agent.post(PAGOS).set(KEY, clave).send({ reserva_id: id, monto: 1000, metodo_pago: 'efectivo' }).expect(201);
    for (const [path, monto] of [[PAGOS, 2000], ['/api/endpoints/reembolsos', 1000]] as const) {
      const res = await agent.post(path).set(KEY, clave).send({ reserva_id: id, monto, metodo_pago: 'efectivo' }).expect(422);
      expect(res.body).toEqual({ success: false, message: MSG_IDEMPOTENCIA.claveDeOtraSolicitud, error: true });
    }
    expect(await pagos(id)).toBe(1);
  });

  it('refuses a malformed key with a Spanish 400 before the write runs', async () => {
    const id = await nuevaReserva();
    for (const clave of ['x'.repeat(256), 'clave con ñ']) {
      const res = await agent.post(PAGOS).set(KEY, clave).send({ reserva_id: id, monto: 1000, metodo_pago: 'efectivo' }).expect(400);
      expect(res.body).toEqual({ success: false, message: MSG_IDEMPOTENCIA.claveInvalida, error: true });
    }
    expect(await pagos(id)).toBe(0);
  });

  it('leaves the key free when the write was refused before committing: the corrected retry is done', async () => {
    const id = await nuevaReserva(10000);
    const clave = randomUUID();
    const excede = { reserva_id: id, monto: 20000, metodo_pago: 'efectivo' };
    await agent.post(PAGOS).set(KEY, clave).send(excede).expect(400);
    const again = await agent.post(PAGOS).set(KEY, clave).send(excede).expect(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await fila(clave)).toBeUndefined();
    await agent.post(PAGOS).set(KEY, clave).send({ ...excede, monto: 5000 }).expect(201);
    expect(await pagos(id)).toBe(1);
  });

  it('does one of 12 simultaneous requests with the same key; the others replay it or say it is in progress', async () => {
    const id = await nuevaReserva();
    const clave = randomUUID();
    const body = { reserva_id: id, monto: 1000, metodo_pago: 'efectivo' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => agent.post(PAGOS).set(KEY, clave).send(body)));
    expect(await pagos(id)).toBe(1);
    const done = answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === undefined);
    expect(done).toHaveLength(1);
    for (const a of answers.filter((x) => !done.includes(x))) {
      if (a.status === 201) expect(a.body).toEqual(done[0].body);
      else {
        expect(a.status).toBe(409);
        expect(a.body).toMatchObject({ message: MSG_IDEMPOTENCIA.operacionEnProceso, codigo: CODIGO_OPERACION_EN_PROCESO });
        expect(a.headers['retry-after']).toBe('2');
      }
    }
  });

  it("keeps each user's keys apart", async () => {
    const id = await nuevaReserva();
    const clave = randomUUID();
    const body = { reserva_id: id, monto: 1000, metodo_pago: 'efectivo' };
    await agent.post(PAGOS).set(KEY, clave).send(body).expect(201);
    const maria = await agenteRecepcion(t, 'maria-idempotencia');
    const suyo = await maria.post(PAGOS).set(KEY, clave).send(body).expect(201);
    expect(suyo.headers['idempotent-replayed']).toBeUndefined();
    expect(await pagos(id)).toBe(2);
  });

  it('replays the error answer of a write refused after its transaction committed', async () => {
    const clave = randomUUID();
    const first = await agent.delete(`${PAGOS}?id=999999`).set(KEY, clave).expect(404);
    expect(await respuestaGuardada(clave)).toEqual({ codigo_http: 404, respuesta: JSON.stringify(first.body) });
    const again = await agent.delete(`${PAGOS}?id=999999`).set(KEY, clave).expect(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it("leaves the key to the write's own transaction: an edit refused after the hold check keeps it free", async () => {
    const primera = await nuevaReserva();
    const segunda = await nuevaReserva();
    const clave = randomUUID();
    // The edit's transaction runs after one of its own that cancels the stay if it were an expired hold (runApart).
    const edit = { id: segunda, fecha_entrada: day(3), fecha_salida: day(5) };
    await agent.put('/api/endpoints/reservas').set(KEY, clave).send(edit).expect(409);
    expect(await fila(clave)).toBeUndefined();
    await agent.delete(`/api/endpoints/reservas?id=${primera}`).expect(200);
    const moved = await agent.put('/api/endpoints/reservas').set(KEY, clave).send(edit).expect(200);
    expect(moved.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores key and answer after a write made outside Transactions.run (a new channel link): once', async () => {
    const clave = randomUUID();
    const body = { hospedaje_id: cabanas.get(2)!.id };
    const first = await agent.post('/api/endpoints/canales/regenerar').set(KEY, clave).send(body).expect(200);
    const again = await agent.post('/api/endpoints/canales/regenerar').set(KEY, clave).send(body).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const canales = (await agent.get('/api/endpoints/canales').expect(200)).body.canales as Array<{ hospedaje_id: number; url_exportacion: string }>;
    // The unit's link is the first answer's (supertest's port changes at every call: compared by path).
    const path = (url: string | undefined) => new URL(url ?? 'http://x/').pathname;
    expect(path(canales.find((c) => c.hospedaje_id === body.hospedaje_id)?.url_exportacion)).toBe(path(first.body.canal.url_exportacion));
  });

  it('takes the key on the .php spellings too, whatever their cache-buster _t', async () => {
    const id = await nuevaReserva();
    const clave = randomUUID();
    const first = await agent.delete(`/api/endpoints/reservas.php?id=${id}&_t=1`).set(KEY, clave).expect(200);
    const again = await agent.delete(`/api/endpoints/reservas.php?id=${id}&_t=2`).set(KEY, clave).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('says a key without answer is in progress while its request may still answer, then that it was recorded', async () => {
    const clave = randomUUID();
    const id = await nuevaReserva();
    const body = { reserva_id: id, monto: 1000, metodo_pago: 'efectivo' };
    await agent.post(PAGOS).set(KEY, clave).send(body).expect(201);
    // As if the process had stopped between the commit and storing the answer.
    await t.dataSource.query(`UPDATE claves_idempotencia SET codigo_http = NULL, respuesta = NULL WHERE clave = $1`, [clave]);
    const young = await agent.post(PAGOS).set(KEY, clave).send(body).expect(409);
    expect(young.body).toEqual({ success: false, message: MSG_IDEMPOTENCIA.operacionEnProceso, codigo: CODIGO_OPERACION_EN_PROCESO, error: true });
    expect(young.headers['retry-after']).toBe('2');
    await t.dataSource.query(`UPDATE claves_idempotencia SET created_at = now() - interval '1 hour' WHERE clave = $1`, [clave]);
    const old = await agent.post(PAGOS).set(KEY, clave).send(body).expect(409);
    expect(old.body).toEqual({ success: false, message: MSG_IDEMPOTENCIA.operacionYaRegistrada, error: true });
    expect(await pagos(id)).toBe(1);
  });

  it('ignores the key where there is no session or a password travels: nothing of it is kept', async () => {
    const claves = [randomUUID(), randomUUID()];
    await t.http().post('/api/auth/login').set(KEY, claves[0]).send(TEST_ADMIN).expect(200);
    await agent
      .post('/api/auth/contrasena')
      .set(KEY, claves[1])
      .send({ contrasena_actual: 'no-es-la-actual', contrasena_nueva: 'otra-clave-larga-9' })
      .expect(400);
    for (const clave of claves) expect(await fila(clave)).toBeUndefined();
  });

  it('purges the keys past 24 h on the shared schedule, and an expired key names a new operation', async () => {
    const id = await nuevaReserva();
    const [vieja, nueva] = [randomUUID(), randomUUID()];
    const body = { reserva_id: id, monto: 1000, metodo_pago: 'efectivo' };
    await agent.post(PAGOS).set(KEY, vieja).send(body).expect(201);
    await agent.post(PAGOS).set(KEY, nueva).send(body).expect(201);
    await t.dataSource.query(`UPDATE claves_idempotencia SET created_at = now() - interval '25 hours' WHERE clave = $1`, [vieja]);
    // Past its 24 h a key is gone even before the purge runs.
    const otra = await agent.post(PAGOS).set(KEY, vieja).send(body).expect(201);
    expect(otra.headers['idempotent-replayed']).toBeUndefined();
    expect(await pagos(id)).toBe(3);
    await t.dataSource.query(`UPDATE claves_idempotencia SET created_at = now() - interval '25 hours' WHERE clave = $1`, [vieja]);
    await t.dataSource.query(`DELETE FROM tareas_programadas`);
    expect(await t.app.get(IdempotencyPurge).runIfDue()).toBe('ran');
    expect(await fila(vieja)).toBeUndefined();
    expect(await fila(nueva)).toMatchObject({ codigo_http: 201 });
    expect(await t.app.get(IdempotencyPurge).runIfDue()).toBe('skipped');
  });

  it('holds a row with half an answer or a malformed key out of the table', async () => {
    const [{ id: usuarioId }] = await t.dataSource.query(`SELECT id FROM usuarios WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    const insert = (clave: string, codigo: number | null, respuesta: string | null) =>
      t.dataSource.query(
        `INSERT INTO claves_idempotencia (usuario_id, clave, huella, codigo_http, respuesta) VALUES ($1, $2, sha256('x'), $3, $4)`,
        [usuarioId, clave, codigo, respuesta],
      );
    await expect(insert(randomUUID(), 201, null)).rejects.toMatchObject({ driverError: { constraint: 'claves_idempotencia_respuesta_completa' } });
    await expect(insert('clave\u0001', null, null)).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(insert(randomUUID(), 500, '{}')).rejects.toMatchObject({ driverError: { code: '23514' } });
  });
});
