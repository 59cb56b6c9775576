/**
 * The SQL of the reports. Everything is computed by PostgreSQL in one statement per call, so the rows and their
 * totals come from one snapshot. Cancelled reservations are never income: they are left out of every figure. A hold
 * (pre-reserva, estado 'pendiente', issue 16) is not income either until it is confirmed: left out of the income
 * figures (it still occupies its unit, so occupancy counts it).
 */
import { PARCELAS_CAMPING, TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';

/**
 * Income report. $1 fecha_inicio, $2 fecha_fin (both on fecha_entrada, inclusive), $3 metodo_pago, $4 tipo name;
 * a null parameter is no filter. Rows newest first; statistics over exactly those rows.
 */
export const SQL_REPORTE_INGRESOS = `
  WITH filas AS (
    SELECT r.id, r.fecha_entrada, r.fecha_salida, c.apellido || ', ' || c.nombre AS nombre_cliente,
           t.nombre AS tipo_hospedaje, r.metodo_pago, r.monto_total, r.estado
    FROM reservas r
    JOIN clientes c ON c.id = r.cliente_id
    JOIN tipos_hospedaje t ON t.id = r.tipo_hospedaje_id
    WHERE r.estado NOT IN ('cancelada', 'pendiente')
      AND ($1::date IS NULL OR r.fecha_entrada >= $1::date)
      AND ($2::date IS NULL OR r.fecha_entrada <= $2::date)
      AND ($3::text IS NULL OR r.metodo_pago = $3::text)
      AND ($4::text IS NULL OR t.nombre = $4::text)
  )
  SELECT
    (SELECT coalesce(json_agg(json_build_object(
        'id', id,
        'fecha_entrada', to_char(fecha_entrada, 'YYYY-MM-DD'),
        'fecha_salida', to_char(fecha_salida, 'YYYY-MM-DD'),
        'nombre_cliente', nombre_cliente,
        'tipo_hospedaje', tipo_hospedaje,
        'metodo_pago', metodo_pago,
        'monto_total', monto_total,
        'estado', estado) ORDER BY fecha_entrada DESC, id DESC), '[]'::json)
     FROM filas) AS reportes,
    (SELECT json_build_object(
        'totalIngresos', coalesce(sum(monto_total), 0),
        'totalReservas', count(*),
        'promedioPorReserva', coalesce(round(avg(monto_total), 2), 0))
     FROM filas) AS totales,
    (SELECT coalesce(json_object_agg(metodo_pago, json_build_object('total', total, 'cantidad', cantidad)), '{}'::json)
     FROM (SELECT metodo_pago, sum(monto_total) AS total, count(*) AS cantidad FROM filas GROUP BY metodo_pago) AS m)
     AS por_metodo_pago,
    (SELECT coalesce(json_object_agg(tipo_hospedaje, json_build_object('total', total, 'cantidad', cantidad)), '{}'::json)
     FROM (SELECT tipo_hospedaje, sum(monto_total) AS total, count(*) AS cantidad FROM filas GROUP BY tipo_hospedaje) AS t)
     AS por_tipo_hospedaje`;

/** Income of the $2 months up to the month of $1 (today), oldest first; a month without income answers 0. */
export const SQL_INGRESOS_MENSUALES = `
  WITH meses AS (
    SELECT (date_trunc('month', $1::date::timestamp) - make_interval(months => n))::date AS inicio
    FROM generate_series(0, $2::int - 1) AS n
  )
  SELECT to_char(m.inicio, 'YYYY-MM') AS mes, coalesce(sum(r.monto_total), 0) AS total, count(r.id)::int AS cantidad
  FROM meses m
  LEFT JOIN reservas r ON r.estado NOT IN ('cancelada', 'pendiente')
    AND r.fecha_entrada >= m.inicio AND r.fecha_entrada < (m.inicio + interval '1 month')::date
  GROUP BY m.inicio
  ORDER BY m.inicio`;

/**
 * Occupancy per type over the days [$1, $2], i.e. the nights [$1, $2 + 1). Cabins and dormis count unit-nights
 * against units x nights; camping counts reservation-nights against its 72 plots; groups have no capacity.
 */
export const SQL_OCUPACION = `
  WITH ventana AS (SELECT $1::date AS desde, $2::date + 1 AS hasta),
  vivas AS (
    SELECT r.id, r.tipo_hospedaje_id, r.hospedaje_id,
           least(r.fecha_salida, v.hasta) - greatest(r.fecha_entrada, v.desde) AS noches
    FROM reservas r CROSS JOIN ventana v
    WHERE r.estado <> 'cancelada'
      AND daterange(r.fecha_entrada, r.fecha_salida, '[]') && daterange(v.desde, v.hasta, '[]')
      AND r.fecha_entrada < v.hasta AND r.fecha_salida > v.desde
  ),
  capacidad AS (
    SELECT t.id, t.nombre,
           CASE t.id WHEN ${TIPO_CAMPING} THEN ${PARCELAS_CAMPING} WHEN ${TIPO_GRUPOS} THEN NULL
             ELSE (SELECT count(*)::int FROM hospedajes h WHERE h.tipo_hospedaje_id = t.id) END AS unidades
    FROM tipos_hospedaje t
  ),
  por_tipo AS (
    SELECT k.id, k.nombre, k.unidades,
           CASE WHEN k.id IN (${TIPO_CAMPING}, ${TIPO_GRUPOS}) THEN NULL ELSE count(DISTINCT v.hospedaje_id)::int END AS unidades_ocupadas,
           coalesce(sum(v.noches), 0)::int AS noches_vendidas,
           count(v.id)::int AS reservas,
           k.unidades * ($2::date - $1::date + 1) AS noches_disponibles
    FROM capacidad k LEFT JOIN vivas v ON v.tipo_hospedaje_id = k.id
    GROUP BY k.id, k.nombre, k.unidades
  )
  SELECT id AS tipo_hospedaje_id, nombre AS tipo_hospedaje, unidades, unidades_ocupadas, noches_vendidas,
         noches_disponibles,
         CASE WHEN noches_disponibles > 0 THEN round(noches_vendidas::numeric / noches_disponibles, 4)::float8 END AS porcentaje,
         reservas
  FROM por_tipo
  ORDER BY id`;
