/**
 * The SQL of receipts and statements (issue 32). A receipt is a payment or a refund with its stay, guest and unit;
 * «balance after it» is the stay's amount less what was held once this receipt was issued (payments less refunds
 * with a number up to its own: numbers follow the order they were recorded in).
 */

/** What a receipt shows. $1 'pago' or 'reembolso', $2 its id (or null), $3 its link's key (or null). */
export const SQL_COMPROBANTE = `
  WITH m AS (
    SELECT 'pago' AS tipo, id, reserva_id, monto, metodo_pago, fecha_pago AS fecha, observaciones, created_by,
           numero_comprobante, token_comprobante
    FROM pagos WHERE $1 = 'pago' AND (id = $2::int OR token_comprobante = $3::uuid)
    UNION ALL
    SELECT 'reembolso', id, reserva_id, monto, metodo_pago, fecha, observaciones, created_by, numero_comprobante,
           token_comprobante
    FROM reembolsos WHERE $1 = 'reembolso' AND (id = $2::int OR token_comprobante = $3::uuid)
  )
  SELECT m.tipo, m.id, m.monto, m.metodo_pago, to_char(m.fecha, 'YYYY-MM-DD') AS fecha, m.observaciones,
         m.numero_comprobante::int AS numero, m.token_comprobante::text AS token, u.usuario AS emitido_por,
         r.id AS reserva_id, to_char(r.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada,
         to_char(r.fecha_salida, 'YYYY-MM-DD') AS fecha_salida, r.cantidad_personas, r.monto_total, r.estado,
         c.nombre, c.apellido, c.documento, c.telefono, r.tipo_hospedaje_id, h.numero AS numero_hospedaje,
         (SELECT coalesce(sum(x.monto), 0) FROM pagos x
            WHERE x.reserva_id = m.reserva_id AND x.numero_comprobante <= m.numero_comprobante)
         - (SELECT coalesce(sum(x.monto), 0) FROM reembolsos x
            WHERE x.reserva_id = m.reserva_id AND x.numero_comprobante <= m.numero_comprobante) AS pagado_hasta
  FROM m
  JOIN reservas r ON r.id = m.reserva_id
  JOIN clientes c ON c.id = r.cliente_id
  LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
  LEFT JOIN usuarios u ON u.id = m.created_by`;

/** A stay for its statement ($1 its id). */
export const SQL_ESTADIA_ESTADO_CUENTA = `
  SELECT r.id AS reserva_id, to_char(r.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada,
         to_char(r.fecha_salida, 'YYYY-MM-DD') AS fecha_salida, r.cantidad_personas, r.monto_total,
         r.total_pagado, r.total_reembolsado, r.estado, c.nombre, c.apellido, c.documento, c.telefono,
         r.tipo_hospedaje_id, h.numero AS numero_hospedaje
  FROM reservas r
  JOIN clientes c ON c.id = r.cliente_id
  LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
  WHERE r.id = $1`;

/** A stay's payments and refunds in the order they were recorded ($1 its id). */
export const SQL_MOVIMIENTOS_ESTADIA = `
  SELECT m.tipo, m.numero_comprobante::int AS numero, to_char(m.fecha, 'YYYY-MM-DD') AS fecha, m.metodo_pago, m.monto,
         u.usuario AS registrado_por
  FROM (
    SELECT 'pago' AS tipo, numero_comprobante, fecha_pago AS fecha, metodo_pago, monto, created_by FROM pagos WHERE reserva_id = $1
    UNION ALL
    SELECT 'reembolso', numero_comprobante, fecha, metodo_pago, monto, created_by FROM reembolsos WHERE reserva_id = $1
  ) m
  LEFT JOIN usuarios u ON u.id = m.created_by
  ORDER BY m.numero_comprobante`;
