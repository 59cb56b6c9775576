/**
 * Housekeeping's SQL (issue 36; migration 1764700000002-limpieza). The day's list is one statement over the 22
 * units: the day's departures and arrivals read once by their date indexes, a night held looked up in
 * `ocupaciones`' GiST index, the fuera de servicio period by its partial index. Answered as JSON built here.
 */

/** Active stays of a unit: not cancelled, not marked «No se presentó». */
const VIVA = `r.hospedaje_id IS NOT NULL AND r.estado <> 'cancelada' AND NOT r.no_show`;

/** The «Limpieza» list of day $1. */
export const SQL_LIMPIEZA_DIA = `
  WITH salidas AS (
    SELECT DISTINCT ON (r.hospedaje_id) r.hospedaje_id, r.id, r.checkout_at IS NOT NULL AS salio
    FROM reservas r WHERE r.fecha_salida = $1::date AND ${VIVA}
    ORDER BY r.hospedaje_id, r.id),
  llegadas AS (
    SELECT DISTINCT ON (r.hospedaje_id) r.hospedaje_id, r.id, r.cantidad_personas, r.checkin_at IS NOT NULL AS ingreso
    FROM reservas r WHERE r.fecha_entrada = $1::date AND ${VIVA}
    ORDER BY r.hospedaje_id, r.id),
  unidades AS (
    SELECT h.id, h.tipo_hospedaje_id, h.numero, l.estado AS estado_limpieza, l.cambiado_en, l.cambiado_por,
      f.id AS fuera_id, f.fecha_entrada AS fuera_desde, f.fecha_salida AS fuera_hasta, f.nota AS fuera_motivo,
      f.creado_por AS fuera_por,
      s.id AS salida_id, s.salio, ll.id AS llegada_id, ll.cantidad_personas, ll.ingreso,
      EXISTS (SELECT 1 FROM ocupaciones o WHERE o.hospedaje_id = h.id AND o.noches @> $1::date AND o.reserva_id IS NOT NULL) AS ocupada,
      NOT EXISTS (SELECT 1 FROM ocupaciones o WHERE o.hospedaje_id = h.id AND o.noches @> $1::date) AS libre
    FROM hospedajes h
    JOIN limpieza l ON l.id = h.id
    LEFT JOIN LATERAL (
      SELECT b.id, b.fecha_entrada, b.fecha_salida, b.nota, b.creado_por FROM bloqueos b
      WHERE b.fuera_de_servicio AND b.hospedaje_id = h.id AND b.fecha_salida > $1::date
      ORDER BY b.fecha_entrada, b.id LIMIT 1) f ON true
    LEFT JOIN salidas s ON s.hospedaje_id = h.id
    LEFT JOIN llegadas ll ON ll.hospedaje_id = h.id
    WHERE h.tipo_hospedaje_id IN (1, 2)),
  estados AS (
    SELECT u.*,
      CASE WHEN u.fuera_desde <= $1::date THEN 'fuera_de_servicio' ELSE u.estado_limpieza END AS estado
    FROM unidades u)
  SELECT coalesce(json_agg(json_build_object(
      'hospedaje_id', e.id, 'tipo_hospedaje_id', e.tipo_hospedaje_id, 'numero', e.numero,
      'estado', e.estado, 'estado_limpieza', e.estado_limpieza,
      'cambiado_en', e.cambiado_en, 'cambiado_por', e.cambiado_por,
      'fuera_de_servicio', CASE WHEN e.fuera_id IS NULL THEN NULL ELSE json_build_object(
        'id', e.fuera_id, 'fecha_entrada', to_char(e.fuera_desde, 'YYYY-MM-DD'),
        'fecha_salida', to_char(e.fuera_hasta, 'YYYY-MM-DD'), 'motivo', e.fuera_motivo, 'creado_por', e.fuera_por) END,
      'salida', CASE WHEN e.salida_id IS NULL THEN NULL ELSE json_build_object('reserva_id', e.salida_id, 'salio', e.salio) END,
      'llegada', CASE WHEN e.llegada_id IS NULL THEN NULL ELSE json_build_object(
        'reserva_id', e.llegada_id, 'personas', e.cantidad_personas, 'ingreso', e.ingreso) END,
      'ocupada', e.ocupada, 'libre', e.libre,
      'urgente', e.llegada_id IS NOT NULL AND NOT e.ingreso AND e.estado <> 'limpia')
    ORDER BY e.salida_id IS NOT NULL DESC,
      (e.llegada_id IS NOT NULL AND NOT e.ingreso AND e.estado <> 'limpia') DESC,
      e.llegada_id IS NOT NULL DESC, e.tipo_hospedaje_id, e.numero), '[]')::text AS json
  FROM estados e`;

/** A unit's tapped state, locked for the change; no row: not a cabin or dormi. */
export const SQL_LIMPIEZA_PARA_CAMBIO = `SELECT id, estado FROM limpieza WHERE id = $1 FOR UPDATE`;

/** The tap ($2) by $3; the history trigger records before → after. A SELECT: TypeORM answers an UPDATE as [rows, count]. */
export const SQL_LIMPIEZA_CAMBIAR = `
  WITH cambio AS (
    UPDATE limpieza SET estado = $2, cambiado_en = now(), cambiado_por = $3 WHERE id = $1
    RETURNING id AS hospedaje_id, estado, cambiado_en, cambiado_por)
  SELECT * FROM cambio`;

/** The unit's state as it is (the tap changed nothing). */
export const SQL_LIMPIEZA_ACTUAL = `SELECT id AS hospedaje_id, estado, cambiado_en, cambiado_por FROM limpieza WHERE id = $1`;

const COLUMNAS_FUERA = `id, to_char(fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(fecha_salida, 'YYYY-MM-DD') AS fecha_salida,
  nota AS motivo, creado_por`;

/** A fuera de servicio period of cabin or dormi $1; no row: not such a unit. A stay on those nights: 23P01. */
export const SQL_FUERA_CREAR = `
  INSERT INTO bloqueos (hospedaje_id, fecha_entrada, fecha_salida, nota, creado_por, fuera_de_servicio)
  SELECT h.id, $2, $3, $4, $5, true FROM hospedajes h WHERE h.id = $1 AND h.tipo_hospedaje_id IN (1, 2)
  RETURNING ${COLUMNAS_FUERA}`;

/** Period $1 locked, for «Volver al servicio». */
export const SQL_FUERA_PARA_TERMINAR = `
  SELECT ${COLUMNAS_FUERA} FROM bloqueos WHERE id = $1 AND fuera_de_servicio FOR UPDATE`;

/** Ends period $1 on day $2: its earlier nights stay recorded. */
export const SQL_FUERA_ACORTAR = `UPDATE bloqueos SET fecha_salida = $2, actualizado_en = now() WHERE id = $1`;

/** Removes period $1 (it had not begun). */
export const SQL_FUERA_BORRAR = `DELETE FROM bloqueos WHERE id = $1`;
