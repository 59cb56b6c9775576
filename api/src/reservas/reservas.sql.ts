import { TIPO_CAMPING } from '@camping/contracts/domain';
import { PAGE_SIZE_MAX, type Orden } from '@camping/contracts/schemas/pagina';
import type { PrereservasFiltro, ReservaSortCampo, SaldoFiltro } from '@camping/contracts/schemas/reserva';
import type { PreparedSql } from '../database/prepared-query';
import { isoUtc, jsonArray, jsonRecord } from '../database/json-sql';
import { SQL_FIN_DE_HOY, sqlOcupa } from './holds.sql';

/**
 * The SQL of the reservation reads, in one place: the repository runs it, and the benchmark's bare server runs
 * exactly the same text (bench/api). Dates leave PostgreSQL as 'YYYY-MM-DD' text, so no time zone can move them.
 */

/**
 * A reservation's payment status (issue 16) from `total_pagado`, which a trigger keeps equal to the sum of its
 * payments (migration 1764100000001): nothing owed is `completo` (a stay of $ 0 too), nothing paid `pendiente`.
 */
export const ESTADO_PAGO = `CASE WHEN r.total_pagado >= r.monto_total THEN 'completo'
    WHEN r.total_pagado > 0 THEN 'parcial' ELSE 'pendiente' END`;

/**
 * The list's payment filters, as SQL on `reservas r`. Only these texts reach the query. «Con saldo pendiente» leaves
 * cancelled stays out (nothing is owed on them) and is served, in the default order, by reservas_con_saldo_idx.
 */
const SALDO_CONDICION: Record<SaldoFiltro, string> = {
  pendiente: `r.total_pagado < r.monto_total AND r.estado <> 'cancelada'`,
  pagada: `r.total_pagado >= r.monto_total`,
};

/**
 * The list's holds filters (issue 16): live holds, or those expiring before today ends in the complex's zone. The
 * partial index reservas_prereservas_idx finds them.
 */
const PRERESERVAS_CONDICION: Record<PrereservasFiltro, string> = {
  vigentes: `r.estado = 'pendiente' AND r.vence_el > now()`,
  vencen_hoy: `r.estado = 'pendiente' AND r.vence_el > now() AND r.vence_el < ${SQL_FIN_DE_HOY}`,
};

/**
 * A reservation with the joined fields of spec section 3, in the order the answers carry them: each field's name
 * and its SQL. The one list of a reservation's columns: SELECT_RESERVA (rows, mapped in node) and JSON_RESERVA (the
 * same object built in PostgreSQL) are both made from it, so a field added here (a joined aggregate too, with its
 * join in FROM_RESERVA) appears in every read. `json` is the field's SQL in the JSON object where it differs:
 * numbers and the creation time as node writes them (Number(), Date#toISOString()).
 */
const CAMPOS_RESERVA: ReadonlyArray<{ campo: string; sql: string; json?: string }> = [
  { campo: 'id', sql: 'r.id' },
  { campo: 'cliente_id', sql: 'r.cliente_id' },
  { campo: 'hospedaje_id', sql: 'r.hospedaje_id' },
  { campo: 'fecha_entrada', sql: `to_char(r.fecha_entrada, 'YYYY-MM-DD')` },
  { campo: 'fecha_salida', sql: `to_char(r.fecha_salida, 'YYYY-MM-DD')` },
  { campo: 'cantidad_personas', sql: 'r.cantidad_personas' },
  { campo: 'monto_total', sql: 'r.monto_total', json: 'r.monto_total::float8' },
  { campo: 'estado', sql: 'r.estado' },
  { campo: 'observaciones', sql: 'r.observaciones' },
  { campo: 'metodo_pago', sql: 'r.metodo_pago' },
  { campo: 'descuento', sql: 'r.descuento', json: 'r.descuento::float8' },
  { campo: 'tipo_hospedaje', sql: 't.nombre' },
  { campo: 'tipo_hospedaje_id', sql: 'r.tipo_hospedaje_id' },
  { campo: 'numero_hospedaje', sql: 'h.numero' },
  { campo: 'created_at', sql: 'r.created_at', json: isoUtc('r.created_at') },
  { campo: 'nombre', sql: 'c.nombre' },
  { campo: 'apellido', sql: 'c.apellido' },
  { campo: 'documento', sql: 'c.documento' },
  { campo: 'telefono', sql: 'c.telefono' },
  { campo: 'total_pagado', sql: 'r.total_pagado', json: 'r.total_pagado::float8' },
  { campo: 'saldo', sql: 'r.monto_total - r.total_pagado', json: '(r.monto_total - r.total_pagado)::float8' },
  { campo: 'estado_pago', sql: ESTADO_PAGO },
  { campo: 'vence_el', sql: 'r.vence_el', json: isoUtc('r.vence_el') },
  // Stay states (issue 17, migration 1764200000002).
  { campo: 'checkin_at', sql: 'r.checkin_at', json: isoUtc('r.checkin_at') },
  { campo: 'checkin_por', sql: 'r.checkin_por' },
  { campo: 'checkout_at', sql: 'r.checkout_at', json: isoUtc('r.checkout_at') },
  { campo: 'checkout_por', sql: 'r.checkout_por' },
  { campo: 'no_show', sql: 'r.no_show' },
  { campo: 'no_show_por', sql: 'r.no_show_por' },
];

export const FROM_RESERVA = `
  FROM reservas r
  JOIN clientes c ON c.id = r.cliente_id
  JOIN tipos_hospedaje t ON t.id = r.tipo_hospedaje_id
  LEFT JOIN hospedajes h ON h.id = r.hospedaje_id`;

const SELECT_RESERVA = `
  SELECT ${CAMPOS_RESERVA.map(({ campo, sql }) => (sql === `r.${campo}` ? sql : `${sql} AS ${campo}`)).join(', ')}
  ${FROM_RESERVA}`;

/** The same reservation as the record `fila`, for the answers built as JSON text in PostgreSQL (json-sql.ts). */
export const FILA_RESERVA = jsonRecord(
  CAMPOS_RESERVA.map(({ campo, sql, json }) => ({ campo, sql: json ?? sql })),
  'fila',
);

/** Default order of every list: fecha_entrada descending (spec section 9). */
const ORDEN = `ORDER BY r.fecha_entrada DESC, r.id DESC`;

export const SQL_RESERVAS_LISTA = `${SELECT_RESERVA} ${ORDEN}`;
export const SQL_RESERVA_POR_ID = `${SELECT_RESERVA} WHERE r.id = $1`;
export const SQL_RESERVAS_CLIENTE = `${SELECT_RESERVA} WHERE r.cliente_id = $1 ${ORDEN}`;

/** Stays drawn on any day of [$1, $2] (entry to exit inclusive, as the calendar draws them). */
export const SQL_RESERVAS_RANGO = `${SELECT_RESERVA}
  WHERE daterange(r.fecha_entrada, r.fecha_salida, '[]') && daterange($1::date, $2::date, '[]') ${ORDEN}`;

/**
 * The same window as JSON text built in PostgreSQL (database/json-sql.ts): the calendar's and the planning grid's
 * call, hundreds of rows each time either is shown or moved (a six-week window of the benchmark: 600 rows, 330 kB
 * that node parsed, mapped and serialised again).
 */
export const SQL_RESERVAS_RANGO_JSON = `
  SELECT ${jsonArray('fila', 'r.fecha_entrada DESC, r.id DESC')} AS json
  ${FROM_RESERVA} ${FILA_RESERVA}
  WHERE daterange(r.fecha_entrada, r.fecha_salida, '[]') && daterange($1::date, $2::date, '[]')`;

/** The search operand's LIKE pattern, read from CON_PATRON. */
const PATRON = `(SELECT p FROM patron)`;
/**
 * The LIKE pattern of the operand, computed once in a CTE that every search statement starts with. Read through a
 * subquery, its value is unknown to every plan, the plans made for each value too, so they cost what the generic plan
 * costs and PostgreSQL keeps the generic one after its five trials instead of planning each call (1.5 ms, longer
 * than a typical search runs). The trigram indexes still take it as the scan's key.
 */
const CON_PATRON = `patron AS MATERIALIZED (SELECT '%' || f_unaccent(lower($1)) || '%' AS p)`;
/**
 * The ids of the reservations the search operand ($1, searchOperand) finds. Each branch is served by its own index:
 * the client (name either order, documento, phone: clientes_busqueda_trgm_idx), the stored observations text
 * (reservas_observaciones_trgm_idx), the lodging type's name, and the unit ('3', 'cabaña 3'). The found ids, as an
 * array, drive primary-key lookups (an `IN` over the union lets the planner expect thousands of rows and scan every
 * reservation).
 */
const ENCONTRADAS = `
    SELECT r.id FROM reservas r
    WHERE r.cliente_id IN (
      SELECT c.id FROM clientes c WHERE c.busqueda LIKE ${PATRON})
    UNION
    SELECT r.id FROM reservas r WHERE r.observaciones_busqueda LIKE ${PATRON}
    UNION
    SELECT r.id FROM reservas r
    WHERE r.tipo_hospedaje_id IN (SELECT t.id FROM tipos_hospedaje t WHERE f_unaccent(lower(t.nombre)) LIKE ${PATRON})
    UNION
    SELECT r.id FROM reservas r
    WHERE r.hospedaje_id IN (
      SELECT h.id FROM hospedajes h JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
      WHERE h.numero::text = $1 OR f_unaccent(lower(t.nombre || ' ' || h.numero)) LIKE ${PATRON})`;

/** The answer of `reservas?search=` as JSON text (one column, `json`), built in PostgreSQL. */
export const SQL_RESERVAS_BUSQUEDA = `
  WITH ${CON_PATRON},
  encontradas AS (${ENCONTRADAS}
  )
  SELECT ${jsonArray('fila', 'r.fecha_entrada DESC, r.id DESC')} AS json
  ${FROM_RESERVA} ${FILA_RESERVA}
  WHERE r.id = ANY (ARRAY(SELECT id FROM encontradas))`;

/**
 * Live stays sharing at least one night with [$1, $2), optionally of unit $3 and of type $4, leaving out
 * reservation $5 (the one being edited). The first condition
 * lets the GiST index reservas_estancia_idx find the candidates; the next two are the exact night overlap.
 */
export const SQL_FECHAS_OCUPADAS = `
  SELECT r.id, r.hospedaje_id, r.tipo_hospedaje_id, h.numero AS numero_hospedaje,
         to_char(r.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(r.fecha_salida, 'YYYY-MM-DD') AS fecha_salida,
         r.estado
  FROM reservas r LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
  WHERE daterange(r.fecha_entrada, r.fecha_salida, '[]') && daterange($1::date, $2::date, '[]')
    AND r.fecha_entrada < $2::date AND r.fecha_salida > $1::date
    AND ${sqlOcupa('r')}
    AND ($3::int IS NULL OR r.hospedaje_id = $3::int)
    AND ($4::int IS NULL OR r.tipo_hospedaje_id = $4::int)
    AND r.id <> coalesce($5::int, 0)
  ORDER BY r.fecha_entrada, r.id`;

/** The most live camping stays on any one night of [$1, $2), leaving out reservation $3 (the one being edited). */
export const SQL_CAMPING_MAXIMO_POR_NOCHE = `
  SELECT coalesce(max(ocupadas), 0)::int AS maximo FROM (
    SELECT noche, count(r.id) AS ocupadas
    FROM generate_series($1::date, $2::date - 1, interval '1 day') AS noche
    JOIN reservas r ON r.tipo_hospedaje_id = ${TIPO_CAMPING} AND ${sqlOcupa('r')}
      AND r.fecha_entrada <= noche AND r.fecha_salida > noche AND r.id <> coalesce($3::int, 0)
    GROUP BY noche
  ) AS por_noche`;

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
  const condiciones = [saldo ? SALDO_CONDICION[saldo] : null, prereservas ? PRERESERVAS_CONDICION[prereservas] : null];
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
    : saldo || prereservas
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
export function paginaStatementName(q: Pick<ReservasPaginaFiltros, 'operand' | 'tipoHospedajeId' | 'saldo' | 'prereservas' | 'orden'>): string {
  return [
    'rp',
    q.orden.campo,
    q.orden.desc ? 'd' : 'a',
    q.operand !== null ? 'b' : '',
    q.tipoHospedajeId !== null ? 't' : '',
    q.saldo ? `s_${q.saldo}` : '',
    q.prereservas ? `h_${q.prereservas}` : '',
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
    text = paginaText(q.orden, conBusqueda, conTipo, q.saldo, q.prereservas);
    paginaTexts.set(name, text);
  }
  const values: unknown[] = [];
  if (conBusqueda) values.push(q.operand);
  if (conTipo) values.push(q.tipoHospedajeId);
  values.push(q.limit, q.offset);
  return { name, text, values };
}
