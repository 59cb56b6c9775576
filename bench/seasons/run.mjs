#!/usr/bin/env node
/**
 * The seasons benchmark (issue 35; figures in docs/clients-prices.md «Temporadas»):
 * 1. the pricing rule alone (libs/contracts seasons/price-stay.ts, from the contracts' build): a 30-night cabin stay
 *    across three seasons (own grid, percentage with weekend surcharge, percentage), priced BENCH_ITERATIONS times;
 *    target < 1 ms a stay;
 * 2. the public quote through the production server (GET /api/public/cotizacion, one caller, each call from its own
 *    address so the visitors' rate limit never answers), with no season and then with 10 seasons defined; target:
 *    the p99 with 10 seasons no worse than without (within the noise of a shared machine).
 * 3. side by side with the application before seasons (BENCH_BEFORE_ROOT: a built checkout of 714bb75, e.g.
 *    `git worktree add /tmp/before 714bb75 && cd /tmp/before && npm ci && npm run build -w api`): its quote and
 *    ours with 10 seasons, in alternating rounds on the same machine, so a busy moment weighs on both alike.
 * Prints p50 and p99, never asserts.
 *   npm run bench -- seasons   (BENCH_ITERATIONS=20000, BENCH_REQUESTS=400, BENCH_BEFORE_ROOT=)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, provisionTestDatabase } from '@camping/dev-database/database';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { priceStay } from '@camping/contracts/seasons/price-stay';
import { buildApiIfStale, login, median, startApi, stop } from '../api/harness.mjs';
import { percentiles, timed } from '../lib/latency.mjs';
import { PASSWORD, log } from '../lib/bench-run.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const RULE_TARGET_MS = 1;

const BASE = {
  hospedaje: [2, 3, 4, 5].map((personas) => ({ tipo_hospedaje_id: 1, cantidad_personas: personas, metodo_pago: 'efectivo', precio: 40_000 + personas * 6_000 })),
  camping: [],
};
const season = (nombre, desde, hasta, over) => ({
  nombre,
  rangos: [{ desde, hasta }],
  porcentaje: null,
  precios: null,
  recargo_fin_de_semana: null,
  minimo_noches: null,
  dias_sin_ingreso: [],
  ...over,
});
const THREE = [
  season('Navidad', '2026-12-20', '2026-12-31', { porcentaje: 20, minimo_noches: 2 }),
  season('Año nuevo', '2027-01-01', '2027-01-03', { porcentaje: 50, recargo_fin_de_semana: 10 }),
  season('Temporada alta', '2027-01-04', '2027-01-31', {
    precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 5, metodo_pago: 'efectivo', precio: 95_000 }], camping: [] },
    dias_sin_ingreso: [6],
  }),
];

function ruleAlone() {
  const stay = { entrada: '2026-12-15', salida: '2027-01-14', tipo: 1, personas: 4, metodo_pago: 'efectivo', base: BASE, seasons: THREE };
  const once = priceStay(stay);
  log(`La regla: ${once.nights.length} noches, ${once.breakdown.length} líneas, total ${once.total}: ${once.breakdownText}`);
  for (let i = 0; i < 2_000; i++) priceStay(stay);
  const latencies = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    priceStay(stay);
    latencies.push(performance.now() - started);
  }
  const { p50, p99 } = percentiles(latencies.map((ms) => ms * 1000));
  const verdict = p99 / 1000 < RULE_TARGET_MS ? 'cumple' : 'NO cumple';
  log(`Regla sola, 30 noches en 3 temporadas: p50 ${p50} µs, p99 ${p99} µs (objetivo < ${RULE_TARGET_MS} ms: ${verdict})`);
  return { p50Us: p50, p99Us: p99 };
}

/** Ten seasons of the coming year, each 20 days, every other one with its own grid. */
function tenSeasons(today) {
  return Array.from({ length: 10 }, (_, i) => {
    const desde = addDaysIso(today, 10 + i * 25);
    const own = i % 2 === 0;
    return {
      nombre: `Temporada ${i + 1}`,
      color: '#2E86AB',
      rangos: [{ desde, hasta: addDaysIso(desde, 19) }],
      modo: own ? 'precios' : 'porcentaje',
      porcentaje: own ? null : 10 + i,
      precios: own
        ? { hospedaje: [1, 2].flatMap((tipo) => [2, 3, 4, 5].map((personas) => ({ tipo_hospedaje_id: tipo, cantidad_personas: personas, metodo_pago: 'efectivo', precio: 50_000 + personas * 7_000 }))), camping: [] }
        : null,
      recargo_fin_de_semana: i % 3 === 0 ? 15 : null,
      minimo_noches: 2,
    };
  });
}

async function quoteP99(baseUrl, today, label, offset) {
  let n = offset;
  const quote = async () => {
    n += 1;
    const entrada = addDaysIso(today, 12 + (n % 200));
    const query = new URLSearchParams({ tipo_hospedaje_id: '1', fecha_entrada: entrada, fecha_salida: addDaysIso(entrada, 4), cantidad_personas: '4' });
    const response = await fetch(`${baseUrl}/api/public/cotizacion?${query}`, {
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    });
    if (!response.ok) throw new Error(`cotizacion: ${response.status} ${await response.text()}`);
    await response.json();
  };
  await timed(50, quote);
  const figures = await timed(REQUESTS, quote);
  log(`API, 1 llamador: cotización pública ${label}: p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

/** The application before seasons (its own database) and ours, in four alternating rounds; p99 of each. */
async function sideBySide(baseUrl, today, beforeRoot) {
  const database = await provisionTestDatabase('camping_bench_seasons_antes', log);
  let before;
  try {
    before = await startApi(database.url, PASSWORD, { TRUST_PROXY: 'loopback' }, path.join(beforeRoot, 'api/dist/main.js'));
    const rounds = { antes: [], ahora: [] };
    for (let round = 0; round < 4; round++) {
      rounds.antes.push(await quoteP99(before.baseUrl, today, `antes de las temporadas, ronda ${round + 1}`, 200_000 + round * 1000));
      rounds.ahora.push(await quoteP99(baseUrl, today, `con 10 temporadas, ronda ${round + 1}`, 300_000 + round * 1000));
    }
    const p99 = (list) => median(list.map((figures) => figures.p99));
    const antes = p99(rounds.antes);
    const ahora = p99(rounds.ahora);
    log(`Mediana de los p99: antes ${antes} ms, con 10 temporadas ${ahora} ms (${ahora <= antes * 1.1 ? 'cumple' : 'NO cumple'}, tolerancia 10 %)`);
    return { antesP99: antes, ahoraP99: ahora, rondas: rounds };
  } finally {
    if (before) await stop(before.child);
    await database.release();
  }
}

async function main() {
  const regla = ruleAlone();
  await buildApiIfStale(log);
  const database = await provisionTestDatabase('camping_bench_seasons', log);
  let server;
  try {
    server = await startApi(database.url, PASSWORD, { TRUST_PROXY: 'loopback' });
    const { baseUrl } = server;
    const today = todayIso();
    const sinTemporadas = await quoteP99(baseUrl, today, 'sin temporadas', 0);
    const headers = { cookie: await login(baseUrl, 'admin', PASSWORD), 'content-type': 'application/json' };
    for (const body of tenSeasons(today)) {
      const response = await fetch(`${baseUrl}/api/endpoints/temporadas`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`POST temporadas: ${response.status} ${await response.text()}`);
    }
    const conTemporadas = await quoteP99(baseUrl, today, 'con 10 temporadas', 100_000);
    const verdict = conTemporadas.p99 <= sinTemporadas.p99 * 1.1 ? 'cumple' : 'NO cumple';
    log(`p99 con 10 temporadas frente a sin ellas (tolerancia 10 %): ${verdict}`);
    const frenteAntes = process.env.BENCH_BEFORE_ROOT ? await sideBySide(baseUrl, today, process.env.BENCH_BEFORE_ROOT) : null;

    const carga = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    log(`Carga de la máquina (1, 5, 15 min): ${carga}`);
    const result = { date: new Date().toISOString(), carga, regla, sinTemporadas, conTemporadas, frenteAntes, solicitudes: REQUESTS };
    const dir = path.join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `seasons-${result.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    if (server) await stop(server.child);
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
