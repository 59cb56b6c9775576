/**
 * «Hoy» (issue 17): the front desk's day $1 in one statement, so every section comes from one snapshot, answered as
 * JSON text built in PostgreSQL (database/json-sql.ts) with the reservation's one list of fields (reservas.sql.ts).
 * Each section is bounded (HOY_FILAS_MAX rows, the stays owing money HOY_SALDOS_MAX) and carries its total. Indexes:
 * arrivals reservas_entrada_idx, departures reservas_salida_idx, in house reservas_estancia_idx (GiST), holds
 * reservas_prereservas_idx, balances reservas_saldo_salida_idx (migration 1764200000002), camping and groups
 * reservas_estancia_idx. The balances' count and sum add up `saldos_por_salida` (per departure day, kept by triggers:
 * migration 1764700000003) instead of every stay owing money. Measured in bench/hoy and bench/limpieza.
 * The day is read through the CTE `dia` (like CON_PATRON in reservas.sql.ts): with $1 in the text, each call was
 * planned for its value (5 ms) and ran that plan slower (15 ms against 7 ms) than the generic plan, which PostgreSQL
 * never chose since it estimates it dearer; read through a subquery, every plan is the generic one, kept after five
 * calls. The stays touching the day are found once (`del_dia`, by reservas_estancia_idx, a few dozen rows) and
 * the in-house, camping and groups parts read them there, instead of each scanning an index for «entered before».
 */
import { BUSINESS_TIME_ZONE } from '@camping/contracts/dates';
import { PARCELAS_CAMPING, TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import { HOY_FILAS_MAX, HOY_SALDOS_MAX } from '@camping/contracts/schemas/hoy';
import { jsonArray } from '../database/json-sql';
import { sqlOcupa } from '../reservas/holds.sql';
import { FILA_RESERVA, FROM_RESERVA } from '../reservas/reservas.sql';

/** The day $1, through the CTE `dia` (see above). */
const DIA = `(SELECT d FROM dia)`;
/** The start of day `d` in the complex's zone, as a timestamptz. */
const inicioDe = (d: string) => `((${d})::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')`;
const OCUPA = sqlOcupa('r');
/** By unit: type, then number (camping and groups, without one, last of their type), then id. */
const POR_UNIDAD = `r.tipo_hospedaje_id, h.numero NULLS LAST, r.id`;

/**
 * A section's rows: the stays of `where` (in `desde`, `reservas` or the day's `del_dia`), numbered in `orden` (n)
 * with how many there are (total), at most `max`.
 */
function seccionCte(nombre: string, where: string, orden: string, max: number, desde = 'reservas'): string {
  return `${nombre} AS (
    SELECT r.id, row_number() OVER (ORDER BY ${orden}) AS n, count(*) OVER () AS total
    FROM ${desde} r LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
    WHERE ${where}
    ORDER BY ${orden}
    LIMIT ${max})`;
}

/** The section as the text of `{"total": N, "reservas": [...]}`; `total` given, or the CTE's own count. */
function seccionJson(nombre: string, total = `(SELECT max(total) FROM ${nombre})`): string {
  return `'{"total":' || coalesce(${total}, 0) || ',"reservas":' ||
    (SELECT ${jsonArray('fila', 's.n')} ${FROM_RESERVA} JOIN ${nombre} s ON s.id = r.id ${FILA_RESERVA}) || '}'`;
}

const SALDO = `r.total_pagado < r.monto_total AND r.estado <> 'cancelada' AND r.fecha_salida <= ${DIA}`;

/**
 * The stays touching the day (entry to exit inclusive) that occupy it: what the GiST index reservas_estancia_idx
 * finds without reading every earlier entry. `r` is this CTE's row from here on for the parts that read it.
 */
const DEL_DIA = `del_dia AS MATERIALIZED (
    SELECT r.id, r.tipo_hospedaje_id, r.hospedaje_id, r.fecha_entrada, r.fecha_salida, r.cantidad_personas, r.no_show,
      r.checkout_at
    FROM reservas r
    WHERE daterange(r.fecha_entrada, r.fecha_salida, '[]') && daterange(${DIA}, ${DIA}, '[]') AND ${OCUPA})`;

/** People and stays of type `tipo` the night of $1 (entry on or before it, exit after it). */
function noche(tipo: number): string {
  return `SELECT coalesce(sum(r.cantidad_personas), 0)::int AS personas, count(*)::int AS reservas
    FROM del_dia r
    WHERE r.tipo_hospedaje_id = ${tipo} AND r.fecha_entrada <= ${DIA} AND r.fecha_salida > ${DIA}`;
}

export const SQL_HOY = `
  WITH dia AS MATERIALIZED (SELECT $1::date AS d),
  ${DEL_DIA},
  ${seccionCte('llegadas', `r.fecha_entrada = ${DIA} AND (${OCUPA} OR r.no_show)`, POR_UNIDAD, HOY_FILAS_MAX)},
  ${seccionCte('salidas', `r.fecha_salida = ${DIA} AND ${OCUPA} AND NOT r.no_show`, POR_UNIDAD, HOY_FILAS_MAX)},
  ${seccionCte(
    'en_casa',
    `r.fecha_entrada < ${DIA} AND r.fecha_salida > ${DIA} AND NOT r.no_show AND r.checkout_at IS NULL`,
    POR_UNIDAD,
    HOY_FILAS_MAX,
    'del_dia',
  )},
  ${seccionCte(
    'prereservas_vencen',
    `r.estado = 'pendiente' AND r.vence_el > now() AND r.vence_el >= ${inicioDe(DIA)} AND r.vence_el < ${inicioDe(`${DIA} + 1`)}`,
    `r.vence_el, r.id`,
    HOY_FILAS_MAX,
  )},
  saldos AS (
    SELECT r.id, row_number() OVER (ORDER BY r.fecha_salida DESC, r.id DESC) AS n
    FROM reservas r WHERE ${SALDO}
    ORDER BY r.fecha_salida DESC, r.id DESC
    LIMIT ${HOY_SALDOS_MAX}),
  saldos_totales AS (
    SELECT coalesce(sum(s.reservas), 0)::int AS total, coalesce(sum(s.monto), 0)::float8 AS monto
    FROM saldos_por_salida s WHERE s.fecha_salida <= ${DIA}),
  camping AS (${noche(TIPO_CAMPING)}),
  grupos AS (${noche(TIPO_GRUPOS)})
  SELECT '{"llegadas":' || ${seccionJson('llegadas')} ||
    ',"salidas":' || ${seccionJson('salidas')} ||
    ',"en_casa":' || ${seccionJson('en_casa')} ||
    ',"prereservas_vencen":' || ${seccionJson('prereservas_vencen')} ||
    ',"saldos":' || rtrim(${seccionJson('saldos', '(SELECT total FROM saldos_totales)')}, '}') ||
      ',"monto":' || (SELECT to_json(monto)::text FROM saldos_totales) || '}' ||
    ',"camping":' || (SELECT json_build_object('personas', personas, 'parcelas_ocupadas', reservas,
      'parcelas', ${PARCELAS_CAMPING})::text FROM camping) ||
    ',"grupos":' || (SELECT json_build_object('personas', personas, 'reservas', reservas)::text FROM grupos) ||
    '}' AS json`;
