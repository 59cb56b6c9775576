#!/usr/bin/env node
/**
 * Cash-up benchmark («Caja», issue 32; figures in docs/cash-up.md). The lists benchmark's 100,000 reservations and
 * 20,000 clients, 150,000 payments as bench/payments seeds them (topped up to that number), recorded by five users in
 * turn, a refund on one stay in fifty, and every till of every past day closed (one in fifty reopened and closed
 * again). Then the busiest month up
 * to today, and in it the busiest till of a day (the user and day with the most movements), are asked for:
 * 1. straight on PostgreSQL, the statements the API runs (imported from the build), one caller;
 * 2. through the production server: `GET caja?fecha&usuario` of that till, `GET caja/cierres?desde&hasta` of the month,
 *    and the month's cash-up as an administrator goes through it: the closures, then that user's till day by day.
 * Prints p50 and p99 against the target (< 200 ms), never asserts.
 *   npm run bench -- cash-up   (BENCH_REQUESTS=200, BENCH_RESERVAS=100000, BENCH_PAGOS=150000)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';
import { buildApiIfStale, login } from '../api/harness.mjs';
import { PASSWORD, envNumber, log, runBench, seedStays, today, withApiAndDatabase } from '../lib/bench-run.mjs';
import { timed } from '../lib/latency.mjs';
import { machineLoad, writeResult } from '../lib/results.mjs';

const REQUESTS = envNumber('BENCH_REQUESTS', 200);
const RESERVAS = envNumber('BENCH_RESERVAS', 100_000);
const PAGOS = envNumber('BENCH_PAGOS', 150_000);
const TARGET_MS = 200;
const USUARIOS = ['maria', 'jose', 'lucia', 'pedro'];

/** Reception accounts (no one logs in as them: the administrator reads their tills). */
const SQL_USUARIOS = `
  INSERT INTO usuarios (usuario, password_hash, rol) SELECT u, 'sin-acceso', 'recepcion' FROM unnest($1::text[]) AS u`;

/**
 * bench/payments' 150,000 payments (a 30 % seña on every stay with a total, the rest on every other one), each
 * recorded by one of the five users in turn, at a time of its day; then a refund of a tenth of what one stay in fifty
 * holds, in cash, by the same users.
 */
const SQL_MOVIMIENTOS = [
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, observaciones, created_by, created_at)
   SELECT r.id, round(r.monto_total * 0.3, 2), 'transferencia', r.fecha_entrada - 10, 'Seña',
          (SELECT id FROM usuarios ORDER BY id OFFSET r.id % 5 LIMIT 1),
          (r.fecha_entrada - 10) + make_interval(hours => 8 + r.id % 12)
   FROM reservas r WHERE r.monto_total > 0`,
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, created_by, created_at)
   SELECT r.id, r.monto_total - r.total_pagado, r.metodo_pago, r.fecha_entrada,
          (SELECT id FROM usuarios ORDER BY id OFFSET (r.id / 2) % 5 LIMIT 1),
          r.fecha_entrada + make_interval(hours => 9 + r.id % 10)
   FROM reservas r WHERE r.id % 2 = 0 AND r.monto_total > r.total_pagado`,
  // Cancelled stays owe nothing since issue 32, so the two above give ~142,000: stays still owing pay half of it on
  // their second day, in order, until there are PAGOS payments.
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, created_by, created_at)
   SELECT r.id, round((r.monto_total - r.total_pagado) / 2, 2), r.metodo_pago, r.fecha_entrada + 1,
          (SELECT id FROM usuarios ORDER BY id OFFSET (r.id / 3) % 5 LIMIT 1),
          r.fecha_entrada + 1 + make_interval(hours => 10 + r.id % 9)
   FROM reservas r WHERE r.monto_total - r.total_pagado >= 0.02
   ORDER BY r.id LIMIT greatest(0, $1::int - (SELECT count(*) FROM pagos))`,
  `INSERT INTO reembolsos (reserva_id, monto, metodo_pago, fecha, created_by, created_at)
   SELECT r.id, round(r.total_pagado * 0.1, 2), 'efectivo', r.fecha_entrada,
          (SELECT id FROM usuarios ORDER BY id OFFSET (r.id / 50) % 5 LIMIT 1), r.fecha_entrada + time '18:00'
   FROM reservas r WHERE r.id % 50 = 0 AND r.total_pagado > 0`,
];

/** Every user's till of every past day with money closed as it was counted; one in fifty reopened and closed again. */
const SQL_CIERRES = [
  `WITH mov AS (
     SELECT created_by AS u, fecha_pago AS f, CASE WHEN metodo_pago = 'efectivo' THEN monto ELSE 0 END AS e FROM pagos
     UNION ALL
     SELECT created_by, fecha, CASE WHEN metodo_pago = 'efectivo' THEN -monto ELSE 0 END FROM reembolsos)
   INSERT INTO cierres_caja (usuario_id, fecha, efectivo_esperado, efectivo_contado, observaciones, created_at)
   SELECT u, f, sum(e), greatest(sum(e), 0), CASE WHEN sum(e) < 0 THEN 'Se reembolsó más de lo cobrado en efectivo' END,
          f + time '20:00'
   FROM mov WHERE f < $1::date GROUP BY u, f`,
  `UPDATE cierres_caja SET reabierto_at = created_at + interval '1 hour', reabierto_motivo = 'Recontar',
     reabierto_por = (SELECT min(id) FROM usuarios)
   WHERE id % 50 = 0`,
  `INSERT INTO cierres_caja (usuario_id, fecha, efectivo_esperado, efectivo_contado, created_at)
   SELECT usuario_id, fecha, efectivo_esperado, efectivo_contado, reabierto_at + interval '10 minutes'
   FROM cierres_caja WHERE reabierto_at IS NOT NULL`,
];

/** Up to today: the month with the most movements, and in it the user and day with the most. */
const SQL_MES_Y_CAJA = `
  WITH mov AS (
    SELECT created_by AS u, fecha_pago AS f FROM pagos WHERE fecha_pago <= $1::date
    UNION ALL SELECT created_by, fecha FROM reembolsos WHERE fecha <= $1::date),
  mes AS (SELECT date_trunc('month', f)::date AS inicio FROM mov GROUP BY 1 ORDER BY count(*) DESC, 1 DESC LIMIT 1)
  SELECT to_char(m.inicio, 'YYYY-MM-DD') AS desde,
         to_char(least((m.inicio + interval '1 month - 1 day')::date, $1::date), 'YYYY-MM-DD') AS hasta,
         c.usuario, to_char(c.f, 'YYYY-MM-DD') AS dia, c.n
  FROM mes m CROSS JOIN LATERAL (
    SELECT us.usuario, mov.f, count(*)::int AS n FROM mov JOIN usuarios us ON us.id = mov.u
    WHERE mov.f >= m.inicio AND mov.f < m.inicio + interval '1 month'
    GROUP BY us.usuario, mov.f ORDER BY n DESC, mov.f LIMIT 1) c`;

const verdict = (p99) => (p99 < TARGET_MS ? 'cumple' : 'NO cumple');

async function main() {
  await buildApiIfStale(log);
  const require = createRequire(import.meta.url);
  const { SQL_CAJA, SQL_CIERRES: SQL_CIERRES_API } = require(path.join(ROOT, 'api/dist/caja/caja.sql.js'));

  await withApiAndDatabase('camping_bench_cash_up', async ({ database, baseUrl, client }) => {
    const started = Date.now();
    const seeded = await seedStays(database.url, RESERVAS);
    await client.query(SQL_USUARIOS, [USUARIOS]);
    for (const statement of SQL_MOVIMIENTOS) await client.query(statement, statement.includes('$1') ? [PAGOS] : []);
    for (const [i, statement] of SQL_CIERRES.entries()) await client.query(statement, i === 0 ? [today] : []);
    await client.query('VACUUM ANALYZE');
    const [{ pagos, reembolsos, cierres }] = (
      await client.query(`SELECT (SELECT count(*)::int FROM pagos) AS pagos, (SELECT count(*)::int FROM reembolsos) AS reembolsos,
        (SELECT count(*)::int FROM cierres_caja) AS cierres`)
    ).rows;
    const [caja] = (await client.query(SQL_MES_Y_CAJA, [today])).rows;
    log(`Datos: ${seeded.reservas} reservas, ${pagos} pagos, ${reembolsos} reembolsos, ${cierres} cierres (${Math.round((Date.now() - started) / 1000)} s)`);
    log(`Mes más movido ${caja.desde} a ${caja.hasta}; caja más movida: ${caja.usuario} el ${caja.dia}, ${caja.n} movimientos`);

    const metodos = ['efectivo', 'transferencia', 'tarjeta'];
    const sqlCaja = await timed(REQUESTS, () => client.query({ name: 'caja', text: SQL_CAJA, values: [caja.usuario, caja.dia, metodos] }));
    const sqlMes = await timed(REQUESTS, () => client.query({ name: 'cierres', text: SQL_CIERRES_API, values: [caja.desde, caja.hasta, null] }));
    log(`PostgreSQL solo, 1 llamador: caja del día p50 ${sqlCaja.p50} ms, p99 ${sqlCaja.p99} ms; cierres del mes p50 ${sqlMes.p50} ms, p99 ${sqlMes.p99} ms`);

    const headers = { cookie: await login(baseUrl, 'admin', PASSWORD) };
    const get = async (pathName) => {
      const response = await fetch(`${baseUrl}${pathName}`, { headers });
      if (!response.ok) throw new Error(`GET ${pathName}: ${response.status}`);
      return response.json();
    };
    const cajaPath = `/api/endpoints/caja?fecha=${caja.dia}&usuario=${caja.usuario}`;
    const mesPath = `/api/endpoints/caja/cierres?desde=${caja.desde}&hasta=${caja.hasta}`;
    const respuestaCaja = await get(cajaPath);
    const respuestaMes = await get(mesPath);
    log(`Respuestas: la caja trae ${respuestaCaja.movimientos.length} movimientos; el mes, ${respuestaMes.cierres.length} cierres y ${respuestaMes.sin_cerrar.length} cajas sin cerrar`);
    await timed(20, () => get(cajaPath));
    const apiCaja = await timed(REQUESTS, () => get(cajaPath));
    const apiMes = await timed(REQUESTS, () => get(mesPath));
    // The month as an administrator goes through it: its closures, then the user's till of each day, one after another.
    const dias = Array.from({ length: Number(caja.hasta.slice(8)) - Number(caja.desde.slice(8)) + 1 }, (_, i) => `${caja.desde.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
    const recorrido = await timed(Math.max(5, Math.round(REQUESTS / 20)), async () => {
      await get(mesPath);
      for (const dia of dias) await get(`/api/endpoints/caja?fecha=${dia}&usuario=${caja.usuario}`);
    });
    log(`API, 1 llamador: GET caja del día más movido p50 ${apiCaja.p50} ms, p99 ${apiCaja.p99} ms (objetivo < ${TARGET_MS} ms: ${verdict(apiCaja.p99)})`);
    log(`API, 1 llamador: GET caja/cierres del mes p50 ${apiMes.p50} ms, p99 ${apiMes.p99} ms (objetivo < ${TARGET_MS} ms: ${verdict(apiMes.p99)})`);
    log(`API: el mes entero (los cierres y las ${dias.length} cajas del usuario, una tras otra) p50 ${recorrido.p50} ms, p99 ${recorrido.p99} ms`);

    const carga = machineLoad();
    log(`Carga de la máquina (1, 5, 15 min): ${carga}`);
    writeResult('cash-up', { carga, reservas: seeded.reservas, pagos, reembolsos, cierres, caja, sqlCaja, sqlMes, apiCaja, apiMes, recorrido, objetivoMs: TARGET_MS });
  });
}

runBench(main);
