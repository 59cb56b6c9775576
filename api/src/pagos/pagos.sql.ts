/**
 * The SQL of payments (issue 16). Dates leave PostgreSQL as 'YYYY-MM-DD' text; amounts as numeric text.
 * `reservas.total_pagado` is written only by the trigger of migration 1764100000001, never here.
 */
const SELECT_PAGO = `
  SELECT p.id, p.reserva_id, p.monto, p.metodo_pago, to_char(p.fecha_pago, 'YYYY-MM-DD') AS fecha_pago,
         p.observaciones, p.created_by, u.usuario AS registrado_por, p.created_at
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
