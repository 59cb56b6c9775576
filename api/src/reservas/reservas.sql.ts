import { TIPO_CAMPING } from '@camping/contracts/domain';
import type { LlegadasFiltro, PrereservasFiltro, SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';
import { isoUtc, jsonArray, jsonRecord } from '../database/json-sql';
import { BUSINESS_TIME_ZONE } from '@camping/contracts/dates';
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
 * The list's payment filters, as SQL on `reservas r`. Only these texts reach the query. Both leave cancelled stays
 * out: nothing is owed on them, and what they kept is not a stay paid in full (issue 32). «Con saldo pendiente» is
 * served, in the default order, by reservas_con_saldo_idx.
 */
export const SALDO_CONDICION: Record<SaldoFiltro, string> = {
  pendiente: `r.total_pagado < r.monto_total AND r.estado <> 'cancelada'`,
  pagada: `r.total_pagado >= r.monto_total AND r.estado <> 'cancelada'`,
};

/**
 * The list's holds filters (issue 16): live holds, or those expiring before today ends in the complex's zone. The
 * partial index reservas_prereservas_idx finds them.
 */
export const PRERESERVAS_CONDICION: Record<PrereservasFiltro, string> = {
  vigentes: `r.estado = 'pendiente' AND r.vence_el > now()`,
  vencen_hoy: `r.estado = 'pendiente' AND r.vence_el > now() AND r.vence_el < ${SQL_FIN_DE_HOY}`,
};

/** Today in the complex's zone, as a date. */
const SQL_HOY_LOCAL = `(now() AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date`;

/** «Próximas llegadas» (issue 37): entering today or later in the complex's day; cancelled stays and lapsed holds do not arrive. */
export const LLEGADAS_CONDICION: Record<LlegadasFiltro, string> = {
  proximas: `r.fecha_entrada >= ${SQL_HOY_LOCAL} AND r.estado <> 'cancelada' AND NOT (r.estado = 'pendiente' AND r.vence_el <= now())`,
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
  // The stay's account (issue 32, migration 1764400000001): refunds so far, and why, when and by whom it was cancelled.
  { campo: 'total_reembolsado', sql: 'r.total_reembolsado', json: 'r.total_reembolsado::float8' },
  { campo: 'cancelacion_motivo', sql: 'r.cancelacion_motivo' },
  { campo: 'cancelacion_detalle', sql: 'r.cancelacion_detalle' },
  { campo: 'cancelada_at', sql: 'r.cancelada_at', json: isoUtc('r.cancelada_at') },
  { campo: 'cancelada_por', sql: 'r.cancelada_por' },
  { campo: 'ingreso_no_registrado', sql: 'r.ingreso_no_registrado' },
  // The account's charges besides the lodging (issue 32, migration 1764400000005), kept by its lines' trigger.
  { campo: 'cargos_adicionales', sql: 'r.cargos_adicionales', json: 'r.cargos_adicionales::float8' },
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
export const PATRON = `(SELECT p FROM patron)`;
/**
 * The LIKE pattern of the operand, computed once in a CTE that every search statement starts with. Read through a
 * subquery, its value is unknown to every plan, the plans made for each value too, so they cost what the generic plan
 * costs and PostgreSQL keeps the generic one after its five trials instead of planning each call (1.5 ms, longer
 * than a typical search runs). The trigram indexes still take it as the scan's key.
 */
export const CON_PATRON = `patron AS MATERIALIZED (SELECT '%' || f_unaccent(lower($1)) || '%' AS p)`;
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
