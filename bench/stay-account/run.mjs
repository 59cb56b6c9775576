#!/usr/bin/env node
/**
 * The stay's account benchmark (issue 32, «Charges»; figures in docs/stay-account.md). The lists benchmark's 100,000
 * reservations and 20,000 clients (each with its lodging line, written by the booking's trigger), 150,000 payments
 * (a seña on every stay with a total, the rest on every other one, then half of what is left until there are
 * BENCH_PAGOS), an extra on one stay in three, and one live stay with 20 lines (its lodging, 12 extras from the
 * catalogue, 3 manual charges, 4 discounts) and its payments and a refund. Then that account is asked for:
 * 1. straight on PostgreSQL, the statements GET cuenta runs (imported from the build), one after another, one caller;
 * 2. through the production server, `GET cuenta?reserva_id=` one caller at a time, and BENCH_CONNECTIONS at once;
 * 3. a charge added and removed again (POST cuenta/cargos, DELETE cuenta/lineas), one caller: what a clerk waits for.
 * Prints p50 and p99 against the target (p99 < 20 ms for the account), never asserts.
 *   npm run bench -- stay-account   (BENCH_REQUESTS=500, BENCH_RESERVAS=100000, BENCH_PAGOS=150000,
 *   BENCH_CONNECTIONS=8, BENCH_SECONDS=6)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';
import { buildApiIfStale, load, login } from '../api/harness.mjs';
import { PASSWORD, envNumber, log, runBench, seedStays, today, withApiAndDatabase } from '../lib/bench-run.mjs';
import { timed } from '../lib/latency.mjs';
import { machineLoad, writeResult } from '../lib/results.mjs';

const REQUESTS = envNumber('BENCH_REQUESTS', 500);
const RESERVAS = envNumber('BENCH_RESERVAS', 100_000);
const PAGOS = envNumber('BENCH_PAGOS', 150_000);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 8);
const SECONDS = envNumber('BENCH_SECONDS', 6);
const TARGET_MS = 20;

/** 150,000 payments, inserted through the trigger as the API does (cancelled stays owe nothing: they get none). */
const SQL_PAGOS = [
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, observaciones)
   SELECT r.id, round(r.monto_total * 0.3, 2), 'transferencia', least(r.fecha_entrada - 10, $1::date), 'Seña'
   FROM reservas r WHERE r.monto_total > 0 AND r.estado <> 'cancelada'`,
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago)
   SELECT r.id, r.monto_total - r.total_pagado, r.metodo_pago, least(r.fecha_entrada, $1::date)
   FROM reservas r WHERE r.id % 2 = 0 AND r.monto_total > r.total_pagado AND r.estado <> 'cancelada'`,
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago)
   SELECT r.id, round((r.monto_total - r.total_pagado) / 2, 2), r.metodo_pago, least(r.fecha_entrada + 1, $1::date)
   FROM reservas r WHERE r.monto_total - r.total_pagado >= 0.02 AND r.estado <> 'cancelada'
   ORDER BY r.id LIMIT greatest(0, $2::int - (SELECT count(*) FROM pagos))`,
];

/** The catalogue, and an extra on one live stay in three (through the lines' trigger, as the API writes them). */
const SQL_EXTRAS = [
  `INSERT INTO extras (nombre, precio, cobro) VALUES
     ('Leña (bolsa)', 8000, 'unico'), ('Salida tardía', 15000, 'unico'), ('Persona adicional', 12000, 'por_noche'),
     ('Ropa de cama', 6000, 'unico')`,
  `INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, extra_id, cobro, cantidad, precio_unitario, monto, created_at)
   SELECT r.id, 'extra', e.nombre, e.id, e.cobro, 1, e.precio, e.precio, r.created_at
   FROM reservas r JOIN extras e ON e.nombre = 'Leña (bolsa)'
   WHERE r.id % 3 = 0 AND r.estado <> 'cancelada'`,
];

/** The stay of 20 lines: a live cabin stay without extras, of those that still owe the most. */
const SQL_ESTADIA = `
  SELECT id FROM reservas
  WHERE estado = 'activa' AND tipo_hospedaje_id = 1 AND cargos_adicionales = 0
  ORDER BY monto_total - total_pagado DESC, id DESC LIMIT 1`;

const verdict = (p99) => (p99 < TARGET_MS ? 'cumple' : 'NO cumple');

async function main() {
  await buildApiIfStale(log);
  const require = createRequire(import.meta.url);
  const cuentaSql = require(path.join(ROOT, 'api/dist/cuenta/cuenta.sql.js'));
  const pagosSql = require(path.join(ROOT, 'api/dist/pagos/pagos.sql.js'));
  const reembolsosSql = require(path.join(ROOT, 'api/dist/pagos/reembolsos.sql.js'));

  await withApiAndDatabase('camping_bench_stay_account', async ({ database, baseUrl, client }) => {
    const started = Date.now();
    const seeded = await seedStays(database.url, RESERVAS);
    for (const statement of SQL_EXTRAS) await client.query(statement);
    for (const statement of SQL_PAGOS) await client.query(statement, statement.includes('$2') ? [today, PAGOS] : [today]);
    const [estadia] = (await client.query(SQL_ESTADIA)).rows;

    const headers = { cookie: await login(baseUrl, 'admin', PASSWORD), 'content-type': 'application/json' };
    const call = async (method, pathName, body) => {
      const response = await fetch(`${baseUrl}${pathName}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    // The stay of 20 lines, written through the API as a clerk would: 12 extras, 3 manual charges, 4 discounts.
    const { extras } = await call('GET', '/api/endpoints/extras');
    for (let i = 0; i < 12; i++) {
      const extra = extras[i % extras.length];
      await call('POST', '/api/endpoints/cuenta/cargos', { reserva_id: estadia.id, extra_id: extra.id, cantidad: 1 + (i % 3) });
    }
    for (const concepto of ['Lavandería', 'Rotura de vaso', 'Estacionamiento']) {
      await call('POST', '/api/endpoints/cuenta/cargos', { reserva_id: estadia.id, concepto, monto: 3500 });
    }
    for (const motivo of ['Cliente frecuente', 'Llegó sin agua caliente', 'Promoción de temporada', 'Cumpleaños']) {
      await call('POST', '/api/endpoints/cuenta/descuentos', { reserva_id: estadia.id, motivo, monto: 2000 });
    }
    // Two more payments of what it still owes, and a refund of part of one.
    const { totales } = await call('GET', `/api/endpoints/cuenta?reserva_id=${estadia.id}`);
    const parte = Math.floor(totales.saldo / 4);
    await call('POST', '/api/endpoints/pagos', { reserva_id: estadia.id, monto: parte, metodo_pago: 'transferencia' });
    await call('POST', '/api/endpoints/pagos', { reserva_id: estadia.id, monto: parte, metodo_pago: 'efectivo' });
    await call('POST', '/api/endpoints/reembolsos', { reserva_id: estadia.id, monto: 1000, metodo_pago: 'efectivo' });
    await client.query('VACUUM ANALYZE');
    const [conteo] = (
      await client.query(`SELECT (SELECT count(*)::int FROM pagos) AS pagos, (SELECT count(*)::int FROM cuenta_lineas) AS lineas,
        (SELECT count(*)::int FROM cuenta_lineas WHERE reserva_id = $1) AS de_la_estadia`, [estadia.id])
    ).rows;
    log(`Datos: ${seeded.reservas} reservas, ${conteo.pagos} pagos, ${conteo.lineas} líneas de cuenta; la estadía N.º ${estadia.id} tiene ${conteo.de_la_estadia} líneas (${Math.round((Date.now() - started) / 1000)} s)`);

    // 1. The statements of GET cuenta, straight on PostgreSQL, one after another.
    const sql = await timed(REQUESTS, async () => {
      await client.query({ name: 'reserva', text: cuentaSql.SQL_RESERVA_CUENTA, values: [estadia.id] });
      await client.query({ name: 'lineas', text: cuentaSql.SQL_LINEAS_RESERVA, values: [estadia.id] });
      await client.query({ name: 'pagos', text: pagosSql.SQL_PAGOS_RESERVA, values: [estadia.id] });
      await client.query({ name: 'reembolsos', text: reembolsosSql.SQL_REEMBOLSOS_RESERVA, values: [estadia.id] });
    });
    log(`PostgreSQL solo, 1 llamador: las sentencias de la cuenta p50 ${sql.p50} ms, p99 ${sql.p99} ms`);

    // 2. The API: one caller, then several at once.
    const cuentaPath = `/api/endpoints/cuenta?reserva_id=${estadia.id}`;
    const cuenta = await call('GET', cuentaPath);
    log(`Respuesta: ${cuenta.lineas.length} líneas, ${cuenta.pagos.length} pagos, ${cuenta.reembolsos.length} reembolso; total ${cuenta.totales.total}, saldo ${cuenta.totales.saldo}`);
    await timed(50, () => call('GET', cuentaPath));
    const api = await timed(REQUESTS, () => call('GET', cuentaPath));
    log(`API, 1 llamador: GET cuenta p50 ${api.p50} ms, p99 ${api.p99} ms (objetivo < ${TARGET_MS} ms: ${verdict(api.p99)})`);
    const carga = await load(baseUrl, [cuentaPath], { cookie: headers.cookie, 'accept-encoding': 'gzip, deflate, br' }, SECONDS, CONNECTIONS);
    if (carga.non2xx + carga.errors + carga.timeouts) throw new Error(`GET cuenta: ${carga.non2xx + carga.errors + carga.timeouts} respuestas fallidas`);
    const concurrente = { rps: carga.requests.average, p50: carga.latency.p50, p99: carga.latency.p99 };
    log(`API, ${CONNECTIONS} conexiones: GET cuenta ${Math.round(concurrente.rps)} req/s, p50 ${concurrente.p50} ms, p99 ${concurrente.p99} ms`);

    // 3. A charge added and removed again, as a clerk corrects one.
    const escritura = await timed(Math.max(20, Math.round(REQUESTS / 5)), async () => {
      const { id } = await call('POST', '/api/endpoints/cuenta/cargos', { reserva_id: estadia.id, concepto: 'Prueba', monto: 100 });
      await call('DELETE', `/api/endpoints/cuenta/lineas?id=${id}`);
    });
    log(`API, 1 llamador: agregar un cargo y quitarlo p50 ${escritura.p50} ms, p99 ${escritura.p99} ms`);

    const cargaMaquina = machineLoad();
    log(`Carga de la máquina (1, 5, 15 min): ${cargaMaquina}`);
    writeResult('stay-account', { carga: cargaMaquina, reservas: seeded.reservas, ...conteo, sql, api, concurrente, conexiones: CONNECTIONS, escritura, objetivoMs: TARGET_MS });
  });
}

runBench(main);
