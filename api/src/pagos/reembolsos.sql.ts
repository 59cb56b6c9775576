/**
 * The SQL of refunds (issue 32). `reservas.total_pagado` (net of refunds) and `total_reembolsado` are written only by
 * the trigger of migration 1764400000001, never here.
 */
const SELECT_REEMBOLSO = `
  SELECT r.id, r.reserva_id, r.monto, r.metodo_pago, to_char(r.fecha, 'YYYY-MM-DD') AS fecha,
         r.observaciones, r.created_by, u.usuario AS registrado_por, r.created_at, r.numero_comprobante::int AS numero_comprobante,
         r.token_comprobante::text AS token_comprobante
  FROM reembolsos r
  LEFT JOIN usuarios u ON u.id = r.created_by`;

export const SQL_REEMBOLSOS_RESERVA = `${SELECT_REEMBOLSO} WHERE r.reserva_id = $1 ORDER BY r.fecha, r.id`;

/** $5 null: today in San Luis (the column's default). The user is found by name ($6; null if unknown). */
export const SQL_INSERTAR_REEMBOLSO = `
  INSERT INTO reembolsos (reserva_id, monto, metodo_pago, fecha, observaciones, created_by)
  VALUES ($1, $2, $3, coalesce($5::date, (now() AT TIME ZONE 'America/Argentina/San_Luis')::date), $4,
          (SELECT id FROM usuarios WHERE usuario = $6))
  RETURNING id`;
