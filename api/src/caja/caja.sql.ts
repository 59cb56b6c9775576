/**
 * The SQL of the cash-up («Caja», issue 32). A till is a user's payments (`pagos`, by fecha_pago, `created_by`) and
 * refunds (`reembolsos`, by fecha, `created_by`) of one day; `cierres_caja` (migration 1764400000003) its closures.
 * Answers leave PostgreSQL as JSON (amounts as JSON numbers, exact from numeric sums; days 'YYYY-MM-DD').
 */
import { isoUtc } from '../database/json-sql';

/**
 * Money in (payments) and out (refunds) of tills, with the day each counts for and who recorded it. `filtro(fecha,
 * usuario)` writes the condition on each table's own columns, so each branch keeps its table's date index
 * (pagos_fecha_idx, reembolsos_fecha_idx). Only these two table names reach the text.
 */
function movimientos(filtro: (fecha: string, usuario: string) => string): string {
  return `
    SELECT 'pago' AS tipo, p.id, p.reserva_id, p.created_by AS usuario_id, p.fecha_pago AS fecha, p.metodo_pago,
           p.monto, p.observaciones, p.created_at
    FROM pagos p WHERE ${filtro('p.fecha_pago', 'p.created_by')}
    UNION ALL
    SELECT 'reembolso', d.id, d.reserva_id, d.created_by, d.fecha, d.metodo_pago, d.monto, d.observaciones, d.created_at
    FROM reembolsos d WHERE ${filtro('d.fecha', 'd.created_by')}`;
}

/** Over rows `m` of movimientos(): cash in less cash out, what the drawer should hold. The one formula. */
const EFECTIVO_ESPERADO = `coalesce(sum(CASE m.tipo WHEN 'pago' THEN m.monto ELSE -m.monto END) FILTER (WHERE m.metodo_pago = 'efectivo'), 0)`;

/** A closure as the API answers it, from `k` (cierres_caja) joined by CIERRES. */
const CIERRE_JSON = `json_build_object(
    'id', k.id, 'usuario', uc.usuario, 'fecha', to_char(k.fecha, 'YYYY-MM-DD'),
    'efectivo_esperado', k.efectivo_esperado, 'efectivo_contado', k.efectivo_contado, 'diferencia', k.diferencia,
    'observaciones', k.observaciones, 'cerrado_at', ${isoUtc('k.created_at')},
    'reabierto_at', ${isoUtc('k.reabierto_at')}, 'reabierto_por', ur.usuario, 'reabierto_motivo', k.reabierto_motivo)`;
const CIERRES = `cierres_caja k JOIN usuarios uc ON uc.id = k.usuario_id LEFT JOIN usuarios ur ON ur.id = k.reabierto_por`;

/**
 * A user's till of a day, as one JSON object: $1 the user's name, $2 the day, $3 the methods in the order
 * screens show them. `usuario_id` null when
 * no user has that name. Movements with their stay, guest and unit, oldest first; each method's totals; the expected
 * cash; the closure in force and the reopened ones. One statement: one snapshot.
 */
export const SQL_CAJA = `
  WITH u AS (SELECT id FROM usuarios WHERE usuario = $1),
  mov AS (${movimientos((fecha, usuario) => `${fecha} = $2::date AND ${usuario} = (SELECT id FROM u)`)}),
  metodos AS (
    SELECT x.orden, x.metodo,
           coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'pago'), 0) AS cobrado,
           count(m.id) FILTER (WHERE m.tipo = 'pago') AS cobros,
           coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'reembolso'), 0) AS reembolsado,
           count(m.id) FILTER (WHERE m.tipo = 'reembolso') AS reembolsos
    FROM unnest($3::text[]) WITH ORDINALITY AS x(metodo, orden)
    LEFT JOIN mov m ON m.metodo_pago = x.metodo
    GROUP BY x.orden, x.metodo
  )
  SELECT json_build_object(
    'usuario_id', (SELECT id FROM u),
    'movimientos', (
      SELECT coalesce(json_agg(json_build_object(
               'tipo', m.tipo, 'id', m.id, 'reserva_id', m.reserva_id, 'nombre_cliente', c.apellido || ', ' || c.nombre,
               'tipo_hospedaje', t.nombre, 'numero_hospedaje', h.numero, 'metodo_pago', m.metodo_pago, 'monto', m.monto,
               'observaciones', m.observaciones, 'registrado_el', ${isoUtc('m.created_at')})
             ORDER BY m.created_at, m.tipo, m.id), '[]'::json)
      FROM mov m
      JOIN reservas r ON r.id = m.reserva_id
      JOIN clientes c ON c.id = r.cliente_id
      JOIN tipos_hospedaje t ON t.id = r.tipo_hospedaje_id
      LEFT JOIN hospedajes h ON h.id = r.hospedaje_id),
    'por_metodo', (
      SELECT json_agg(json_build_object('metodo_pago', metodo, 'cobrado', cobrado, 'cobros', cobros,
               'reembolsado', reembolsado, 'reembolsos', reembolsos, 'neto', cobrado - reembolsado) ORDER BY orden)
      FROM metodos),
    'totales', (
      SELECT json_build_object('cobrado', sum(cobrado), 'reembolsado', sum(reembolsado), 'neto', sum(cobrado) - sum(reembolsado))
      FROM metodos),
    'efectivo_esperado', (SELECT ${EFECTIVO_ESPERADO} FROM mov m),
    'cierre', (
      SELECT ${CIERRE_JSON} FROM ${CIERRES}
      WHERE k.usuario_id = (SELECT id FROM u) AND k.fecha = $2::date AND k.reabierto_at IS NULL),
    'reabiertos', (
      SELECT coalesce(json_agg(${CIERRE_JSON} ORDER BY k.reabierto_at DESC, k.id DESC), '[]'::json) FROM ${CIERRES}
      WHERE k.usuario_id = (SELECT id FROM u) AND k.fecha = $2::date AND k.reabierto_at IS NOT NULL)
  ) AS caja`;

/**
 * The closures of [$1, $2] (reopened ones too) and the tills of those days with money recorded and no closure in
 * force; $3 one user's id, or null for everyone's. One JSON object, one snapshot.
 */
export const SQL_CIERRES = `
  WITH mov AS (${movimientos(
    (fecha, usuario) => `${fecha} BETWEEN $1::date AND $2::date AND ${usuario} IS NOT NULL AND ($3::int IS NULL OR ${usuario} = $3::int)`,
  )}),
  cajas AS (
    SELECT m.usuario_id, m.fecha, count(*) AS movimientos, ${EFECTIVO_ESPERADO} AS efectivo_esperado
    FROM mov m GROUP BY m.usuario_id, m.fecha
  )
  SELECT json_build_object(
    'cierres', (
      SELECT coalesce(json_agg(${CIERRE_JSON} ORDER BY k.fecha, uc.usuario, k.created_at, k.id), '[]'::json) FROM ${CIERRES}
      WHERE k.fecha BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR k.usuario_id = $3::int)),
    'sin_cerrar', (
      SELECT coalesce(json_agg(json_build_object('fecha', to_char(c.fecha, 'YYYY-MM-DD'), 'usuario', u.usuario,
               'movimientos', c.movimientos, 'efectivo_esperado', c.efectivo_esperado) ORDER BY c.fecha, u.usuario), '[]'::json)
      FROM cajas c JOIN usuarios u ON u.id = c.usuario_id
      WHERE NOT EXISTS (
        SELECT 1 FROM cierres_caja k WHERE k.usuario_id = c.usuario_id AND k.fecha = c.fecha AND k.reabierto_at IS NULL))
  ) AS respuesta`;

export const SQL_USUARIO_ID = `SELECT id FROM usuarios WHERE usuario = $1`;

/** The cash $1's till of day $2 should hold: the snapshot a closure keeps. */
export const SQL_EFECTIVO_ESPERADO = `
  SELECT ${EFECTIVO_ESPERADO} AS esperado
  FROM (${movimientos((fecha, usuario) => `${fecha} = $2::date AND ${usuario} = $1`)}) m`;

export const SQL_CIERRE_VIGENTE = `
  SELECT ${CIERRE_JSON} AS cierre FROM ${CIERRES} WHERE k.usuario_id = $1 AND k.fecha = $2::date AND k.reabierto_at IS NULL`;

export const SQL_CIERRE_POR_ID = `SELECT ${CIERRE_JSON} AS cierre FROM ${CIERRES} WHERE k.id = $1`;

/** A second one for the same user and day is refused by `cierres_caja_una_vigente` (23505). */
export const SQL_INSERTAR_CIERRE = `
  INSERT INTO cierres_caja (usuario_id, fecha, efectivo_esperado, efectivo_contado, observaciones)
  VALUES ($1, $2, $3, $4, $5)
  RETURNING id`;

/**
 * Reopens closure $1 by user $2 (by name) for reason $3, if still in force; answers its id, or no row. Two reopenings
 * at once: the second waits for the row and then finds it reopened. In a SELECT so the driver answers the rows.
 */
export const SQL_REABRIR_CIERRE = `
  WITH reabierto AS (
    UPDATE cierres_caja SET reabierto_at = now(), reabierto_por = (SELECT id FROM usuarios WHERE usuario = $2), reabierto_motivo = $3
    WHERE id = $1 AND reabierto_at IS NULL
    RETURNING id)
  SELECT id FROM reabierto`;
