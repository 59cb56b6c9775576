import { PAGE_SIZE_MAX, type Orden } from '@camping/contracts/schemas/pagina';
import { type LlegadasFiltro, type PrereservasFiltro, type ReservaSortCampo, type SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';
import { type PreparedSql } from '../database/prepared-query';
import { jsonArray } from '../database/json-sql';
import { CON_PATRON, FILA_RESERVA, FROM_RESERVA, LLEGADAS_CONDICION, PATRON, PRERESERVAS_CONDICION, SALDO_CONDICION } from './reservas.sql';

/** The paged Reservas list's SQL (one prepared statement per variant), apart from the single reads in reservas.sql.ts. */

/**
 * The sort key of each sortable column of the paged list: one value per reservation, and the join it needs. Only
 * these texts ever reach ORDER BY: no user text does. Each key but the unit's is served by an index
 * (migration 1764000000001), so the first page is read in order instead of sorting every reservation.
 */
const CLAVE_ORDEN: Record<ReservaSortCampo, { clave: string; join?: string }> = {
  // Stored sort keys (migration 1764100000005), under clientes_nombre_completo_idx.
  cliente: { clave: `(c.apellido_orden || ' ' || c.nombre_orden)`, join: `JOIN clientes c ON c.id = r.cliente_id` },
  // The type, then the unit number (camping and groups, without a unit, first within their type).
  hospedaje: {
    clave: `r.tipo_hospedaje_id * 100000 + coalesce(h.numero, -1)`,
    join: `LEFT JOIN hospedajes h ON h.id = r.hospedaje_id`,
  },
  fecha_entrada: { clave: `r.fecha_entrada` },
  fecha_salida: { clave: `r.fecha_salida` },
  noches: { clave: `(r.fecha_salida - r.fecha_entrada)` },
  cantidad_personas: { clave: `r.cantidad_personas` },
  monto_total: { clave: `r.monto_total` },
  estado: { clave: `r.estado` },
};

/** What a page of the Reservas screen asks for. `operand` is already escaped for LIKE (searchOperand), or null. */
export interface ReservasPaginaFiltros {
  operand: string | null;
  tipoHospedajeId: number | null;
  /** «Con saldo pendiente» / «Pagadas» (issue 16), or every payment status. */
  saldo?: SaldoFiltro;
  /** Only live holds, or those expiring today (issue 16). */
  prereservas?: PrereservasFiltro;
  /** «Próximas llegadas»: arriving from today on (issue 37). */
  llegadas?: LlegadasFiltro;
  orden: Orden<ReservaSortCampo>;
  limit: number;
  offset: number;
}

/**
 * The ids (and sort keys) of the reservations the search operand ($1) finds, of the type `tipo` (a parameter's SQL,
 * or null for every type). Like ENCONTRADAS, but the type filter goes into every branch as a plain equality, so with
 * the default order the client branch is an index-only scan of reservas_cliente_tipo_entrada_idx on (client, type)
 * and the count needs no table access.
 */
function encontradasPagina(
  { clave, join = '' }: { clave: string; join?: string },
  tipo: string | null,
  saldo: string,
): string {
  const delTipo = `${tipo ? `AND r.tipo_hospedaje_id = ${tipo}` : ''}${saldo}`;
  return `
    SELECT r.id, ${clave} AS clave FROM reservas r ${join}
    WHERE r.cliente_id = ANY (ARRAY(
      SELECT c.id FROM clientes c WHERE c.busqueda LIKE ${PATRON})) ${delTipo}
    UNION
    SELECT r.id, ${clave} FROM reservas r ${join} WHERE r.observaciones_busqueda LIKE ${PATRON} ${delTipo}
    UNION
    SELECT r.id, ${clave} FROM reservas r ${join}
    WHERE r.tipo_hospedaje_id IN (SELECT t.id FROM tipos_hospedaje t WHERE f_unaccent(lower(t.nombre)) LIKE ${PATRON})
      ${delTipo}
    UNION
    SELECT r.id, ${clave} FROM reservas r ${join}
    WHERE r.hospedaje_id IN (
      SELECT h.id FROM hospedajes h JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
      WHERE h.numero::text = $1 OR f_unaccent(lower(t.nombre || ' ' || h.numero)) LIKE ${PATRON})
      ${delTipo}`;
}

/**
 * `LIMIT limit OFFSET offset` of an ordered query, written so that a plan made without the values (a prepared
 * statement's generic plan) still knows a page holds at most PAGE_SIZE_MAX rows: with a bare `LIMIT $n` PostgreSQL
 * assumes a tenth of the rows and joins the page to every client by hashing the whole table.
 */
function acotada(ordered: string, limit: string, offset: string): string {
  return `SELECT * FROM (${ordered} OFFSET ${offset} LIMIT ${PAGE_SIZE_MAX}) AS hasta_el_maximo LIMIT ${limit}`;
}

/**
 * The text of one variant of the page statement: one per sort, direction, search or not and type or not, so each is
 * a prepared statement whose generic plan fits every value (no `$n IS NULL OR ...`, which hides an index). Values in
 * order: the search operand (with a search), the type (with a type), LIMIT, OFFSET.
 * The page is chosen on `reservas` alone (ids and sort keys; ties broken by id in the same direction, so pages never
 * overlap) and only its rows are joined to their client and lodging (CAMPOS_RESERVA, the one list of a row's
 * columns). With a search the found ids are computed once (a CTE read twice is materialised) for the count and the
 * page; without one the total is read from reservas_totales (kept by triggers, exact) instead of counting up to
 * 100,000 rows. One row comes back: `total` and `reservas`, the page's rows as JSON text ('[]' past the end).
 */
function paginaText(
  orden: Orden<ReservaSortCampo>,
  conBusqueda: boolean,
  conTipo: boolean,
  saldo: SaldoFiltro | undefined,
  prereservas: PrereservasFiltro | undefined,
  llegadas?: LlegadasFiltro,
): string {
  const dir = orden.desc ? 'DESC' : 'ASC';
  const sortKey = CLAVE_ORDEN[orden.campo];
  const { clave, join = '' } = sortKey;
  // Parameters are numbered in the order of the values (sqlReservasPagina): [operand], [type], LIMIT, OFFSET.
  const first = conBusqueda ? 2 : 1;
  const tipo = conTipo ? `$${first}::int` : null;
  const limit = `$${first + (conTipo ? 1 : 0)}::int`;
  const offset = `$${first + (conTipo ? 2 : 1)}::int`;
  // The payment and holds filters are fixed texts (one variant each), never values.
  const condiciones = [
    saldo ? SALDO_CONDICION[saldo] : null,
    prereservas ? PRERESERVAS_CONDICION[prereservas] : null,
    llegadas ? LLEGADAS_CONDICION[llegadas] : null,
  ];
  const delSaldo = condiciones.map((c) => (c ? ` AND ${c}` : '')).join('');
  const filtros = [tipo ? `r.tipo_hospedaje_id = ${tipo}` : null, ...condiciones].filter(Boolean);
  const where = filtros.length > 0 ? `WHERE ${filtros.join(' AND ')}` : '';
  const candidatas = conBusqueda
    ? `encontradas AS (${encontradasPagina(sortKey, tipo, delSaldo)}),
  pagina AS (${acotada(`SELECT id, clave FROM encontradas ORDER BY clave ${dir}, id ${dir}`, limit, offset)})`
    : `pagina AS (${acotada(
        `SELECT r.id, ${clave} AS clave FROM reservas r ${join}
    ${where}
    ORDER BY ${clave} ${dir}, r.id ${dir}`,
        limit,
        offset,
      )})`;
  // A payment or holds filter is counted (reservas_totales counts per type only); partial indexes serve them.
  const total = conBusqueda
    ? `SELECT count(*)::int AS total FROM encontradas`
    : saldo || prereservas || llegadas
      ? `SELECT count(*)::int AS total FROM reservas r ${where}`
      : `SELECT coalesce(sum(total), 0)::int AS total FROM reservas_totales ${tipo ? `WHERE tipo_hospedaje_id = ${tipo}` : ''}`;
  return `
  WITH ${conBusqueda ? `${CON_PATRON},` : ''}
  ${candidatas}
  SELECT (${total}) AS total,
    (SELECT ${jsonArray('fila', `p.clave ${dir}, p.id ${dir}`)}
     ${FROM_RESERVA} JOIN pagina p ON p.id = r.id ${FILA_RESERVA}) AS reservas`;
}

const paginaTexts = new Map<string, string>();

/**
 * The prepared statement's name of a page variant. PostgreSQL cuts names at 63 bytes, and two variants cut to the
 * same name would collide on a connection ('prepared statement already exists'): short words, checked by a test
 * over every variant.
 */
export function paginaStatementName(
  q: Pick<ReservasPaginaFiltros, 'operand' | 'tipoHospedajeId' | 'saldo' | 'prereservas' | 'llegadas' | 'orden'>,
): string {
  return [
    'rp',
    q.orden.campo,
    q.orden.desc ? 'd' : 'a',
    q.operand !== null ? 'b' : '',
    q.tipoHospedajeId !== null ? 't' : '',
    q.saldo ? `s_${q.saldo}` : '',
    q.prereservas ? `h_${q.prereservas}` : '',
    q.llegadas ? `l_${q.llegadas}` : '',
  ]
    .filter(Boolean)
    .join('_');
}

/**
 * One page of the Reservas screen (its rows as JSON text) and the number of matching rows, in one statement, as a
 * named prepared statement (its variant's name and text, and its values). Measured in docs/performance.md (bench/lists, bench/api).
 */
export function sqlReservasPagina(q: ReservasPaginaFiltros): PreparedSql {
  const conBusqueda = q.operand !== null;
  const conTipo = q.tipoHospedajeId !== null;
  const name = paginaStatementName(q);
  let text = paginaTexts.get(name);
  if (text === undefined) {
    text = paginaText(q.orden, conBusqueda, conTipo, q.saldo, q.prereservas, q.llegadas);
    paginaTexts.set(name, text);
  }
  const values: unknown[] = [];
  if (conBusqueda) values.push(q.operand);
  if (conTipo) values.push(q.tipoHospedajeId);
  values.push(q.limit, q.offset);
  return { name, text, values };
}
