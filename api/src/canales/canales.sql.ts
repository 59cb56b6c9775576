/** Cabins and dormis: the units a channel can sell (camping and grupos have no unit calendar). */
export const SQL_UNIDADES_CON_CALENDARIO = `h.tipo_hospedaje_id IN (1, 2)`;

/** Creates the missing links of cabins and dormis (other ids are skipped) in one statement; a concurrent replica's row wins (ON CONFLICT DO NOTHING). */
export const SQL_CREAR_ENLACES_FALTANTES = `
  INSERT INTO ical_feeds (hospedaje_id, token, creado_por)
  SELECT f.hospedaje_id, f.token, $3
  FROM unnest($1::int[], $2::text[]) AS f(hospedaje_id, token)
  JOIN hospedajes h ON h.id = f.hospedaje_id
  WHERE ${SQL_UNIDADES_CON_CALENDARIO}
  ON CONFLICT (hospedaje_id) DO NOTHING`;

export const SQL_UNIDADES_SIN_ENLACE = `
  SELECT h.id FROM hospedajes h
  WHERE ${SQL_UNIDADES_CON_CALENDARIO}
    AND NOT EXISTS (SELECT 1 FROM ical_feeds f WHERE f.hospedaje_id = h.id)`;

const SQL_CANAL_COLUMNAS = `
  h.id AS hospedaje_id, h.numero, h.tipo_hospedaje_id, t.nombre AS tipo_hospedaje, f.token,
  COALESCE(f.regenerado_en, f.creado_en) AS enlace_creado`;

export const SQL_CANALES = `
  SELECT ${SQL_CANAL_COLUMNAS}
  FROM hospedajes h
  JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
  JOIN ical_feeds f ON f.hospedaje_id = h.id
  WHERE ${SQL_UNIDADES_CON_CALENDARIO}
  ORDER BY h.tipo_hospedaje_id, h.numero`;

/** A new token in one atomic UPDATE: from its commit the old one matches no row. */
export const SQL_REGENERAR = `
  WITH cambiado AS (
    UPDATE ical_feeds SET token = $2, regenerado_en = now(), regenerado_por = $3
    WHERE hospedaje_id = $1
    RETURNING *
  )
  SELECT ${SQL_CANAL_COLUMNAS}
  FROM cambiado f
  JOIN hospedajes h ON h.id = f.hospedaje_id
  JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id`;

export const SQL_UNIDAD_DE_TOKEN = `
  SELECT h.id, h.tipo_hospedaje_id, h.numero FROM ical_feeds f JOIN hospedajes h ON h.id = f.hospedaje_id WHERE f.token = $1`;

/**
 * The live stays and the blocks (imported or manual: an Airbnb booking must close Booking.com too; the echo that
 * comes back from there is a harmless overlapping block) of a unit whose exit is on or after $2 (today in San Luis minus FEED_PAST_DAYS) (cancelled ones leave the feed; any other state,
 * present or future, occupies the unit). Only ids and dates: the feed carries no guest data.
 */
export const SQL_ESTADIAS_DEL_FEED = `
  SELECT id, to_char(fecha_entrada, 'YYYY-MM-DD') AS entrada, to_char(fecha_salida, 'YYYY-MM-DD') AS salida, false AS bloqueo
  FROM reservas
  WHERE hospedaje_id = $1 AND estado <> 'cancelada' AND fecha_salida >= $2::date
  UNION ALL
  SELECT id, to_char(fecha_entrada, 'YYYY-MM-DD'), to_char(fecha_salida, 'YYYY-MM-DD'), true
  FROM bloqueos
  WHERE hospedaje_id = $1 AND fecha_salida >= $2::date
  ORDER BY entrada, bloqueo, id`;
