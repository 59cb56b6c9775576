#!/usr/bin/env node
/**
 * Lists benchmark (issue 12; figures in docs/reservations.md). Loads 100,000 reservations and 20,000 clients with
 * set-based SQL, starts the production server (api/dist/main.js, which also serves the shell and the remotes) and
 * measures with autocannon on loopback, 32 connections: a page of the reservations list with a type filter and a
 * search (and the same on a second server that keeps no answer, KEPT_ANSWERS=0), the first page without filters, and
 * a searched page of clients; the server's resident memory is sampled
 * through every run. Then Chromium opens /admin/reservas and times how long the first page takes to show
 * (first-page.mjs); BENCH_LISTS_BEFORE=<another checkout, built> times that build too, in the same rounds.
 *   npm run bench -- lists   (BENCH_SECONDS=8, BENCH_ROUNDS=3, BENCH_CONNECTIONS=32, BENCH_RESERVAS, BENCH_CLIENTES,
 *                             BENCH_COLD_RUNS=5, BENCH_LISTS_BEFORE)
 * Not a timed test: targets are printed next to the figures, never asserted.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, provisionTestDatabase } from '@camping/dev-database/database';
import { buildStale, cpuMs, load, login, median, rssMb, startApi, stop, watchMemory } from '../api/harness.mjs';
import { firstPageInChromium } from './first-page.mjs';
import { seedListsData } from './seed.mjs';
import { PASSWORD, log, today } from '../lib/bench-run.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RESERVAS = Number(process.env.BENCH_RESERVAS ?? 100_000);
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 20_000);
const WARMUP_SECONDS = 3;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);


async function main() {
  await buildStale(log);

  const database = await provisionTestDatabase('camping_bench_lists', log);
  let server;
  let sinGuardar;
  let antes;
  try {
    server = await startApi(database.url, PASSWORD);
    const { baseUrl } = server;
    const pid = server.child.pid;

    const started = Date.now();
    const seeded = await seedListsData(database.url, { clientes: CLIENTES, reservas: RESERVAS, today });
    log(`Datos cargados: ${seeded.clientes} clientes, ${seeded.reservas} reservas (${Math.round((Date.now() - started) / 100) / 10} s)`);
    const cookie = await login(baseUrl, 'admin', PASSWORD);
    const headers = { cookie };

    const busquedas = [
      ['perez', 3],
      ['gomez', 1],
      ['lopez maria', 3],
      ['cuna', 2],
      ['diaz', 4],
      ['romero', 3],
      ['suarez', 1],
      ['garcia', 3],
    ];
    const escenarios = [
      {
        nombre: 'reservas: página con filtro de tipo y búsqueda',
        objetivo: true,
        paths: busquedas.map(
          ([s, tipo], i) => `/api/endpoints/reservas?page=${1 + (i % 3)}&page_size=50&sort=-fecha_entrada&tipo_hospedaje_id=${tipo}&search=${encodeURIComponent(s)}`,
        ),
      },
      {
        nombre: 'reservas: primera página sin filtros',
        paths: ['/api/endpoints/reservas?page=1&page_size=50'],
      },
      {
        nombre: 'clientes: página con búsqueda',
        paths: busquedas.map(([s]) => `/api/endpoints/clientes?page=1&page_size=50&search=${encodeURIComponent(s)}`),
      },
    ];

    // The same searched pages on a second server that keeps no answer (KEPT_ANSWERS=0): what each search costs when
    // it is asked for the first time, every time.
    sinGuardar = await startApi(database.url, PASSWORD, { KEPT_ANSWERS: '0' });
    escenarios.splice(1, 0, { ...escenarios[0], nombre: 'reservas: la misma página, sin respuestas guardadas', objetivo: false, servidor: sinGuardar });

    const resultados = [];
    for (const e of escenarios) {
      const destino = e.servidor ?? server;
      const url = destino.baseUrl;
      const cabeceras = e.servidor ? { cookie: await login(url, 'admin', PASSWORD) } : headers;
      const proceso = destino.child.pid;
      let filas = 0;
      let total = 0;
      for (const p of e.paths) {
        const res = await fetch(url + p, { headers: cabeceras });
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        const body = await res.json();
        filas += (body.reservas ?? body.clientes).length;
        total += body.total;
      }
      await load(url, e.paths, cabeceras, WARMUP_SECONDS, CONNECTIONS);
      // One connection first: the time of one answer with nothing queued in front of it.
      const alone = await load(url, e.paths, cabeceras, WARMUP_SECONDS, 1);
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) {
        const peak = watchMemory(proceso);
        const cpuBefore = cpuMs(proceso);
        const r = await load(url, e.paths, cabeceras, SECONDS, CONNECTIONS);
        const cpu = (cpuMs(proceso) - cpuBefore) / Math.max(1, r.requests.total);
        runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts, rss: peak(), cpu });
      }
      const resumen = {
        llamada: e.nombre,
        filas_por_respuesta: Math.round((filas / e.paths.length) * 10) / 10,
        total_medio: Math.round(total / e.paths.length),
        rps: Math.round(median(runs.map((r) => r.rps))),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        rss_max_mb: Math.max(...runs.map((r) => r.rss)),
        una_conexion_p50: alone.latency.p50,
        una_conexion_p99: alone.latency.p99,
        cpu_node_ms: Math.round(median(runs.map((r) => r.cpu)) * 100) / 100,
        fallidas: runs.reduce((s, r) => s + r.bad, 0),
        objetivo: e.objetivo ?? false,
      };
      resultados.push(resumen);
      log(`  ${e.nombre}: ${runs.map((r) => Math.round(r.rps)).join('/')} req/s, p99 ${runs.map((r) => r.p99).join('/')} ms, RSS máx ${resumen.rss_max_mb} MB`);
    }

    // For comparison, once and alone: what the spec's unpaged call costs with this data.
    const unpagedStarted = performance.now();
    const unpaged = await fetch(`${baseUrl}/api/endpoints/reservas`, { headers });
    const unpagedBytes = (await unpaged.arrayBuffer()).byteLength;
    const sinPaginar = { ms: Math.round(performance.now() - unpagedStarted), mb: Math.round((unpagedBytes / 1e6) * 10) / 10, rss_mb: rssMb(pid) };

    // An earlier build (its own api/dist and front-end builds) on the same data, timed in the same rounds.
    if (process.env.BENCH_LISTS_BEFORE) {
      antes = await startApi(database.url, PASSWORD, {}, path.resolve(process.env.BENCH_LISTS_BEFORE, 'api/dist/main.js'));
    }
    const [navegador, navegadorAntes] = await firstPageInChromium(antes ? [server, antes] : [server], cookie, COLD_RUNS);

    const carga = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    log(`\n${seeded.reservas} reservas, ${seeded.clientes} clientes; ${CONNECTIONS} conexiones, ${ROUNDS} rondas de ${SECONDS} s (medianas), loopback, carga media ${carga}.`);
    log('Objetivo: p99 < 50 ms en la página con filtro y búsqueda; memoria del servidor < 300 MB; primera página en Chromium < 1 s.\n');
    log('1 conexión: latencia sin cola. CPU node: tiempo de CPU del proceso del servidor por solicitud (PostgreSQL aparte).\n');
    log(`| llamada | filas/resp. | total medio | 1 conexión p50 / p99 | ${CONNECTIONS} conexiones req/s | p50 | p99 | CPU node | RSS máx. | fallidas |`);
    log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of resultados) {
      const p99 = r.objetivo ? ` (${r.p99 < 50 ? 'cumple' : 'NO cumple'})` : '';
      log(
        `| ${r.llamada} | ${r.filas_por_respuesta} | ${r.total_medio} | ${r.una_conexion_p50} / ${r.una_conexion_p99} ms | ${r.rps} | ` +
          `${r.p50} ms | ${r.p99} ms${p99} | ${r.cpu_node_ms} ms | ${r.rss_max_mb} MB (${r.rss_max_mb < 300 ? 'cumple' : 'NO cumple'}) | ${r.fallidas} |`,
      );
    }
    log(`\nGET reservas sin paginar (una sola llamada, para comparar): ${sinPaginar.mb} MB en ${sinPaginar.ms} ms; RSS después: ${sinPaginar.rss_mb} MB.`);
    const cumple = (ms) => (ms < 1000 ? 'cumple' : 'NO cumple');
    log(
      `Chromium, /admin/reservas hasta la primera fila, desde el inicio de la navegación: ${navegador.frio_desde_navegacion} ms ` +
        `en frío (${cumple(navegador.frio_desde_navegacion)}), ${navegador.tibio_desde_navegacion} ms con caché ` +
        `(${cumple(navegador.tibio_desde_navegacion)}); medido desde page.goto (incluye que el navegador arranque el ` +
        `proceso del sitio): ${navegador.frio} ms en frío, ${navegador.tibio} ms con caché; pedidos de la lista: ` +
        `${navegador.pedidos.join(' ')}; ${Math.round(navegador.bytes / 100) / 10} kB transferidos de /reservas.`,
    );
    log(`En frío, mediana de ${COLD_RUNS} cargas: ${navegador.frio_muestras.join(', ')} ms.`);
    if (navegadorAntes) {
      log(
        `Compilación anterior (${process.env.BENCH_LISTS_BEFORE}), en las mismas rondas: ${navegadorAntes.frio_desde_navegacion} ms en frío ` +
          `(${navegadorAntes.frio_muestras.join(', ')}), ${navegadorAntes.tibio_desde_navegacion} ms con caché.`,
      );
    }

    const outDir = path.join(ROOT, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `lists-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const datos = { fecha: new Date().toISOString(), carga, conexiones: CONNECTIONS, rondas: ROUNDS, segundos: SECONDS, datos: seeded };
    writeFileSync(file, JSON.stringify({ ...datos, resultados, sinPaginar, navegador, navegadorAntes }, null, 2));
    log(`\nResultados: ${path.relative(ROOT, file)}`);
  } finally {
    if (server) await stop(server.child);
    if (sinGuardar) await stop(sinGuardar.child);
    if (antes) await stop(antes.child);
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`El benchmark falló: ${error.message}\n`);
  process.exit(1);
});
