import { TIPO_CAMPING } from '@camping/contracts/domain';
import type { Orden } from '@camping/contracts/schemas/pagina';
import type { ReservaSortCampo } from '@camping/contracts/schemas/reserva';
import { SQL_FIN_DE_HOY, sqlOcupa } from './holds.sql';

/**
 * The SQL of the reservation reads, in one place: the repository runs it, and the benchmark's bare server runs
 * exactly the same text (bench/api). Dates leave PostgreSQL as 'YYYY-MM-DD' text, so no time zone can move them.
 */

/** A reservation with the joined fields of spec section 3. */
const SELECT_RESERVA = `
  SELECT r.id, r.cliente_id, r.hospedaje_id,
         to_char(r.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(r.fecha_salida, 'YYYY-MM-DD') AS fecha_salida,
         r.cantidad_personas, r.monto_total, r.estado, r.observaciones, r.metodo_pago, r.descuento,
         t.nombre AS tipo_hospedaje, r.tipo_hospedaje_id, h.numero AS numero_hospedaje, r.created_at,
         c.nombre, c.apellido, c.documento, c.telefono, r.vence_el
  FROM reservas r
  JOIN clientes c ON c.id = r.cliente_id
  JOIN tipos_hospedaje t ON t.id = r.tipo_hospedaje_id
  LEFT JOIN hospedajes h ON h.id = r.hospedaje_id`;

/** Default order of every list: fecha_entrada descending (spec section 9). */
const ORDEN = `ORDER BY r.fecha_entrada DESC, r.id DESC`;

export const SQL_RESERVAS_LISTA = `${SELECT_RESERVA} ${ORDEN}`;
export const SQL_RESERVA_POR_ID = `${SELECT_RESERVA} WHERE r.id = $1`;
export const SQL_RESERVAS_CLIENTE = `${SELECT_RESERVA} WHERE r.cliente_id = $1 ${ORDEN}`;

/** Stays drawn on any day of [$1, $2] (entry to exit inclusive, as the calendar draws them). */
export const SQL_RESERVAS_RANGO = `${SELECT_RESERVA}
  WHERE daterange(r.fecha_entrada, r.fecha_salida, '[]') && daterange($1::date, $2::date, '[]') ${ORDEN}`;

/**
 * $1: the search operand (searchOperand). Each branch is served by its own index: the client (name either order,
 * documento, phone: clientes_busqueda_trgm_idx), the observations (reservas_observaciones_trgm_idx), the lodging
 * type's name, and the unit ('3', 'cabaña 3'). The found ids, as an array, drive primary-key lookups (an `IN`
 * over the union lets the planner expect thousands of rows and scan every reservation).
 */
const PATRON = `'%' || f_unaccent(lower($1)) || '%'`;
/** The ids of the reservations a search operand ($1) finds. */
const ENCONTRADAS = `
    SELECT r.id FROM reservas r
    WHERE r.cliente_id IN (
      SELECT c.id FROM clientes c WHERE c.busqueda LIKE ${PATRON})
    UNION
    SELECT r.id FROM reservas r WHERE f_unaccent(lower(r.observaciones)) LIKE ${PATRON}
    UNION
    SELECT r.id FROM reservas r
    WHERE r.tipo_hospedaje_id IN (SELECT t.id FROM tipos_hospedaje t WHERE f_unaccent(lower(t.nombre)) LIKE ${PATRON})
    UNION
    SELECT r.id FROM reservas r
    WHERE r.hospedaje_id IN (
      SELECT h.id FROM hospedajes h JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
      WHERE h.numero::text = $1 OR f_unaccent(lower(t.nombre || ' ' || h.numero)) LIKE ${PATRON})`;

export const SQL_RESERVAS_BUSQUEDA = `
  WITH encontradas AS (${ENCONTRADAS}
  )
  ${SELECT_RESERVA}
  WHERE r.id = ANY (ARRAY(SELECT id FROM encontradas)) ${ORDEN}`;

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
 * (migration 1764000000000), so the first page is read in order instead of sorting every reservation.
 */
const CLAVE_ORDEN: Record<ReservaSortCampo, { clave: string; join?: string }> = {
  cliente: { clave: `f_unaccent(lower(c.apellido || ' ' || c.nombre))`, join: `JOIN clientes c ON c.id = r.cliente_id` },
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

/**
 * $5, the holds filter of the list: null (every reservation), 'vigentes' (live holds) or 'vencen_hoy' (live holds
 * expiring before today ends in the complex's zone). The partial index reservas_prereservas_idx finds them.
 */
const FILTRO_PRERESERVAS = `($5::text IS NULL OR (r.estado = 'pendiente' AND r.vence_el > now()
    AND ($5::text = 'vigentes' OR r.vence_el < ${SQL_FIN_DE_HOY})))`;

/**
 * The ids (and sort keys) of the reservations a search operand ($1) finds, of type $2 when not null. Like
 * ENCONTRADAS, but the type filter goes into every branch, so with the default order the client branch is an
 * index-only scan of reservas_cliente_tipo_entrada_idx and the count needs no table access.
 */
function encontradasPagina({ clave, join = '' }: { clave: string; join?: string }): string {
  const tipo = `($2::int IS NULL OR r.tipo_hospedaje_id = $2::int) AND ${FILTRO_PRERESERVAS}`;
  return `
    SELECT r.id, ${clave} AS clave FROM reservas r ${join}
    WHERE r.cliente_id = ANY (ARRAY(
      SELECT c.id FROM clientes c WHERE c.busqueda LIKE ${PATRON}))
      AND ${tipo}
    UNION
    SELECT r.id, ${clave} FROM reservas r ${join} WHERE f_unaccent(lower(r.observaciones)) LIKE ${PATRON} AND ${tipo}
    UNION
    SELECT r.id, ${clave} FROM reservas r ${join}
    WHERE r.tipo_hospedaje_id IN (SELECT t.id FROM tipos_hospedaje t WHERE f_unaccent(lower(t.nombre)) LIKE ${PATRON})
      AND ${tipo}
    UNION
    SELECT r.id, ${clave} FROM reservas r ${join}
    WHERE r.hospedaje_id IN (
      SELECT h.id FROM hospedajes h JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
      WHERE h.numero::text = $1 OR f_unaccent(lower(t.nombre || ' ' || h.numero)) LIKE ${PATRON})
      AND ${tipo}`;
}

/**
 * One page of the Reservas screen and the number of matching rows, in one statement. Parameters: $1 the search
 * operand (searchOperand) when `conBusqueda` (else null), $2 the lodging type or null, $3 LIMIT, $4 OFFSET, $5 the
 * holds filter (FILTRO_PRERESERVAS) or null.
 * The page is chosen on `reservas` alone (ids and sort keys; ties broken by id in the same direction, so pages never
 * overlap) and only its rows are joined to their client and lodging. With a search, the found ids are computed once
 * (a CTE read twice is materialised) for both the count and the page. The count row is LEFT JOINed to the page so a
 * page past the end still answers the total. Measured in docs/reservations.md (bench/lists).
 */
export function sqlReservasPagina(orden: Orden<ReservaSortCampo>, conBusqueda: boolean): string {
  const dir = orden.desc ? 'DESC' : 'ASC';
  const sortKey = CLAVE_ORDEN[orden.campo];
  const { clave, join = '' } = sortKey;
  const candidatas = conBusqueda
    ? `encontradas AS (${encontradasPagina(sortKey)}),
  pagina AS (SELECT id, clave FROM encontradas ORDER BY clave ${dir}, id ${dir} LIMIT $3 OFFSET $4)`
    : `pagina AS (
    SELECT r.id, ${clave} AS clave FROM reservas r ${join}
    WHERE $1::text IS NULL AND ($2::int IS NULL OR r.tipo_hospedaje_id = $2::int) AND ${FILTRO_PRERESERVAS}
    ORDER BY ${clave} ${dir}, r.id ${dir} LIMIT $3 OFFSET $4)`;
  const total = conBusqueda
    ? `SELECT count(*)::int AS total FROM encontradas`
    : `SELECT count(*)::int AS total FROM reservas r
       WHERE ($2::int IS NULL OR r.tipo_hospedaje_id = $2::int) AND ${FILTRO_PRERESERVAS}`;
  return `
  WITH ${candidatas}
  SELECT total.total, filas.*
  FROM (${total}) AS total
  LEFT JOIN LATERAL (
    ${SELECT_RESERVA}
    JOIN pagina p ON p.id = r.id
    ORDER BY p.clave ${dir}, p.id ${dir}
  ) AS filas ON true`;
}
