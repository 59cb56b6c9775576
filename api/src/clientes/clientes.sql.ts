import type { ClienteSortCampo } from '@camping/contracts/schemas/cliente';
import type { Orden } from '@camping/contracts/schemas/pagina';
import { isoUtc, jsonArray, jsonRecord } from '../database/json-sql';
import type { PreparedSql } from '../database/prepared-query';

/**
 * The SQL of the client reads, in one place: the repository runs it, and the benchmark's bare server runs exactly
 * the same text (bench/api).
 */
export const CLIENTE_COLUMNS = `c.id, c.nombre, c.apellido, c.documento, c.telefono, c.modelo_vehiculo, c.patente, c.created_at`;

/** The same client as the record `fila` of the answers built as JSON text in PostgreSQL (database/json-sql.ts). */
const FILA_CLIENTE = jsonRecord(
  [
    ...['id', 'nombre', 'apellido', 'documento', 'telefono', 'modelo_vehiculo', 'patente'].map((campo) => ({ campo, sql: `c.${campo}` })),
    { campo: 'created_at', sql: isoUtc('c.created_at') },
  ],
  'fila',
);

/**
 * Spanish order: accents and case do not move a surname ('Álvarez' sorts with the A). apellido_orden and
 * nombre_orden are f_unaccent(lower(...)) of the names, stored (migration 1764100000005): sorting the clients a
 * search finds then reads them instead of computing unaccent twice per client.
 */
const CLAVES_ORDEN = `c.apellido_orden, c.nombre_orden, c.id`;
const ORDEN = `ORDER BY ${CLAVES_ORDEN}`;

export const SQL_CLIENTES_LISTA = `SELECT ${CLIENTE_COLUMNS} FROM clientes c ${ORDEN}`;

/**
 * The answer of `clientes?search=` as JSON text (one column, `json`). $1: the search operand (searchOperand). Served
 * by clientes_busqueda_trgm_idx.
 */
export const SQL_CLIENTES_BUSQUEDA = `
  SELECT ${jsonArray('fila', CLAVES_ORDEN)} AS json FROM clientes c ${FILA_CLIENTE}
  WHERE c.busqueda LIKE '%' || f_unaccent(lower($1)) || '%'`;

/** The search condition on $1 (the search operand), served by clientes_busqueda_trgm_idx. */
const BUSQUEDA = `c.busqueda LIKE '%' || f_unaccent(lower($1)) || '%'`;

/** Text in Spanish order; an empty optional field goes last in either direction (as the table always showed it). */
const opcional = (column: string) => (dir: string) =>
  `(nullif(btrim(${column}), '') IS NULL), f_unaccent(lower(${column})) ${dir}`;

/** SQL of each sortable column of the paged list; only these texts ever reach ORDER BY (no user text does). */
const ORDEN_PAGINA: Record<ClienteSortCampo, (dir: string) => string> = {
  apellido: (dir) => `c.apellido_orden ${dir}, c.nombre_orden ${dir}`,
  nombre: (dir) => `c.nombre_orden ${dir}`,
  // Bare digits, shorter first: a DNI sorts as a number (3 before 10), as the table always sorted it.
  documento: (dir) => `length(documento_normalizado(c.documento)) ${dir}, documento_normalizado(c.documento) ${dir}`,
  telefono: opcional('c.telefono'),
  modelo_vehiculo: opcional('c.modelo_vehiculo'),
  patente: opcional('c.patente'),
  created_at: (dir) => `c.created_at ${dir}`,
};

/**
 * The text of one variant of the page statement (one per sort, direction and search or not, each a prepared
 * statement). Values: the search operand (with a search), LIMIT, OFFSET. A search runs once (a CTE read twice is
 * materialised) for both the count and the page; without one, the default order reads clientes_orden_idx and the
 * total is clientes_totales' row (kept by triggers, exact) instead of a count of every client. One row comes back:
 * `total` and `clientes`, the page as JSON text ('[]' past the end); ties break by id in the same direction, so
 * pages never overlap.
 */
function paginaText(orden: Orden<ClienteSortCampo>, conBusqueda: boolean): string {
  const dir = orden.desc ? 'DESC' : 'ASC';
  const [limit, offset] = conBusqueda ? ['$2::int', '$3::int'] : ['$1::int', '$2::int'];
  const claves = `${ORDEN_PAGINA[orden.campo](dir)}, c.id ${dir}`;
  const encontrados = conBusqueda ? `encontrados AS (SELECT c.* FROM clientes c WHERE ${BUSQUEDA}),` : '';
  const total = conBusqueda ? `SELECT count(*)::int FROM encontrados` : `SELECT total::int FROM clientes_totales`;
  return `
  WITH ${encontrados}
  pagina AS (SELECT c.* FROM ${conBusqueda ? 'encontrados' : 'clientes'} c ORDER BY ${claves} LIMIT ${limit} OFFSET ${offset})
  SELECT (${total}) AS total,
    (SELECT ${jsonArray('fila', claves)} FROM pagina c ${FILA_CLIENTE}) AS clientes`;
}

const paginaTexts = new Map<string, string>();

/**
 * One page of the Clientes screen (as JSON text) and the number of matching rows, in one statement, as a named
 * prepared statement.
 * `operand` is the search operand (searchOperand), or null.
 */
export function sqlClientesPagina(q: { operand: string | null; orden: Orden<ClienteSortCampo>; limit: number; offset: number }): PreparedSql {
  const conBusqueda = q.operand !== null;
  const name = `clientes_pagina_${q.orden.campo}_${q.orden.desc ? 'desc' : 'asc'}${conBusqueda ? '_busqueda' : ''}`;
  let text = paginaTexts.get(name);
  if (text === undefined) {
    text = paginaText(q.orden, conBusqueda);
    paginaTexts.set(name, text);
  }
  return { name, text, values: conBusqueda ? [q.operand, q.limit, q.offset] : [q.limit, q.offset] };
}
