#!/usr/bin/env node
/**
 * History benchmark (issue 17; figures in docs/staff.md): does a long history slow down the writes it records?
 * Two databases side by side in one run, each with its production server (api/dist): one with an empty `historial`,
 * one with BENCH_HISTORIAL (1,000,000) rows already in it. The same reservations are created through
 * POST /api/endpoints/reservas on both, in alternating rounds (the order flips every round, so drift of the machine
 * falls on both), by BENCH_CALLERS concurrent callers; each creation writes its history row through the trigger.
 *   npm run bench -- audit   (BENCH_HISTORIAL=1000000, BENCH_ROUNDS=4, BENCH_POR_RONDA=300, BENCH_CALLERS=4)
 * Not a timed test: the target (at most 10 % slower with the full history) is printed next to the figures.
 */
import pg from 'pg';
import { provisionTestDatabase } from '@camping/dev-database/database';
import { buildStale, login, median, startApi, stop } from '../api/harness.mjs';
import { PASSWORD, addDays, envNumber, log, runBench, today } from '../lib/bench-run.mjs';
import { percentiles } from '../lib/latency.mjs';
import { machineLoad, writeResult } from '../lib/results.mjs';

const HISTORIAL = envNumber('BENCH_HISTORIAL', 1_000_000);
const ROUNDS = envNumber('BENCH_ROUNDS', 4);
const PER_ROUND = envNumber('BENCH_POR_RONDA', 300);
const CALLERS = envNumber('BENCH_CALLERS', 4);

/**
 * A year of a busy complex's history, many times over: rows shaped like the trigger's (creations with the whole
 * row, updates with a changed field or two), spread over three years, by a dozen users, on every entity.
 */
const SQL_HISTORIAL = `
  INSERT INTO historial (at, usuario, entidad, entidad_id, reserva_id, accion, antes, despues)
  SELECT now() - (g % 1000) * interval '1 day' - (g % 86400) * interval '1 second',
         'usuario' || (g % 12),
         (ARRAY['reserva','reserva','reserva','pago','pago','cliente','precio','configuracion'])[1 + g % 8],
         g / 3, CASE WHEN g % 8 < 5 THEN g / 3 END,
         (ARRAY['create','update','update','delete'])[1 + g % 4],
         CASE WHEN g % 4 = 0 THEN NULL ELSE jsonb_build_object('fecha_salida', current_date + g % 300) END,
         jsonb_build_object('id', g / 3, 'fecha_entrada', current_date + g % 300, 'fecha_salida', current_date + g % 300 + 2,
                            'cantidad_personas', 2, 'monto_total', 92000, 'estado', 'activa', 'metodo_pago', 'efectivo',
                            'observaciones', 'Llegan a la tarde')
  FROM generate_series(1, $1::int) g`;

async function variant(nombre, historial) {
  const database = await provisionTestDatabase(`camping_bench_audit_${nombre}`, log);
  const server = await startApi(database.url, PASSWORD);
  const { baseUrl } = server;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  if (historial) {
    const started = Date.now();
    await pool.query(SQL_HISTORIAL, [historial]);
    log(`  ${nombre}: ${historial} filas de historial en ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await pool.query('VACUUM ANALYZE');
  const cookie = await login(baseUrl, 'admin', PASSWORD);
  const post = (ruta, body) =>
    fetch(`${baseUrl}/api/endpoints/${ruta}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: baseUrl },
      body: JSON.stringify(body),
    });
  const cliente = await (await post('clientes', { nombre: 'Ana', apellido: 'Banco', documento: '30123456', telefono: '2664123456' })).json();
  const unidades = (await pool.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero`)).rows.map((r) => r.id);
  return { nombre, database, server, pool, post, clienteId: cliente.cliente.id, unidades, next: 0 };
}

/** `count` new reservations (each in its own nights of a cabin) by CALLERS callers; latencies in ms. */
async function createReservations(v, count) {
  const latencies = [];
  let left = count;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (left-- > 0) {
        const i = v.next++;
        const entrada = addDays(today, 1 + Math.floor(i / v.unidades.length) * 2);
        const body = {
          cliente_id: v.clienteId,
          hospedaje_id: v.unidades[i % v.unidades.length],
          fecha_entrada: entrada,
          fecha_salida: addDays(entrada, 2),
          cantidad_personas: 2,
          monto_total: 92000,
        };
        const started = performance.now();
        const res = await v.post('reservas', body);
        latencies.push(performance.now() - started);
        if (res.status !== 201) throw new Error(`${v.nombre}: POST reservas ${res.status} ${await res.text()}`);
      }
    }),
  );
  const { p50, p99 } = percentiles(latencies);
  return { mean: latencies.reduce((a, b) => a + b, 0) / latencies.length, p50, p99 };
}

async function main() {
  await buildStale(log);
  const variants = [];
  try {
    variants.push(await variant('vacio', 0));
    variants.push(await variant('lleno', HISTORIAL));
    const [vacio, lleno] = variants;
    // Warm both (JIT, pools, caches) before anything is counted.
    await createReservations(vacio, 50);
    await createReservations(lleno, 50);
    const runs = { vacio: [], lleno: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [vacio, lleno] : [lleno, vacio];
      for (const v of order) runs[v.nombre].push(await createReservations(v, PER_ROUND));
    }
    const [{ filas }] = (await lleno.pool.query(`SELECT count(*)::int AS filas FROM historial`)).rows;
    const resumen = (list) => ({
      mean: Math.round(median(list.map((r) => r.mean)) * 10) / 10,
      p50: Math.round(median(list.map((r) => r.p50)) * 10) / 10,
      p99: Math.round(median(list.map((r) => r.p99)) * 10) / 10,
    });
    const a = resumen(runs.vacio);
    const b = resumen(runs.lleno);
    const ratio = b.mean / a.mean;
    const carga = machineLoad();
    log(`\nCrear una reserva (POST /api/endpoints/reservas, con su fila de historial), ${CALLERS} llamadores, ${ROUNDS} rondas de ${PER_ROUND} alternadas (medianas), carga media ${carga}.\n`);
    log('| historial | media | p50 | p99 |');
    log('|---|---|---|---|');
    log(`| vacío | ${a.mean} ms | ${a.p50} ms | ${a.p99} ms |`);
    log(`| ${filas.toLocaleString('es-AR')} filas | ${b.mean} ms | ${b.p50} ms | ${b.p99} ms |`);
    log(`\nCon el historial lleno: ${ratio >= 1 ? '+' : ''}${Math.round((ratio - 1) * 1000) / 10} % (objetivo: como mucho +10 %: ${ratio <= 1.1 ? 'cumple' : 'NO cumple'}).`);
    writeResult('audit', { carga, llamadores: CALLERS, rondas: ROUNDS, por_ronda: PER_ROUND, historial: filas, vacio: a, lleno: b, runs });
  } finally {
    for (const v of variants) {
      await v.pool.end();
      await stop(v.server.child);
      await v.database.release();
    }
  }
}

runBench(main);
