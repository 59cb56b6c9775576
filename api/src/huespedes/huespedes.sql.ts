/**
 * The SQL of a stay's guests, its registration card and the guest register (issue 36). The guests' invariants live
 * in the table (migration 1764700000001): one titular, a document once per stay, no more guests than people.
 */

/** The stay a guest list belongs to, with its client (the titular's suggestion) ($1 its id). */
const ESTADIA = `
  SELECT r.id, r.cantidad_personas, r.estado, r.checkin_at, r.checkin_por, to_char(r.hora_llegada, 'HH24:MI') AS hora_llegada,
         r.modelo_vehiculo, r.patente, to_char(r.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada,
         to_char(r.fecha_salida, 'YYYY-MM-DD') AS fecha_salida, r.tipo_hospedaje_id, h.numero AS numero_hospedaje,
         c.nombre, c.apellido, c.documento, c.telefono,
         c.modelo_vehiculo AS cliente_modelo_vehiculo, c.patente AS cliente_patente
  FROM reservas r
  JOIN clientes c ON c.id = r.cliente_id
  LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
  WHERE r.id = $1`;

export const SQL_ESTADIA = ESTADIA;
/** The same, its row locked until the transaction ends: every writer of the stay's guests queues here. */
export const SQL_ESTADIA_PARA_CAMBIO = `${ESTADIA} FOR UPDATE OF r`;

export const SQL_HUESPEDES = `
  SELECT id, titular, nombre, apellido, tipo_documento, documento, nacionalidad,
         to_char(fecha_nacimiento, 'YYYY-MM-DD') AS fecha_nacimiento
  FROM huespedes WHERE reserva_id = $1
  ORDER BY titular DESC, id`;

export const SQL_REQUISITOS = `SELECT checkin_huespedes, checkin_datos FROM configuracion WHERE id = 1`;

/** Removes the guests of stay $1 whose ids are not in $2. */
export const SQL_QUITAR = `DELETE FROM huespedes WHERE reserva_id = $1 AND NOT (id = ANY($2::int[]))`;

const CAMPOS = `titular, nombre, apellido, tipo_documento, documento, nacionalidad, fecha_nacimiento`;

/** Changes guest $1 of stay $2 in place; a row that would not change is not touched (no history line). */
export const SQL_CAMBIAR = `
  UPDATE huespedes SET (${CAMPOS}, updated_at) = ($3, $4, $5, $6, $7, $8, $9::date, now())
  WHERE id = $1 AND reserva_id = $2
    AND (${CAMPOS}) IS DISTINCT FROM ($3, $4, $5, $6::varchar, $7::varchar, $8::varchar, $9::date)`;

export const SQL_AGREGAR = `
  INSERT INTO huespedes (reserva_id, ${CAMPOS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date)`;

/** The stay's vehicle ($2 model, $3 plate), only when it changes. */
export const SQL_VEHICULO = `
  UPDATE reservas SET modelo_vehiculo = $2, patente = $3, updated_at = now()
  WHERE id = $1 AND (modelo_vehiculo, patente) IS DISTINCT FROM ($2::varchar, $3::varchar)`;

/** The arrival time at check-in: the one given ($2, HH:mm) or now in the complex's zone. */
export const SQL_HORA_LLEGADA = `
  UPDATE reservas SET hora_llegada = coalesce($2::time, (now() AT TIME ZONE 'America/Argentina/San_Luis')::time(0))
  WHERE id = $1`;

/**
 * Everyone who stayed (checked in) with a night between $1 and $2 (both days included): the saved guests, and the
 * client as titular where the stay has no titular saved. Arrival order, the titular first. $3 limit, $4 offset.
 */
export const SQL_REGISTRO = `
  WITH estadias AS (
    SELECT r.id, r.fecha_entrada, r.fecha_salida, r.tipo_hospedaje_id, h.numero AS numero_hospedaje, r.checkin_at,
           r.hora_llegada, coalesce(r.patente, c.patente) AS patente, r.cliente_id, c.nombre, c.apellido, c.documento
    FROM reservas r
    JOIN clientes c ON c.id = r.cliente_id
    LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
    WHERE r.checkin_at IS NOT NULL AND r.fecha_entrada <= $2::date AND r.fecha_salida > $1::date
  ), filas AS (
    SELECT e.id AS reserva_id, e.fecha_entrada, e.fecha_salida, e.tipo_hospedaje_id, e.numero_hospedaje, e.checkin_at,
           e.hora_llegada, e.patente, g.titular, g.nombre, g.apellido, g.tipo_documento, g.documento, g.nacionalidad,
           g.fecha_nacimiento, g.id AS orden
    FROM estadias e JOIN huespedes g ON g.reserva_id = e.id
    UNION ALL
    SELECT e.id, e.fecha_entrada, e.fecha_salida, e.tipo_hospedaje_id, e.numero_hospedaje, e.checkin_at, e.hora_llegada,
           e.patente, true, e.nombre, e.apellido, 'dni', e.documento, NULL, NULL, 0
    FROM estadias e
    WHERE NOT EXISTS (SELECT 1 FROM huespedes g WHERE g.reserva_id = e.id AND g.titular)
  )
  SELECT reserva_id, to_char(fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(fecha_salida, 'YYYY-MM-DD') AS fecha_salida,
         tipo_hospedaje_id, numero_hospedaje, checkin_at, to_char(hora_llegada, 'HH24:MI') AS hora_llegada, patente, titular,
         nombre, apellido, tipo_documento, documento, nacionalidad, to_char(fecha_nacimiento, 'YYYY-MM-DD') AS fecha_nacimiento,
         count(*) OVER ()::int AS total
  FROM filas
  ORDER BY fecha_entrada, reserva_id, titular DESC, orden
  LIMIT $3 OFFSET $4`;
