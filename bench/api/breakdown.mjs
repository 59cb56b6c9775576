/**
 * Where one call's time goes, measured apart (issue 21): the statement in PostgreSQL (planning and execution, from
 * EXPLAIN ANALYZE of the prepared statement as the API runs it, after the warm-up that lets PostgreSQL settle on a
 * generic plan), the rows it returns, the round trip as node sees it (driver included), and building the JSON answer
 * in node (`answer`: JSON.stringify of the rows, or only the envelope around the JSON text PostgreSQL built). Medians
 * of repeated runs on one connection, no load.
 */
import pg from 'pg';
import { median } from './harness.mjs';

const round = (ms) => Math.round(ms * 1000) / 1000;

/** How many objects the answer lists: the rows, or the items of the JSON text PostgreSQL built. */
function countRows(rows) {
  const text = rows[0]?.json ?? rows[0]?.reservas;
  return typeof text === 'string' ? JSON.parse(text).length : rows.length;
}

/** `calls`: [{llamada, sql: {name, text, values}, answer: (rows) => JSON text}], each as the API runs it. */
export async function breakdown(databaseUrl, calls) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out = [];
    for (const { llamada, sql, answer } of calls) {
      const config = { name: sql.name, text: sql.text, values: sql.values };
      let rows = [];
      for (let i = 0; i < 8; i++) rows = (await client.query(config)).rows;
      const roundTrips = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        rows = (await client.query(config)).rows;
        roundTrips.push(performance.now() - started);
      }
      // EXPLAIN of the same prepared statement: `EXECUTE name(values)` with the values as literals of their types.
      const literals = sql.values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : client.escapeLiteral(String(v))));
      const planning = [];
      const execution = [];
      for (let i = 0; i < 5; i++) {
        const plan = (await client.query(`EXPLAIN (ANALYZE, SUMMARY, TIMING OFF) EXECUTE ${sql.name}(${literals.join(', ')})`)).rows.map(
          (r) => r['QUERY PLAN'],
        );
        planning.push(Number(/Planning Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0));
        execution.push(Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0));
      }
      const json = [];
      let bytes = 0;
      for (let i = 0; i < 200; i++) {
        const started = performance.now();
        const text = answer(rows);
        json.push(performance.now() - started);
        bytes = Buffer.byteLength(text);
      }
      out.push({
        llamada,
        filas_sql: rows.length,
        filas_respuesta: countRows(rows),
        planificacion_ms: round(median(planning)),
        ejecucion_ms: round(median(execution)),
        ida_y_vuelta_ms: round(median(roundTrips)),
        json_ms: round(median(json)),
        json_kb: Math.round(bytes / 100) / 10,
      });
    }
    return out;
  } finally {
    await client.end();
  }
}
