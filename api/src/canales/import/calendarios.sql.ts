/**
 * The SQL of iCal import (docs/channels.md): external calendars, their sync, and conflicts. The sync's statements run
 * in one transaction under the calendar's advisory lock (calendarios.repository.ts).
 */
import { MSG } from '@camping/contracts/messages';
import { sqlCancelarPrereserva } from '../../reservas/holds.sql';
import { SQL_UNIDADES_CON_CALENDARIO } from '../canales.sql';

/** Advisory-lock class of the sync (two-key form: this class, the calendar's id). */
export const SYNC_LOCK_CLASS = 19_001;

/**
 * How long a claimed sync keeps its calendar (`sincronizando_hasta`): longer than a fetch (15 s), a parse (30 s at
 * most) and an apply together. Released at the end of every sync; a replica that died mid-sync frees it by expiry.
 */
const LEASE = `now() + interval '2 minutes'`;
const LEASE_FREE = `(sincronizando_hasta IS NULL OR sincronizando_hasta <= now())`;

const COLUMNAS_CALENDARIO = `
  c.id, c.hospedaje_id, c.nombre, c.url, c.creado_en, c.ultimo_intento, c.ultimo_exito, c.eventos, c.creados,
  c.movidos, c.quitados, c.conflictos, c.error, COALESCE(c.sincronizando_hasta > now(), false) AS sincronizando`;

export const SQL_CALENDARIOS = `
  SELECT ${COLUMNAS_CALENDARIO} FROM calendarios_externos c
  JOIN hospedajes h ON h.id = c.hospedaje_id
  ORDER BY h.tipo_hospedaje_id, h.numero, c.id`;

export const SQL_CALENDARIO = `SELECT ${COLUMNAS_CALENDARIO} FROM calendarios_externos c WHERE c.id = $1`;

/** Adds a calendar to a cabin or dormi ($1); no row: the unit is not one (or does not exist). */
export const SQL_CREAR_CALENDARIO = `
  INSERT INTO calendarios_externos (hospedaje_id, nombre, url, creado_por)
  SELECT h.id, $2, $3, $4 FROM hospedajes h WHERE h.id = $1 AND ${SQL_UNIDADES_CON_CALENDARIO}
  RETURNING id`;

/** Its blocks and conflicts go with it (ON DELETE CASCADE). */
export const SQL_BORRAR_CALENDARIO = `DELETE FROM calendarios_externos WHERE id = $1 RETURNING id`;

/**
 * Claims the calendar most overdue for its periodic sync ($1 minutes since its last attempt) and not being synced,
 * marking the attempt and taking the lease in the same statement: SKIP LOCKED and the new marks make each calendar
 * claimed by one replica per period, never while another sync of it runs.
 */
export const SQL_RECLAMAR_VENCIDO = `
  UPDATE calendarios_externos SET ultimo_intento = now(), sincronizando_hasta = ${LEASE}
  WHERE id = (
    SELECT id FROM calendarios_externos
    WHERE (ultimo_intento IS NULL OR ultimo_intento <= now() - $1 * interval '1 minute') AND ${LEASE_FREE}
    ORDER BY ultimo_intento NULLS FIRST, id
    LIMIT 1
    FOR UPDATE SKIP LOCKED)
  RETURNING id, url`;

/**
 * «Sincronizar ahora»: takes the lease of calendar $1 if it is free. A concurrent claim of the same row waits for this
 * one's commit and then finds the lease taken (READ COMMITTED re-checks the WHERE on the new row): one sync at a time,
 * across replicas. No row: taken, or no such calendar (SQL_CALENDARIO tells).
 */
export const SQL_MARCAR_INTENTO = `
  UPDATE calendarios_externos SET ultimo_intento = now(), sincronizando_hasta = ${LEASE}
  WHERE id = $1 AND ${LEASE_FREE}
  RETURNING id, url`;

export const SQL_LIBERAR = `UPDATE calendarios_externos SET sincronizando_hasta = NULL WHERE id = $1`;

/** A sync's outcome frees its lease in the same statement: whoever reads the outcome finds the calendar free. */
export const SQL_REGISTRAR_ERROR = `UPDATE calendarios_externos SET ultimo_intento = now(), error = $2, sincronizando_hasta = NULL WHERE id = $1`;

export const SQL_MINUTOS_SINCRONIZACION = `SELECT minutos_sincronizacion AS minutos FROM configuracion WHERE id = 1`;

/** The calendar's unit, locked against a concurrent delete; no row: it was removed meanwhile. */
export const SQL_CALENDARIO_PARA_SINCRONIZAR = `SELECT hospedaje_id FROM calendarios_externos WHERE id = $1 FOR UPDATE`;

/**
 * The sync's working tables, gone at commit: the feed's events, loaded once ($1 uids, $2 entries, $3 exits, $4
 * summaries: array literals built in the parse worker, event-columns.ts, so the megabytes cross to PostgreSQL once),
 * and the runs of free nights they close.
 */
export const SQL_TABLAS_DE_TRABAJO = `
  CREATE TEMP TABLE eventos_importados (uid text PRIMARY KEY, entrada date NOT NULL, salida date NOT NULL, resumen text) ON COMMIT DROP;
  CREATE TEMP TABLE tramos_libres (uid text, parte smallint, entrada date, salida date, resumen text, PRIMARY KEY (uid, parte))
    ON COMMIT DROP`;
export const SQL_CARGAR_EVENTOS = `
  INSERT INTO eventos_importados (uid, entrada, salida, resumen)
  SELECT * FROM unnest($1::text[], $2::date[], $3::date[], $4::text[])`;

/**
 * The expired holds of unit $1 sharing a night with any event are cancelled first (with the usual note), as a new
 * booking would: an expired hold takes nothing. $2: the note's opening words.
 */
export const SQL_VENCER_PRERESERVAS_DE_EVENTOS = `
  UPDATE reservas r
  SET ${sqlCancelarPrereserva('$2')}
  WHERE r.hospedaje_id = $1 AND r.estado = 'pendiente' AND r.vence_el <= now()
    AND EXISTS (SELECT 1 FROM eventos_importados e
                WHERE daterange(e.entrada, e.salida, '[)') && daterange(r.fecha_entrada, r.fecha_salida, '[)'))`;

export const NOTA_PRERESERVA_VENCIDA = MSG.notaPrereservaVencida;

/**
 * Each (event, our stay on unit $1) pair sharing a night becomes or stays a conflict of calendar $2, with the nights they share
 * (`choque_*`, the nights the clerk must resolve): new ones pending; one whose event dates or shared nights changed,
 * or that was resolved and is back, pending again; a seen one with the same dates stays seen. Answers the pairs.
 */
export const SQL_REGISTRAR_CONFLICTOS = `
  INSERT INTO conflictos AS k (calendario_id, uid, reserva_id, fecha_entrada, fecha_salida, resumen, choque_entrada, choque_salida)
  SELECT $2, e.uid, o.reserva_id, e.entrada, e.salida, e.resumen,
    lower(o.noches * daterange(e.entrada, e.salida, '[)')), upper(o.noches * daterange(e.entrada, e.salida, '[)'))
  FROM eventos_importados e
  JOIN ocupaciones o ON o.hospedaje_id = $1 AND o.reserva_id IS NOT NULL
    AND o.noches && daterange(e.entrada, e.salida, '[)')
  ON CONFLICT (calendario_id, uid, reserva_id) DO UPDATE SET
    fecha_entrada = EXCLUDED.fecha_entrada, fecha_salida = EXCLUDED.fecha_salida, resumen = EXCLUDED.resumen,
    choque_entrada = EXCLUDED.choque_entrada, choque_salida = EXCLUDED.choque_salida,
    estado = CASE
      WHEN k.estado = 'resuelto' OR k.fecha_entrada <> EXCLUDED.fecha_entrada OR k.fecha_salida <> EXCLUDED.fecha_salida
        OR k.choque_entrada <> EXCLUDED.choque_entrada OR k.choque_salida <> EXCLUDED.choque_salida
      THEN 'pendiente' ELSE k.estado END,
    detectado_en = CASE WHEN k.estado = 'resuelto' THEN now() ELSE k.detectado_en END,
    resuelto_en = NULL
  RETURNING uid, reserva_id`;

/** Open conflicts of calendar $1 whose pair no longer overlaps (event gone or moved, stay moved): resolved. */
export const SQL_RESOLVER_CONFLICTOS = `
  UPDATE conflictos k SET estado = 'resuelto', resuelto_en = now()
  WHERE k.calendario_id = $1 AND k.estado <> 'resuelto'
    AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS p(par) WHERE p.par = k.uid || ':' || k.reserva_id)`;

/** Resolved conflicts are kept 30 days for reference, then deleted by their calendar's next sync. */
export const SQL_PURGAR_CONFLICTOS = `
  DELETE FROM conflictos WHERE calendario_id = $1 AND estado = 'resuelto' AND resuelto_en < now() - interval '30 days'`;

/**
 * The nights each event closes: its nights minus those of our stays on unit $1 (a multirange difference), one row per
 * run of free nights, numbered from 0 in date order (`parte`). An event over one of our stays thus still closes every
 * night that does not clash, at once; the clashing ones are its conflict.
 */
export const SQL_TRAMOS_LIBRES = `
  INSERT INTO tramos_libres (uid, parte, entrada, salida, resumen)
  SELECT e.uid, row_number() OVER (PARTITION BY e.uid ORDER BY lower(t.noches)) - 1, lower(t.noches), upper(t.noches), e.resumen
  FROM eventos_importados e
  CROSS JOIN LATERAL unnest(
    datemultirange(daterange(e.entrada, e.salida, '[)')) - coalesce(
      (SELECT range_agg(o.noches) FROM ocupaciones o
       WHERE o.hospedaje_id = $1 AND o.reserva_id IS NOT NULL AND o.noches && daterange(e.entrada, e.salida, '[)')),
      '{}'::datemultirange)) AS t(noches)`;

/** Counted in PostgreSQL: 20,000 ids need not cross to node to be counted. */
const contados = (statement: string) => `WITH filas AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM filas`;

/** The calendar's blocks whose run of nights is gone (event gone, or fewer runs now): removed. */
export const SQL_QUITAR_BLOQUEOS = contados(`
  DELETE FROM bloqueos b WHERE b.calendario_id = $1
    AND NOT EXISTS (SELECT 1 FROM tramos_libres t WHERE t.uid = b.uid AND t.parte = b.parte)`);

/** The blocks of calendar $1 whose run changed dates: moved (the same row, so its id and export UID stay). */
export const SQL_MOVER_BLOQUEOS = contados(`
  UPDATE bloqueos b SET fecha_entrada = t.entrada, fecha_salida = t.salida, resumen = t.resumen, actualizado_en = now()
  FROM tramos_libres t
  WHERE b.calendario_id = $1 AND b.uid = t.uid AND b.parte = t.parte
    AND (b.fecha_entrada, b.fecha_salida) IS DISTINCT FROM (t.entrada, t.salida)`);

/** New runs: new blocks of unit $1, calendar $2; a run already blocked is left as it is (idempotent). */
export const SQL_CREAR_BLOQUEOS = contados(`
  INSERT INTO bloqueos (hospedaje_id, fecha_entrada, fecha_salida, calendario_id, uid, parte, resumen)
  SELECT $1, t.entrada, t.salida, $2, t.uid, t.parte, t.resumen FROM tramos_libres t
  ON CONFLICT (calendario_id, uid, parte) DO NOTHING`);

/** The log of a successful sync, its lease freed with it (committed with the blocks). */
export const SQL_REGISTRAR_EXITO = `
  UPDATE calendarios_externos SET ultimo_intento = now(), ultimo_exito = now(), error = NULL,
    eventos = $2, creados = $3, movidos = $4, quitados = $5, conflictos = $6, sincronizando_hasta = NULL
  WHERE id = $1`;

/** A conflict as the screens show it: both ranges, the nights they share, the unit and the client of our stay. */
const CONFLICTO_FILAS = `
  SELECT k.id, k.calendario_id, c.nombre AS calendario, h.id AS hospedaje_id, h.tipo_hospedaje_id, h.numero,
    to_char(k.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada, to_char(k.fecha_salida, 'YYYY-MM-DD') AS fecha_salida,
    k.resumen, r.id AS reserva_id,
    to_char(k.choque_entrada, 'YYYY-MM-DD') AS choque_entrada, to_char(k.choque_salida, 'YYYY-MM-DD') AS choque_salida,
    to_char(r.fecha_entrada, 'YYYY-MM-DD') AS reserva_entrada, to_char(r.fecha_salida, 'YYYY-MM-DD') AS reserva_salida,
    concat_ws(' ', cl.nombre, cl.apellido) AS cliente, k.estado, k.detectado_en, k.visto_por`;
const CONFLICTO_ORIGEN = `
  FROM conflictos k
  JOIN calendarios_externos c ON c.id = k.calendario_id
  JOIN hospedajes h ON h.id = c.hospedaje_id
  JOIN reservas r ON r.id = k.reserva_id
  JOIN clientes cl ON cl.id = r.cliente_id`;

export const SQL_CONFLICTOS = `${CONFLICTO_FILAS}, count(*) OVER ()::int AS total
  ${CONFLICTO_ORIGEN}
  WHERE k.estado <> 'resuelto'
  ORDER BY k.detectado_en DESC, k.id DESC
  LIMIT $1 OFFSET $2`;

/**
 * Open conflicts whose stay of ours is on screen: its days [entrada, salida] share one with [$1, $2] (both included,
 * as `reservas?desde&hasta` reads them), so the calendar can mark every stay it draws.
 */
export const SQL_CONFLICTOS_EN_RANGO = `${CONFLICTO_FILAS}
  ${CONFLICTO_ORIGEN}
  WHERE k.estado <> 'resuelto' AND r.fecha_entrada <= $2::date AND r.fecha_salida >= $1::date
  ORDER BY r.id, k.fecha_entrada, k.id`;

export const SQL_TOTAL_CONFLICTOS = `SELECT count(*)::int AS total FROM conflictos WHERE estado <> 'resuelto'`;

export const SQL_CONFLICTOS_PENDIENTES = `SELECT count(*)::int AS pendientes FROM conflictos WHERE estado = 'pendiente'`;

export const SQL_MARCAR_VISTO = `
  UPDATE conflictos SET estado = 'visto', visto_en = now(), visto_por = $2
  WHERE id = $1 AND estado <> 'resuelto' RETURNING id`;
