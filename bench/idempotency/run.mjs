#!/usr/bin/env node
/**
 * Idempotent writes benchmark (issue 33; figures in docs/api.md «Idempotent writes»): what the Idempotency-Key costs
 * a write. The production server records payments of 1 peso on a few stays, one caller after the other (what a
 * clerk waits for), in alternating rounds: without a key, and with a new key each (the key looked up before the
 * handler, its row written first thing in the payment's transaction, the answer stored before it is sent); then the
 * retry of an answered write (its answer read back, nothing written). `claves_idempotencia` first holds
 * BENCH_CLAVES keys of the day, so the look-up runs on a table of a busy day's size, not an empty one.
 *   npm run bench -- idempotency   (BENCH_REQUESTS=300, BENCH_ROUNDS=3, BENCH_CLAVES=100000)
 * Prints p50 and p99 of each and the difference; never asserts.
 */
import { randomUUID } from 'node:crypto';
import { buildApiIfStale, login } from '../api/harness.mjs';
import { PASSWORD, addDays, envNumber, log, runBench, today, withApiAndDatabase } from '../lib/bench-run.mjs';
import { percentiles } from '../lib/latency.mjs';
import { writeResult } from '../lib/results.mjs';

const REQUESTS = envNumber('BENCH_REQUESTS', 300);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const CLAVES = envNumber('BENCH_CLAVES', 100_000);
const STAYS = 8;

/** A busy day's keys, answered, under the administrator (the look-up's table is not empty). */
const SQL_CLAVES = `
  INSERT INTO claves_idempotencia (usuario_id, clave, huella, codigo_http, respuesta, created_at)
  SELECT u.id, md5(i::text), sha256(i::text::bytea), 201, '{"success":true}', now() - (i % 1440) * interval '1 minute'
  FROM generate_series(1, $1::int) AS i, usuarios u WHERE u.usuario = 'admin'`;

async function main() {
  await buildApiIfStale(log);
  await withApiAndDatabase('camping_bench_idempotency', async ({ baseUrl, client }) => {
    const cookie = await login(baseUrl, 'admin', PASSWORD);
    const send = async (pathName, body, key) => {
      const response = await fetch(`${baseUrl}${pathName}`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (response.status !== 201) throw new Error(`POST ${pathName}: ${response.status} ${answer.message}`);
      return { answer, replayed: response.headers.get('idempotent-replayed') === 'true' };
    };

    // Camping stays with room for every payment of the run.
    const stays = [];
    for (let i = 0; i < STAYS; i++) {
      const { answer: cliente } = await send('/api/endpoints/clientes', { nombre: 'Ana', apellido: 'Pérez', documento: `3055500${i}`, telefono: '2664123456' });
      const { answer: reserva } = await send('/api/endpoints/reservas', {
        cliente_id: cliente.cliente.id,
        hospedaje_id: null,
        tipo_hospedaje_id: 3,
        fecha_entrada: addDays(today, 10 + i),
        fecha_salida: addDays(today, 11 + i),
        cantidad_personas: 2,
        monto_total: 10_000_000,
      });
      stays.push(reserva.id);
    }
    await client.query(SQL_CLAVES, [CLAVES]);
    await client.query('VACUUM ANALYZE claves_idempotencia');
    log(`Datos: ${STAYS} estadías, ${CLAVES} claves de idempotencia del día`);

    let n = 0;
    const pay = (key) => send('/api/endpoints/pagos', { reserva_id: stays[n++ % STAYS], monto: 1, metodo_pago: 'efectivo' }, key);
    for (let i = 0; i < 30; i++) await pay(i % 2 ? randomUUID() : undefined); // warm-up
    const without = [];
    const withKey = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [latencies, key] of [[without, () => undefined], [withKey, () => randomUUID()]]) {
        for (let i = 0; i < REQUESTS; i++) {
          const started = performance.now();
          await pay(key());
          latencies.push(performance.now() - started);
        }
      }
    }
    // The retry of an answered write: its answer read back from its key, nothing written.
    const body = { reserva_id: stays[0], monto: 1, metodo_pago: 'efectivo' };
    const key = randomUUID();
    await send('/api/endpoints/pagos', body, key);
    const replays = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const { replayed } = await send('/api/endpoints/pagos', body, key);
      if (!replayed) throw new Error('El reintento no fue respondido desde su clave');
      replays.push(performance.now() - started);
    }

    const sin = percentiles(without);
    const con = percentiles(withKey);
    const reintento = percentiles(replays);
    const costo = { p50: Math.round((con.p50 - sin.p50) * 10) / 10, p99: Math.round((con.p99 - sin.p99) * 10) / 10 };
    log(`Pago sin clave (${sin.n}): p50 ${sin.p50} ms, p99 ${sin.p99} ms`);
    log(`Pago con Idempotency-Key (${con.n}): p50 ${con.p50} ms, p99 ${con.p99} ms`);
    log(`Costo de la clave por escritura: p50 ${costo.p50} ms, p99 ${costo.p99} ms`);
    log(`Reintento respondido desde la clave (${reintento.n}): p50 ${reintento.p50} ms, p99 ${reintento.p99} ms`);

    writeResult('idempotency', { claves: CLAVES, sin, con, costo, reintento });
  });
}

runBench(main);
