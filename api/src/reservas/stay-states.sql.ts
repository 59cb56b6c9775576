/**
 * The SQL of stay states (issue 17): check-in, check-out and no-show, each one statement on the reservation's row,
 * run inside the transaction that locked it (StayStatesService). `checkin_por` and `checkout_por` are the session
 * user's name. The CHECKs of migration 1764200000002 refuse incoherent states whoever writes.
 */

/** What the rules need to know of the stay, locked until the transaction ends. */
export const SQL_ESTADIA_PARA_CAMBIO = `
  SELECT id, estado, to_char(fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada,
         to_char(fecha_salida, 'YYYY-MM-DD') AS fecha_salida, checkin_at, checkin_por, checkout_at, checkout_por, no_show,
         no_show_por, monto_total::float8 AS monto_total, total_pagado::float8 AS total_pagado, metodo_pago
  FROM reservas WHERE id = $1 FOR UPDATE`;

/** $2: who. */
export const SQL_REGISTRAR_INGRESO = `
  UPDATE reservas SET checkin_at = now(), checkin_por = $2, updated_at = now()
  WHERE id = $1 AND checkin_at IS NULL AND NOT no_show`;

/**
 * $2: who; $3: the exit (earlier when the guest leaves early); $4: the new amount (null: unchanged). The stay is
 * over: 'finalizada'. A guest whose arrival was never recorded gets it recorded now, marked as not seen (issue 32).
 */
export const SQL_REGISTRAR_SALIDA = `
  UPDATE reservas SET checkout_at = now(), checkout_por = $2, fecha_salida = $3::date, estado = 'finalizada',
         checkin_at = coalesce(checkin_at, now()), checkin_por = coalesce(checkin_por, $2),
         ingreso_no_registrado = (checkin_at IS NULL), monto_total = coalesce($4::numeric, monto_total), updated_at = now()
  WHERE id = $1 AND checkout_at IS NULL AND NOT no_show`;

/**
 * $2: 'cancelada' or 'finalizada'; $3: the exit; $4: who. A hold marked so keeps its expiry only when cancelled (a
 * finished stay has none).
 */
export const SQL_REGISTRAR_NO_SHOW = `
  UPDATE reservas SET no_show = true, no_show_por = $4, estado = $2::text, fecha_salida = $3::date,
         vence_el = CASE WHEN $2::text = 'cancelada' THEN vence_el ELSE NULL END, updated_at = now()
  WHERE id = $1 AND checkin_at IS NULL AND NOT no_show`;
