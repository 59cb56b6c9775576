/**
 * The report by season (issue 35, item 7), one statement. The period's nights [$1, $2 + 1) are laid out one row a
 * night (generate_series) and joined to temporada_rangos: a night belongs to at most one season (the ranges never
 * overlap, an exclusion constraint holds it), or to none, «Base». Each stay's nights in the period are laid out the
 * same way, so every figure is a count or a sum over (night, stay) rows.
 *
 * Money: a stay's monto_total is attributed night by night, prorated by its own nights: night k of n gets
 * round(monto × k / n, 2) − round(monto × (k − 1) / n, 2), so its nights add up to monto_total to the cent whatever
 * the split. Cancelled stays never count; a hold (pendiente) occupies its unit (as in SQL_OCUPACION) but is not
 * income. Occupancy follows SQL_OCUPACION: cabins and dormis count unit-nights against their units, camping
 * reservation-nights against its 72 plots, groups have no capacity.
 *
 * $1 fecha_inicio, $2 fecha_fin (both nights included), $3 metodo_pago, $4 tipo name (null: no filter), $5 the name
 * of the nights no season covers.
 */
import { PARCELAS_CAMPING, TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS, TIPO_GRUPOS } from '@camping/contracts/domain';

/** `clave` is the season's id, 0 for «Base» and -1 for the whole period (the totals). */
export const SQL_REPORTE_TEMPORADAS = `
  WITH ventana AS (SELECT $1::date AS desde, $2::date + 1 AS hasta),
  noches AS (
    SELECT g.d::date AS noche, coalesce(r.temporada_id, 0) AS clave
    FROM ventana v
    CROSS JOIN LATERAL generate_series(v.desde::timestamp, (v.hasta - 1)::timestamp, interval '1 day') AS g(d)
    LEFT JOIN temporada_rangos r ON g.d::date BETWEEN r.desde AND r.hasta
  ),
  grupos AS (SELECT clave, count(*)::int AS noches, min(noche) AS primera FROM noches GROUP BY clave),
  tipos AS (
    SELECT t.id, t.nombre,
           CASE t.id WHEN ${TIPO_CAMPING} THEN ${PARCELAS_CAMPING} WHEN ${TIPO_GRUPOS} THEN NULL
             ELSE (SELECT count(*)::int FROM hospedajes h WHERE h.tipo_hospedaje_id = t.id) END AS unidades
    FROM tipos_hospedaje t
    WHERE $4::text IS NULL OR t.nombre = $4::text
  ),
  estadias AS (
    SELECT r.id, r.tipo_hospedaje_id, r.estado, r.monto_total, r.fecha_entrada,
           r.fecha_salida - r.fecha_entrada AS total_noches,
           greatest(r.fecha_entrada, v.desde) AS desde, least(r.fecha_salida, v.hasta) AS hasta
    FROM reservas r JOIN tipos k ON k.id = r.tipo_hospedaje_id CROSS JOIN ventana v
    WHERE r.estado <> 'cancelada' AND r.fecha_entrada < v.hasta AND r.fecha_salida > v.desde
      AND ($3::text IS NULL OR r.metodo_pago = $3::text)
  ),
  vendidas AS (
    SELECT e.id, e.tipo_hospedaje_id, n.clave,
           CASE WHEN e.estado = 'pendiente' THEN 0::numeric
             ELSE round(e.monto_total * (g.d::date - e.fecha_entrada + 1) / e.total_noches, 2)
                - round(e.monto_total * (g.d::date - e.fecha_entrada) / e.total_noches, 2) END AS monto
    FROM estadias e
    CROSS JOIN LATERAL generate_series(e.desde::timestamp, (e.hasta - 1)::timestamp, interval '1 day') AS g(d)
    JOIN noches n ON n.noche = g.d::date
  ),
  cifras AS (
    SELECT coalesce(clave, -1) AS clave, count(*)::int AS noches_vendidas, count(DISTINCT id)::int AS estadias,
           sum(monto) AS ingresos
    FROM vendidas GROUP BY GROUPING SETS ((clave), ())
  ),
  vendidas_tipo AS (SELECT clave, tipo_hospedaje_id, count(*)::int AS n FROM vendidas GROUP BY clave, tipo_hospedaje_id),
  por_tipo AS (
    SELECT g.clave, k.id, k.nombre, k.unidades * g.noches AS disponibles, coalesce(vt.n, 0) AS vendidas
    FROM grupos g CROSS JOIN tipos k
    LEFT JOIN vendidas_tipo vt ON vt.clave = g.clave AND vt.tipo_hospedaje_id = k.id
  ),
  con_total AS (
    SELECT clave, id, nombre, disponibles, vendidas FROM por_tipo
    UNION ALL
    SELECT -1, id, nombre, sum(disponibles)::int, sum(vendidas)::int FROM por_tipo GROUP BY id, nombre
  ),
  ocupacion AS (
    SELECT clave,
           json_agg(json_build_object(
             'tipo_hospedaje_id', id, 'tipo_hospedaje', nombre, 'noches_vendidas', vendidas,
             'noches_disponibles', disponibles,
             'porcentaje', CASE WHEN disponibles > 0 THEN round(vendidas::numeric / disponibles, 4)::float8 END) ORDER BY id)
             AS ocupacion,
           CASE WHEN sum(disponibles) FILTER (WHERE id IN (${TIPO_CABANA}, ${TIPO_DORMIS})) > 0
             THEN round(sum(vendidas) FILTER (WHERE id IN (${TIPO_CABANA}, ${TIPO_DORMIS}))::numeric
                        / sum(disponibles) FILTER (WHERE id IN (${TIPO_CABANA}, ${TIPO_DORMIS})), 4)::float8
           END AS porcentaje_unidades
    FROM con_total GROUP BY clave
  ),
  filas AS (
    SELECT g.clave, g.primera, nullif(g.clave, 0) AS temporada_id, coalesce(t.nombre, $5::text) AS nombre, t.color,
           g.noches
    FROM grupos g LEFT JOIN temporadas t ON t.id = g.clave
    UNION ALL
    SELECT -1, NULL, NULL, NULL, NULL, (SELECT count(*)::int FROM noches)
  ),
  cuerpos AS (
    SELECT f.clave, f.primera, f.temporada_id, f.nombre, f.color, json_build_object(
             'noches', f.noches, 'noches_vendidas', coalesce(c.noches_vendidas, 0), 'estadias', coalesce(c.estadias, 0),
             'ingresos', coalesce(c.ingresos, 0), 'porcentaje_unidades', o.porcentaje_unidades,
             'ocupacion', coalesce(o.ocupacion, '[]'::json)) AS cifras
    FROM filas f LEFT JOIN cifras c ON c.clave = f.clave LEFT JOIN ocupacion o ON o.clave = f.clave
  )
  SELECT
    (SELECT coalesce(json_agg(
              (json_build_object('temporada_id', temporada_id, 'nombre', nombre, 'color', color)::jsonb || cifras::jsonb)
              ORDER BY clave = 0, primera), '[]'::json)
     FROM cuerpos WHERE clave <> -1) AS temporadas,
    (SELECT cifras FROM cuerpos WHERE clave = -1) AS totales`;
