/**
 * The baseline: a bare node:http + pg server running exactly the API's SQL text (imported from the API's build) for
 * the three measured calls, with the same pool size, the same search escaping and the same JSON shapes, and nothing
 * else: no framework, no session, no validation library, no logging.
 *   DATABASE_URL=... PORT=... node bench/api/bare-server.mjs
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { SQL_HOSPEDAJES_DISPONIBLES } = require('../../api/dist/hospedajes/hospedajes.sql.js');
const { SQL_RESERVAS_BUSQUEDA } = require('../../api/dist/reservas/reservas.sql.js');
const { SQL_CLIENTES_BUSQUEDA } = require('../../api/dist/clientes/clientes.sql.js');
const { searchOperand } = require('../../api/dist/common/search-text.js');
const { defaultPoolSize } = require('../../api/dist/database/pool-size.js');

// The API's pool size, as it would choose it on this machine (or DATABASE_POOL_SIZE, which the benchmark passes to both).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE || defaultPoolSize()) });

const reserva = (row) => ({ ...row, monto_total: Number(row.monto_total), descuento: Number(row.descuento), created_at: row.created_at.toISOString() });
const cliente = (row) => ({ ...row, created_at: row.created_at.toISOString() });

async function answer(url) {
  const q = url.searchParams;
  switch (url.pathname) {
    case '/disponibles': {
      const { rows } = await pool.query(SQL_HOSPEDAJES_DISPONIBLES, [Number(q.get('tipo_hospedaje_id')), q.get('fecha_entrada'), q.get('fecha_salida'), null]);
      return { success: true, hospedajes: rows, message: rows.length ? 'disponibles' : 'sin disponibles' };
    }
    case '/reservas':
      return (await pool.query(SQL_RESERVAS_BUSQUEDA, [searchOperand(q.get('search') ?? '')])).rows.map(reserva);
    case '/clientes':
      return (await pool.query(SQL_CLIENTES_BUSQUEDA, [searchOperand(q.get('search') ?? '')])).rows.map(cliente);
    default:
      return null;
  }
}

const server = http.createServer(async (req, res) => {
  try {
    const body = await answer(new URL(req.url, 'http://localhost'));
    res.writeHead(body === null ? 404 : 200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body ?? { success: false }));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: String(error) }));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listo ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
