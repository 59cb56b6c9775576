/**
 * The front desk's data as bench/hoy and bench/limpieza lay it on the lists benchmark's stays: payments seeded like
 * bench/payments, the stays' check-in and check-out states up to today, and the day they ask for (the busiest of the
 * next 60). One copy, so both benchmarks measure the same data.
 */
import { today } from './bench-run.mjs';

/** bench/payments' seña: 30 % of every stay with a total, paid ten days before it began (or today). $1: today. */
export const SQL_SENA = `
  INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, observaciones)
  SELECT r.id, round(r.monto_total * 0.3, 2), 'transferencia', least(r.fecha_entrada - 10, $1::date), 'Seña'
  FROM reservas r WHERE r.monto_total > 0`;

/** bench/payments' rest, on every other stay, paid on its first day (or today): so about half still owe. $1: today. */
export const SQL_RESTO = `
  INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago)
  SELECT r.id, r.monto_total - r.total_pagado, r.metodo_pago, least(r.fecha_entrada, $1::date)
  FROM reservas r WHERE r.id % 2 = 0 AND r.monto_total > r.total_pagado`;

/** Payments as bench/payments seeds them: the seña on every stay, the rest on every other one. */
export const SQL_PAGOS = [SQL_SENA, SQL_RESTO];

/**
 * The guests of every booked stay that began before today checked in on their first day, and out (finished) when they
 * left: the moves the front desk makes (a hold is never checked in; issue 33's table of stay states). $1: today.
 */
export const SQL_ESTADOS = `
  UPDATE reservas SET checkin_at = fecha_entrada + time '14:00', checkin_por = 'admin',
    checkout_at = CASE WHEN fecha_salida < $1::date THEN fecha_salida + time '10:00' END,
    checkout_por = CASE WHEN fecha_salida < $1::date THEN 'admin' END,
    estado = CASE WHEN fecha_salida < $1::date THEN 'finalizada' ELSE estado END
  WHERE estado IN ('activa', 'finalizada') AND fecha_entrada < $1::date`;

/** The day of the next 60 with the most arrivals, departures and stays in house. $1: today. */
export const SQL_DIA_MAS_MOVIDO = `
  SELECT to_char(d, 'YYYY-MM-DD') AS dia,
    (SELECT count(*) FROM reservas r WHERE r.estado <> 'cancelada' AND r.fecha_entrada <= d AND r.fecha_salida >= d)::int AS estadias
  FROM generate_series($1::date, $1::date + 60, interval '1 day') AS d
  ORDER BY estadias DESC, d LIMIT 1`;

/** Runs `statements` in order, each with today as $1. */
export async function runWithToday(client, statements) {
  for (const statement of statements) await client.query(statement, [today]);
}

/** The busiest day of the next 60 (SQL_DIA_MAS_MOVIDO): `{ dia, estadias }`. */
export async function busiestDay(client) {
  const [row] = (await client.query(SQL_DIA_MAS_MOVIDO, [today])).rows;
  return row;
}
