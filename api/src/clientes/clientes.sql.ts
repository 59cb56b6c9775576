import type { ClienteSortCampo } from '@camping/contracts/schemas/cliente';
import type { Orden } from '@camping/contracts/schemas/pagina';

/**
 * The SQL of the client reads, in one place: the repository runs it, and the benchmark's bare server runs exactly
 * the same text (bench/api).
 */
export const CLIENTE_COLUMNS = `c.id, c.nombre, c.apellido, c.documento, c.telefono, c.modelo_vehiculo, c.patente, c.created_at`;

/** Spanish order: accents and case do not move a surname ('Álvarez' sorts with the A). */
const ORDEN = `ORDER BY f_unaccent(lower(c.apellido)), f_unaccent(lower(c.nombre)), c.id`;

export const SQL_CLIENTES_LISTA = `SELECT ${CLIENTE_COLUMNS} FROM clientes c ${ORDEN}`;

/** $1: the search operand (searchOperand). Served by clientes_busqueda_trgm_idx. */
export const SQL_CLIENTES_BUSQUEDA = `
  SELECT ${CLIENTE_COLUMNS} FROM clientes c
  WHERE c.busqueda LIKE '%' || f_unaccent(lower($1)) || '%'
  ${ORDEN}`;

/** The search condition on $1 (the search operand), served by clientes_busqueda_trgm_idx. */
const BUSQUEDA = `c.busqueda LIKE '%' || f_unaccent(lower($1)) || '%'`;

/** Text in Spanish order; an empty optional field goes last in either direction (as the table always showed it). */
const texto = (column: string) => (dir: string) => `f_unaccent(lower(${column})) ${dir}`;
const opcional = (column: string) => (dir: string) =>
  `(nullif(btrim(${column}), '') IS NULL), f_unaccent(lower(${column})) ${dir}`;

/** SQL of each sortable column of the paged list; only these texts ever reach ORDER BY (no user text does). */
const ORDEN_PAGINA: Record<ClienteSortCampo, (dir: string) => string> = {
  apellido: (dir) => `f_unaccent(lower(c.apellido)) ${dir}, f_unaccent(lower(c.nombre)) ${dir}`,
  nombre: texto('c.nombre'),
  // Bare digits, shorter first: a DNI sorts as a number (3 before 10), as the table always sorted it.
  documento: (dir) => `length(documento_normalizado(c.documento)) ${dir}, documento_normalizado(c.documento) ${dir}`,
  telefono: opcional('c.telefono'),
  modelo_vehiculo: opcional('c.modelo_vehiculo'),
  patente: opcional('c.patente'),
  created_at: (dir) => `c.created_at ${dir}`,
};

/**
 * One page of the Clientes screen and the number of matching rows, in one statement. Parameters: $1 the search
 * operand (searchOperand) or null, $2 LIMIT, $3 OFFSET. A search runs once (a CTE read twice is materialised) for
 * both the count and the page; without one, the default order reads clientes_orden_idx. The count row is LEFT JOINed
 * to the page so a page past the end still answers the total; ties break by id in the same direction, so pages
 * never overlap.
 */
export function sqlClientesPagina(orden: Orden<ClienteSortCampo>, conBusqueda: boolean): string {
  const dir = orden.desc ? 'DESC' : 'ASC';
  const filas = (from: string) => `SELECT ${CLIENTE_COLUMNS} FROM ${from}
    ORDER BY ${ORDEN_PAGINA[orden.campo](dir)}, c.id ${dir}
    LIMIT $2 OFFSET $3`;
  if (conBusqueda) {
    return `
  WITH encontrados AS (SELECT c.* FROM clientes c WHERE ${BUSQUEDA})
  SELECT total.total, pagina.*
  FROM (SELECT count(*)::int AS total FROM encontrados) AS total
  LEFT JOIN LATERAL (${filas('encontrados c')}) AS pagina ON true`;
  }
  return `
  SELECT total.total, pagina.*
  FROM (SELECT count(*)::int AS total FROM clientes c WHERE $1::text IS NULL) AS total
  LEFT JOIN LATERAL (${filas('clientes c WHERE $1::text IS NULL')}) AS pagina ON true`;
}
