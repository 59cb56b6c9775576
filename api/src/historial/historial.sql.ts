import { BUSINESS_TIME_ZONE } from '@camping/contracts/dates';
import type { HistorialQuery } from '@camping/contracts/schemas/historial';

/**
 * One page of the history, newest first, one row more than asked (so the screen knows whether a next page exists
 * without counting a log of millions). `entidad=reserva&entidad_id=N` is the reservation's story: its own rows and
 * its payments' (`reserva_id`). Days are the complex's days.
 */
export function sqlHistorialPagina(q: HistorialQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (q.entidad === 'reserva' && q.entidad_id !== undefined) where.push(`reserva_id = ${param(q.entidad_id)}`);
  else {
    if (q.entidad) where.push(`entidad = ${param(q.entidad)}`);
    if (q.entidad_id !== undefined) where.push(`entidad_id = ${param(q.entidad_id)}`);
  }
  if (q.usuario) where.push(`usuario = ${param(q.usuario)}`);
  if (q.desde) where.push(`at >= (${param(q.desde)}::date)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`);
  if (q.hasta) where.push(`at < (${param(q.hasta)}::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`);
  const sql = `
    SELECT id::int, at, usuario, entidad, entidad_id::int, reserva_id::int, accion, antes, despues
    FROM historial
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY at DESC, id DESC
    LIMIT ${param(q.page_size + 1)} OFFSET ${param((q.page - 1) * q.page_size)}`;
  return { sql, params };
}

/**
 * The names a page's rows mention (issue 37): units, clients and reservations by id, so the history reads «Dormi 0»
 * and «Pérez, Juan» instead of «N.º 9». Ids of rows deleted since are simply not found.
 */
export const SQL_NOMBRES = {
  hospedajes: `SELECT id::int, tipo_hospedaje_id::int, numero::int FROM hospedajes WHERE id = ANY($1::int[])`,
  clientes: `SELECT id::int, nombre, apellido FROM clientes WHERE id = ANY($1::int[])`,
  reservas: `
    SELECT r.id::int, c.nombre, c.apellido, r.tipo_hospedaje_id::int, h.numero::int AS numero_hospedaje,
           r.cantidad_personas::int, to_char(r.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada,
           to_char(r.fecha_salida, 'YYYY-MM-DD') AS fecha_salida
    FROM reservas r
    LEFT JOIN clientes c ON c.id = r.cliente_id
    LEFT JOIN hospedajes h ON h.id = r.hospedaje_id
    WHERE r.id = ANY($1::int[])`,
} as const;
