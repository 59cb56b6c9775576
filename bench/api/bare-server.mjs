/**
 * The baseline: a bare node:http + pg server doing exactly the database work the API does for each measured call,
 * and nothing else: no framework, no validation library, no logging. Fair (issue 21): it imports the API's SQL
 * (from the API's build) and runs every statement the way the API does, as the same named prepared statements (the
 * session check, availability, both searches, each variant of the paged lists, the calendar window), with the same pool size, the same
 * search escaping and the same answers (the lists' JSON text built by PostgreSQL, sent as it is, as the API does). So API CPU / bare CPU per request is what Nest, Fastify's plugins, zod
 * and the API's own code add.
 *   DATABASE_URL=... PORT=... node bench/api/bare-server.mjs
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { SQL_HOSPEDAJES_DISPONIBLES } = require('../../api/dist/hospedajes/hospedajes.sql.js');
const { SQL_RESERVAS_BUSQUEDA, SQL_RESERVAS_RANGO_JSON } = require('../../api/dist/reservas/reservas.sql.js');
const { sqlReservasPagina } = require('../../api/dist/reservas/reservas-pagina.sql.js');
const { SQL_CLIENTES_BUSQUEDA, sqlClientesPagina } = require('../../api/dist/clientes/clientes.sql.js');
const { SQL_SESION_VALIDA } = require('../../api/dist/auth/session.sql.js');
const { SQL_HOY } = require('../../api/dist/hoy/hoy.sql.js');
const { searchOperand } = require('../../api/dist/common/search-text.js');
const { defaultPoolSize } = require('../../api/dist/database/pool-size.js');

// The API's pool size, as it would choose it on this machine (or DATABASE_POOL_SIZE, which the benchmark passes to both).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE || defaultPoolSize()) });

const run = async (name, text, values) => (await pool.query({ name, text, values })).rows;

/** The session cookie's user, as the API's guard finds it (same statement); null without a valid session. */
async function session(req) {
  const token = /(?:^|;\s*)camping_sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const rows = await run('sesion_valida', SQL_SESION_VALIDA, [createHash('sha256').update(decodeURIComponent(token)).digest('hex')]);
  return rows[0] ?? null;
}

/** `sort=-fecha_entrada` as the API reads it (the benchmark sends only valid values). */
function orden(q, porOmision) {
  const sort = q.get('sort') || porOmision;
  return { campo: sort.replace(/^-/, ''), desc: sort.startsWith('-') };
}

function pagina(q) {
  const page = Number(q.get('page'));
  const pageSize = Number(q.get('page_size') ?? 50);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize, operand: searchOperand(q.get('search') ?? '') || null };
}

/** The answer: an object to serialise, or JSON text built in PostgreSQL (`{json}`), sent as it is, like the API. */
async function answer(url) {
  const q = url.searchParams;
  switch (url.pathname) {
    case '/disponibles': {
      const rows = await run('hospedajes_disponibles', SQL_HOSPEDAJES_DISPONIBLES, [
        Number(q.get('tipo_hospedaje_id')),
        q.get('fecha_entrada'),
        q.get('fecha_salida'),
        null,
      ]);
      return { success: true, hospedajes: rows, message: rows.length ? 'disponibles' : 'sin disponibles' };
    }
    case '/reservas': {
      if (q.has('page')) {
        const p = pagina(q);
        const tipo = q.get('tipo_hospedaje_id');
        const sql = sqlReservasPagina({ ...p, tipoHospedajeId: tipo ? Number(tipo) : null, orden: orden(q, '-fecha_entrada') });
        const [{ total, reservas }] = await run(sql.name, sql.text, sql.values);
        return { json: `{"success":true,"reservas":${reservas},"total":${total},"page":${p.page},"page_size":${p.pageSize}}` };
      }
      if (q.has('desde')) return { json: (await run('reservas_rango', SQL_RESERVAS_RANGO_JSON, [q.get('desde'), q.get('hasta')]))[0].json };
      return (await run('reservas_busqueda', SQL_RESERVAS_BUSQUEDA, [searchOperand(q.get('search') ?? '')]))[0];
    }
    case '/clientes': {
      if (q.has('page')) {
        const p = pagina(q);
        const sql = sqlClientesPagina({ ...p, orden: orden(q, 'apellido') });
        const [{ total, clientes }] = await run(sql.name, sql.text, sql.values);
        return { json: `{"success":true,"clientes":${clientes},"total":${total},"page":${p.page},"page_size":${p.pageSize}}` };
      }
      return (await run('clientes_busqueda', SQL_CLIENTES_BUSQUEDA, [searchOperand(q.get('search') ?? '')]))[0];
    }
    case '/hoy': {
      // «Hoy» of a day, as the API answers it: the day's JSON from PostgreSQL with the two dates in front.
      const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/San_Luis' }).format(new Date());
      const fecha = q.get('fecha') ?? hoy;
      const [{ json }] = await run('hoy', SQL_HOY, [fecha]);
      return { json: `{"success":true,"fecha":"${fecha}","hoy":"${hoy}",${json.slice(1)}` };
    }
    default:
      return undefined;
  }
}

const server = http.createServer(async (req, res) => {
  try {
    if (!(await session(req))) {
      res.writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, message: 'No autorizado' }));
      return;
    }
    const body = await answer(new URL(req.url, 'http://localhost'));
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(typeof body?.json === 'string' ? body.json : JSON.stringify(body ?? { success: false }));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: String(error) }));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listo ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
