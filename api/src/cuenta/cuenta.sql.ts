/**
 * The SQL of a stay's account (issue 32, docs/stay-account.md «Charges»). `reservas.monto_total`, `monto_alojamiento`,
 * `cargos_adicionales` and `descuento` are written only by the triggers of migration 1764400000005 as lines change,
 * never here.
 */

/** The stay's figures for its account ($1 its id). */
export const SQL_RESERVA_CUENTA = `
  SELECT id, estado, to_char(fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(fecha_salida, 'YYYY-MM-DD') AS fecha_salida,
         monto_total, monto_alojamiento, cargos_adicionales, descuento, total_pagado, total_reembolsado
  FROM reservas WHERE id = $1`;

/** The same, locked until the transaction ends: every change of its account waits for the one before. */
export const SQL_RESERVA_CUENTA_PARA_CAMBIO = `${SQL_RESERVA_CUENTA} FOR UPDATE`;

/** A stay's lines as the account shows them: the lodging, then the charges, then the discounts, each in order. */
export const SQL_LINEAS_RESERVA = `
  SELECT l.id, l.reserva_id, l.tipo, l.concepto, l.extra_id, l.cobro, l.cantidad, l.noches, l.precio_unitario,
         l.porcentaje::int AS porcentaje, l.monto, l.motivo, l.de_la_reserva, c.usuario AS registrado_por, l.created_at,
         a.usuario AS ajustado_por, l.ajustado_at
  FROM cuenta_lineas l
  LEFT JOIN usuarios c ON c.id = l.created_by
  LEFT JOIN usuarios a ON a.id = l.ajustado_por
  WHERE l.reserva_id = $1
  ORDER BY CASE l.tipo WHEN 'alojamiento' THEN 0 WHEN 'descuento' THEN 2 ELSE 1 END, l.id`;

/** One line, to remove it ($1 its id). */
export const SQL_LINEA = `SELECT id, reserva_id, tipo, monto FROM cuenta_lineas WHERE id = $1`;

/** A charge or a discount; the user is found by name ($12; null if unknown). */
export const SQL_INSERTAR_LINEA = `
  INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, extra_id, cobro, cantidad, noches, precio_unitario, porcentaje,
                             monto, motivo, created_by)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, (SELECT id FROM usuarios WHERE usuario = $12))
  RETURNING id`;

/** Never the lodging: the guard trigger refuses it too. */
export const SQL_BORRAR_LINEA = `DELETE FROM cuenta_lineas WHERE id = $1 AND tipo <> 'alojamiento' RETURNING id`;
