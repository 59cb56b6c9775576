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
  WHERE cliente_busqueda(c.nombre, c.apellido, c.documento, c.telefono) LIKE '%' || f_unaccent(lower($1)) || '%'
  ${ORDEN}`;
