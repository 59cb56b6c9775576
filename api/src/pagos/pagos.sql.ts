/**
 * The SQL of payments (issue 16). Dates leave PostgreSQL as 'YYYY-MM-DD' text; amounts as numeric text.
 * `reservas.total_pagado` is written only by the trigger of migration 1764100000001, never here.
 */
const SELECT_PAGO = `
  SELECT p.id, p.reserva_id, p.monto, p.metodo_pago, to_char(p.fecha_pago, 'YYYY-MM-DD') AS fecha_pago,
         p.observaciones, p.created_by, u.usuario AS registrado_por, p.created_at, p.numero_comprobante::int AS numero_comprobante,
         p.token_comprobante::text AS token_comprobante
  FROM pagos p
  LEFT JOIN usuarios u ON u.id = p.created_by`;

export const SQL_PAGOS_RESERVA = `${SELECT_PAGO} WHERE p.reserva_id = $1 ORDER BY p.fecha_pago, p.id`;
export const SQL_PAGO_POR_ID = `${SELECT_PAGO} WHERE p.id = $1`;

/** The reservation a payment goes to, locked until the transaction ends: payments of one stay queue here. */
export const SQL_RESERVA_PARA_PAGO = `
  SELECT id, monto_total, total_pagado, estado FROM reservas WHERE id = $1 FOR UPDATE`;

/** A payment locked for an edit or a deletion. */
export const SQL_PAGO_PARA_CAMBIO = `SELECT id, reserva_id, monto FROM pagos WHERE id = $1 FOR UPDATE`;

/** $5 null: today in San Luis (the column's default). The user is found by name ($6; null if unknown). */
export const SQL_INSERTAR_PAGO = `
  INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, observaciones, created_by)
  VALUES ($1, $2, $3, coalesce($5::date, (now() AT TIME ZONE 'America/Argentina/San_Luis')::date), $4,
          (SELECT id FROM usuarios WHERE usuario = $6))
  RETURNING id`;

/** Only the fields sent change ($n null = unchanged; observaciones: $6 true = set to $5, which may be null). */
export const SQL_ACTUALIZAR_PAGO = `
  UPDATE pagos SET
    monto = coalesce($2::numeric, monto),
    metodo_pago = coalesce($3, metodo_pago),
    fecha_pago = coalesce($4::date, fecha_pago),
    observaciones = CASE WHEN $6::boolean THEN $5 ELSE observaciones END,
    updated_at = now()
  WHERE id = $1`;

/** Wrapped in a SELECT so the driver answers the deleted rows (a bare DELETE answers [rows, count]). */
export const SQL_ELIMINAR_PAGO = `WITH eliminado AS (DELETE FROM pagos WHERE id = $1 RETURNING id) SELECT id FROM eliminado`;

/**
 * Money that moved in the cash report's period, with its stay's client and unit: payments (`pagos`, by fecha_pago) or
 * refunds (`reembolsos`, by fecha), filtered by $1..$4 as the report says. Only these two table names reach the text.
 */
function movimientosDelPeriodo(tabla: 'pagos' | 'reembolsos', fecha: 'fecha_pago' | 'fecha'): string {
  return `
    SELECT m.id, m.reserva_id, m.${fecha}, c.apellido || ', ' || c.nombre AS nombre_cliente,
           t.nombre AS tipo_hospedaje, h.numero AS numero_hospedaje, m.metodo_pago, m.monto, m.observaciones
    FROM ${tabla} m
    JOIN reservas r ON r.id = m.reserva_id
    JOIN clientes c ON c.id = r.cliente_id
    JOIN tipos_hospedaje t ON t.id = r.tipo_hospedaje_id
    LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
    WHERE ($1::date IS NULL OR m.${fecha} >= $1::date)
      AND ($2::date IS NULL OR m.${fecha} <= $2::date)
      AND ($3::text IS NULL OR m.metodo_pago = $3::text)
      AND ($4::text IS NULL OR t.nombre = $4::text)`;
}

/**
 * Cash-basis report (issue 16; refunds, money out, by their date since issue 32): $1 fecha_inicio, $2 fecha_fin
 * (on fecha_pago, inclusive), $3 metodo_pago (the payment's), $4 tipo name; null = no filter. Rows by fecha_pago, newest first; totals over exactly those rows; and
 * the balance still owed by the live stays entering in [$1, $2] (of type $4). One statement: one snapshot.
 */
export const SQL_REPORTE_COBROS = `
  WITH filas AS (${movimientosDelPeriodo('pagos', 'fecha_pago')}),
  devueltos AS (${movimientosDelPeriodo('reembolsos', 'fecha')}),
  adeudadas AS (
    SELECT r.monto_total - r.total_pagado AS saldo
    FROM reservas r JOIN tipos_hospedaje t ON t.id = r.tipo_hospedaje_id
    WHERE r.estado <> 'cancelada' AND r.total_pagado < r.monto_total
      AND ($1::date IS NULL OR r.fecha_entrada >= $1::date)
      AND ($2::date IS NULL OR r.fecha_entrada <= $2::date)
      AND ($4::text IS NULL OR t.nombre = $4::text)
  )
  SELECT
    (SELECT coalesce(json_agg(json_build_object(
        'id', id, 'reserva_id', reserva_id, 'fecha_pago', to_char(fecha_pago, 'YYYY-MM-DD'),
        'nombre_cliente', nombre_cliente, 'tipo_hospedaje', tipo_hospedaje, 'numero_hospedaje', numero_hospedaje,
        'metodo_pago', metodo_pago, 'monto', monto, 'observaciones', observaciones) ORDER BY fecha_pago DESC, id DESC), '[]'::json)
     FROM filas) AS cobros,
    (SELECT json_build_object('totalCobrado', coalesce(sum(monto), 0), 'totalPagos', count(*)) FROM filas) AS totales,
    (SELECT coalesce(json_object_agg(metodo_pago, json_build_object('total', total, 'cantidad', cantidad)), '{}'::json)
     FROM (SELECT metodo_pago, sum(monto) AS total, count(*) AS cantidad FROM filas GROUP BY metodo_pago) AS m) AS por_metodo_pago,
    (SELECT coalesce(json_object_agg(tipo_hospedaje, json_build_object('total', total, 'cantidad', cantidad)), '{}'::json)
     FROM (SELECT tipo_hospedaje, sum(monto) AS total, count(*) AS cantidad FROM filas GROUP BY tipo_hospedaje) AS t) AS por_tipo_hospedaje,
    (SELECT json_build_object('total', coalesce(sum(saldo), 0), 'reservas', count(*)) FROM adeudadas) AS saldo_pendiente,
    (SELECT coalesce(json_agg(json_build_object(
        'id', id, 'reserva_id', reserva_id, 'fecha', to_char(fecha, 'YYYY-MM-DD'),
        'nombre_cliente', nombre_cliente, 'tipo_hospedaje', tipo_hospedaje, 'numero_hospedaje', numero_hospedaje,
        'metodo_pago', metodo_pago, 'monto', monto, 'observaciones', observaciones) ORDER BY fecha DESC, id DESC), '[]'::json)
     FROM devueltos) AS reembolsos,
    (SELECT json_build_object('total', coalesce(sum(monto), 0), 'cantidad', count(*)) FROM devueltos) AS reembolsado,
    (SELECT coalesce(sum(monto), 0) FROM filas) - (SELECT coalesce(sum(monto), 0) FROM devueltos) AS neto`;

/**
 * Booked (live stays by fecha_entrada, as the spec's monthly income) and collected (payments by fecha_pago) for the
 * $2 months up to the month of $1 (today), oldest first; a month without either answers 0.
 */
export const SQL_COBROS_MENSUALES = `
  WITH meses AS (
    SELECT (date_trunc('month', $1::date::timestamp) - make_interval(months => n))::date AS inicio
    FROM generate_series(0, $2::int - 1) AS n
  )
  SELECT to_char(m.inicio, 'YYYY-MM') AS mes,
         (SELECT coalesce(sum(r.monto_total), 0) FROM reservas r WHERE r.estado <> 'cancelada'
            AND r.fecha_entrada >= m.inicio AND r.fecha_entrada < (m.inicio + interval '1 month')::date) AS reservado,
         (SELECT coalesce(sum(p.monto), 0) FROM pagos p
            WHERE p.fecha_pago >= m.inicio AND p.fecha_pago < (m.inicio + interval '1 month')::date) AS cobrado,
         (SELECT coalesce(sum(d.monto), 0) FROM reembolsos d
            WHERE d.fecha >= m.inicio AND d.fecha < (m.inicio + interval '1 month')::date) AS reembolsado
  FROM meses m
  ORDER BY m.inicio`;
