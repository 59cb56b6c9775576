/**
 * The two-replica suite's outage half (issue 33): two real API processes (api/dist/main.js) on one database, each
 * behind its own address. A payment answered 503 while a lock held its COMMIT is retried with the same key on the
 * other replica and stays one payment; PostgreSQL frozen (SIGSTOP) and thawed under writes gives no 500, every call
 * answers within the statement timeout + 5 s, and no write is lost or doubled. Build first: `npm run build -w api`.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { dropDatabase, recreateDatabase } from '@camping/dev-database/database';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';
import { startFreezablePostgres, type FreezablePostgres } from './helpers/freezable-postgres';
import { assertFreshBuild, createDatabase, queryDatabase, type Replica, startReplica } from './helpers/replicas';
import { TEST_ADMIN } from './helpers/test-app';

const PAGOS = '/api/endpoints/pagos';

interface Answer {
  status: number;
  ms: number;
  replayed: boolean;
  body: { id?: number; message?: string; codigo?: string } | null;
}

/** A call to one replica as the shared client makes it (status 0: no answer at all). */
async function call(replica: Replica, path: string, init: { method?: string; body?: unknown; cookie: string; key?: string }): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(replica.baseUrl + path, {
      method: init.method ?? 'GET',
      headers: {
        Cookie: init.cookie,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.key ? { 'Idempotency-Key': init.key } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, ms: Date.now() - started, replayed: res.headers.get('idempotent-replayed') === 'true', body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, ms: Date.now() - started, replayed: false, body: null };
  }
}

async function loginCookie(replica: Replica): Promise<string> {
  const res = await fetch(`${replica.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** A camping stay with room for many payments, made through the API; its id. */
async function estadia(replica: Replica, cookie: string, documento: string, offset: number): Promise<number> {
  const cliente = await call(replica, '/api/endpoints/clientes', { method: 'POST', cookie, body: { nombre: 'Ana', apellido: 'Pérez', documento, telefono: '2664123456' } });
  expect(cliente.status).toBe(201);
  const clienteId = (cliente.body as { cliente: { id: number } }).cliente.id;
  const reserva = await call(replica, '/api/endpoints/reservas', {
    method: 'POST',
    cookie,
    body: { cliente_id: clienteId, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: addDaysIso(todayIso(), offset), fecha_salida: addDaysIso(todayIso(), offset + 1), cantidad_personas: 2, monto_total: 1_000_000 },
  });
  expect(reserva.status).toBe(201);
  return reserva.body!.id!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every replica answers a read again; fails the test when one still does not after `limitMs`. */
async function recovered(replicas: Replica[], cookie: string, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    const statuses = await Promise.all(replicas.map((replica) => call(replica, '/api/auth/me', { cookie }).then((a) => a.status)));
    if (statuses.every((status) => status === 200)) return;
    if (Date.now() > until) throw new Error(`Las réplicas no se recuperaron en ${limitMs} ms: ${statuses.join(', ')}`);
    await sleep(500);
  }
}

/** Retries a payment with its key until a final answer: the first answer, or «ya registrada». */
async function settle(replicas: Replica[], cookie: string, key: string, body: unknown): Promise<Answer> {
  for (let i = 0; ; i++) {
    const answer = await call(replicas[i % 2], PAGOS, { method: 'POST', cookie, key, body });
    const inProgress = answer.status === 409 && answer.body?.codigo !== undefined;
    if (answer.status !== 0 && answer.status < 500 && !inProgress) return answer;
    if (i > 60) throw new Error(`La clave ${key} no tuvo respuesta final: ${answer.status}`);
    await sleep(500);
  }
}

describe('two replicas: a payment answered 503 behind a lock, retried with its key', () => {
  const STATEMENT_TIMEOUT_MS = 8000;
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];

  beforeAll(async () => {
    assertFreshBuild();
    database = await createDatabase('camping_test_replicas_clave');
    const env = { DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) };
    replicas.push(await startReplica(database.url, env));
    replicas.push(await startReplica(database.url, env));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    await database?.drop();
  }, 90_000);

  it('answers 503 «no se sabe» within the statement timeout + 5 s, and the retry on the other replica gets the one payment', async () => {
    const cookie = await loginCookie(replicas[0]);
    const id = await estadia(replicas[0], cookie, '30888111', 20);
    const body = { reserva_id: id, monto: 5000, metodo_pago: 'efectivo' };
    const key = randomUUID();
    // Another session holds the stay's row for 7 s (the payment waits for it), then the data version's row, which
    // the payment's COMMIT updates, for 7 s more: each wait under the 8 s statement timeout, both past the deadline.
    const [stay, version] = [new Client({ connectionString: database.url }), new Client({ connectionString: database.url })];
    await Promise.all([stay.connect(), version.connect()]);
    try {
      await stay.query('BEGIN');
      await stay.query('SELECT 1 FROM reservas WHERE id = $1 FOR UPDATE', [id]);
      await version.query('BEGIN');
      await version.query('UPDATE datos_version SET version = version');
      const released = Promise.all([
        sleep(7000).then(() => stay.query('COMMIT')),
        sleep(14_000).then(() => version.query('COMMIT')),
      ]);
      const first = await call(replicas[0], PAGOS, { method: 'POST', cookie, key, body });
      expect(first.status).toBe(503);
      expect(first.body?.message).toBe(MSG_IDEMPOTENCIA.guardadoInciertoConClave);
      expect(first.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000);
      await released;
    } finally {
      await Promise.all([stay.end(), version.end()]);
    }
    // The retry the answer invites, on the other replica: the first request's answer once its COMMIT landed.
    const retry = await settle([replicas[1], replicas[0]], cookie, key, body);
    expect(retry).toMatchObject({ status: 201, replayed: true });
    const rows = await queryDatabase<{ id: number }>(database.url, `SELECT id FROM pagos WHERE reserva_id = $1`, [id]);
    expect(rows).toEqual([{ id: retry.body!.id }]);
  }, 60_000);
});

describe('two replicas: PostgreSQL frozen and thawed under writes', () => {
  const STATEMENT_TIMEOUT_MS = 1000;
  const FREEZE_MS = 10_000;
  let server: FreezablePostgres;
  let url: string;
  const name = `camping_congelada_${process.pid}`;
  let replicas: Replica[] = [];

  beforeAll(async () => {
    assertFreshBuild();
    server = await startFreezablePostgres();
    url = await recreateDatabase(server.adminUrl, name);
    const env = { DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), DATABASE_POOL_SIZE: '4', DATABASE_ACQUIRE_TIMEOUT_MS: '1000' };
    replicas.push(await startReplica(url, env));
    replicas.push(await startReplica(url, env));
  }, 180_000);
  afterAll(async () => {
    server?.thaw();
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    if (!server) return;
    await dropDatabase(server.adminUrl, name).catch(() => undefined);
    await server.stop();
  }, 90_000);

  it('answers no 500, every call within the statement timeout + 5 s, and keeps every acknowledged payment exactly once', async () => {
    const cookie = await loginCookie(replicas[0]);
    const stays: number[] = [];
    for (let i = 0; i < 4; i++) stays.push(await estadia(replicas[i % 2], cookie, `3077700${i}`, 30 + i));
    const answers: Answer[] = [];
    const writes: Array<{ key: string; body: unknown; answer: Answer }> = [];
    let running = true;
    // Six clerks, each paying 1 peso and asking who they are, in turn on both replicas, until told to stop.
    const clerks = Array.from({ length: 6 }, async (_, clerk) => {
      for (let i = 0; running; i++) {
        const replica = replicas[(clerk + i) % 2];
        const key = randomUUID();
        const body = { reserva_id: stays[clerk % 4], monto: 1, metodo_pago: 'efectivo' };
        const answer = await call(replica, PAGOS, { method: 'POST', cookie, key, body });
        writes.push({ key, body, answer });
        answers.push(answer, await call(replica, '/api/auth/me', { cookie }));
      }
    });
    await sleep(2000);
    server.freeze();
    await sleep(FREEZE_MS);
    server.thaw();
    // Until both replicas answer again (at most 30 s: on a CI machine running other suites the pools take longer to
    // replace what the freeze broke than on a quiet one), then a few more rounds of every clerk.
    await recovered(replicas, cookie, 30_000);
    await sleep(4000);
    running = false;
    await Promise.all(clerks);

    const statuses = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
    expect(statuses[500]).toBeUndefined();
    expect(statuses[0]).toBeUndefined();
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000 + 1000);
    expect(statuses[503]).toBeGreaterThan(0);
    // Working again after the thaw: the last calls of every clerk went through.
    expect(answers.slice(-12).filter((a) => a.status >= 300).map((a) => a.status)).toEqual([]);

    // Every write answered 503 is retried with its key until it says what happened; then each payment is there once.
    let saved = 0;
    for (const write of writes) {
      const final = write.answer.status === 201 ? write.answer : await settle(replicas, cookie, write.key, write.body);
      expect([201, 409]).toContain(final.status);
      if (final.status === 409) expect(final.body?.message).toBe(MSG_IDEMPOTENCIA.operacionYaRegistrada);
      saved += 1;
    }
    const [{ n }] = await queryDatabase<{ n: number }>(url, `SELECT count(*)::int AS n FROM pagos`);
    expect(n).toBe(saved);
  }, 120_000);
});
