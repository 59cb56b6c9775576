import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CalendarioExterno, Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { Tx } from '../../database/transactions';
import {
  NOTA_PRERESERVA_VENCIDA,
  SQL_BORRAR_CALENDARIO,
  SQL_CARGAR_EVENTOS,
  SQL_CALENDARIO,
  SQL_CALENDARIO_PARA_SINCRONIZAR,
  SQL_CALENDARIOS,
  SQL_CONFLICTOS,
  SQL_CONFLICTOS_EN_RANGO,
  SQL_CONFLICTOS_PENDIENTES,
  SQL_CREAR_BLOQUEOS,
  SQL_CREAR_CALENDARIO,
  SQL_LIBERAR,
  SQL_MARCAR_INTENTO,
  SQL_MARCAR_VISTO,
  SQL_MINUTOS_SINCRONIZACION,
  SQL_MOVER_BLOQUEOS,
  SQL_PURGAR_CONFLICTOS,
  SQL_QUITAR_BLOQUEOS,
  SQL_RECLAMAR_VENCIDO,
  SQL_REGISTRAR_CONFLICTOS,
  SQL_REGISTRAR_ERROR,
  SQL_REGISTRAR_EXITO,
  SQL_RESOLVER_CONFLICTOS,
  SQL_TOTAL_CONFLICTOS,
  SQL_TABLAS_DE_TRABAJO,
  SQL_TRAMOS_LIBRES,
  SQL_VENCER_PRERESERVAS_DE_EVENTOS,
  SYNC_LOCK_CLASS,
} from './calendarios.sql';
import type { EventColumns } from './event-columns';

type Stamp = Date | null;
type CalendarioRow = Omit<CalendarioExterno, 'creado_en' | 'ultimo_intento' | 'ultimo_exito'> & {
  creado_en: Date;
  ultimo_intento: Stamp;
  ultimo_exito: Stamp;
};

const iso = (d: Stamp) => (d ? d.toISOString() : null);
const toCalendario = (r: CalendarioRow): CalendarioExterno => ({
  ...r,
  creado_en: r.creado_en.toISOString(),
  ultimo_intento: iso(r.ultimo_intento),
  ultimo_exito: iso(r.ultimo_exito),
});

export interface SyncCounts {
  eventos: number;
  creados: number;
  movidos: number;
  quitados: number;
  conflictos: number;
}

/** The only place that touches calendarios_externos and conflictos, and the sync's writes to bloqueos. */
@Injectable()
export class CalendariosRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findAll(): Promise<CalendarioExterno[]> {
    return ((await this.dataSource.query(SQL_CALENDARIOS)) as CalendarioRow[]).map(toCalendario);
  }

  async findById(id: number): Promise<CalendarioExterno | null> {
    const [row]: CalendarioRow[] = await this.dataSource.query(SQL_CALENDARIO, [id]);
    return row ? toCalendario(row) : null;
  }

  /** The new calendar's id, or null when the unit is not a cabin or dormi. */
  async create(hospedajeId: number, nombre: string, url: string, usuario: string): Promise<number | null> {
    const [row]: Array<{ id: number }> = await this.dataSource.query(SQL_CREAR_CALENDARIO, [hospedajeId, nombre, url, usuario]);
    return row?.id ?? null;
  }

  async remove(id: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(SQL_BORRAR_CALENDARIO, [id]);
    return rows.length > 0;
  }

  /** The next calendar due for its periodic sync, claimed for this replica (or null). */
  async claimDue(): Promise<{ id: number; url: string } | null> {
    const [{ minutos }]: Array<{ minutos: number }> = await this.dataSource.query(SQL_MINUTOS_SINCRONIZACION);
    const [rows]: [Array<{ id: number; url: string }>, number] = await this.dataSource.query(SQL_RECLAMAR_VENCIDO, [minutos]);
    return rows[0] ?? null;
  }

  /** «Sincronizar ahora»: marks the attempt and takes the sync's lease; null when it is taken or there is no such calendar. */
  async claim(id: number): Promise<{ id: number; url: string } | null> {
    const [rows]: [Array<{ id: number; url: string }>, number] = await this.dataSource.query(SQL_MARCAR_INTENTO, [id]);
    return rows[0] ?? null;
  }

  /** The end of a sync, whatever its outcome (an outcome recorded has freed it already): the calendar may be claimed again. */
  async release(id: number): Promise<void> {
    await this.dataSource.query(SQL_LIBERAR, [id]);
  }

  async recordError(id: number, error: string): Promise<void> {
    await this.dataSource.query(SQL_REGISTRAR_ERROR, [id, error]);
  }

  /**
   * Applies a calendar's events in one transaction, under the calendar's advisory lock (so two replicas syncing it
   * at once take turns, and the second finds nothing to do). Null when the calendar was removed meanwhile.
   */
  applyEvents(id: number, events: EventColumns): Promise<SyncCounts | null> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [SYNC_LOCK_CLASS, id]);
      const [unit]: Array<{ hospedaje_id: number }> = await tx.query(SQL_CALENDARIO_PARA_SINCRONIZAR, [id]);
      if (!unit) return null;
      const counts = await this.apply(tx, id, unit.hospedaje_id, events);
      await tx.query(SQL_REGISTRAR_EXITO, [id, counts.eventos, counts.creados, counts.movidos, counts.quitados, counts.conflictos]);
      return counts;
    });
  }

  /**
   * The events loaded once into a working table; conflicts first (each event against our stays, with the nights they
   * share), then the blocks: the free runs of every event diffed against the calendar's blocks by (UID, run). All in
   * PostgreSQL: node sends the four columns once and reads back counts.
   */
  private async apply(tx: Tx, id: number, hospedajeId: number, events: EventColumns): Promise<SyncCounts> {
    await tx.query(SQL_TABLAS_DE_TRABAJO);
    await tx.query(SQL_CARGAR_EVENTOS, [events.uids, events.entradas, events.salidas, events.resumenes]);
    await tx.query(SQL_VENCER_PRERESERVAS_DE_EVENTOS, [hospedajeId, NOTA_PRERESERVA_VENCIDA]);
    const pairs: Array<{ uid: string; reserva_id: number }> = await tx.query(SQL_REGISTRAR_CONFLICTOS, [hospedajeId, id]);
    await tx.query(SQL_RESOLVER_CONFLICTOS, [id, pairs.map((p) => `${p.uid}:${p.reserva_id}`)]);
    await tx.query(SQL_PURGAR_CONFLICTOS, [id]);
    await tx.query(SQL_TRAMOS_LIBRES, [hospedajeId]);
    const count = async (sql: string, values: unknown[]) => ((await tx.query(sql, values)) as Array<{ n: number }>)[0].n;
    const quitados = await count(SQL_QUITAR_BLOQUEOS, [id]);
    const movidos = await count(SQL_MOVER_BLOQUEOS, [id]);
    const creados = await count(SQL_CREAR_BLOQUEOS, [hospedajeId, id]);
    return { eventos: events.count, creados, movidos, quitados, conflictos: new Set(pairs.map((p) => p.uid)).size };
  }

  /** Open conflicts, newest first, one page. */
  async conflicts(page: number, pageSize: number): Promise<{ total: number; conflictos: Conflicto[] }> {
    const rows: Array<Conflicto & { total: number; detectado_en: Date | string }> = await this.dataSource.query(SQL_CONFLICTOS, [
      pageSize,
      (page - 1) * pageSize,
    ]);
    const total = rows[0]?.total ?? (page > 1 ? ((await this.dataSource.query(SQL_TOTAL_CONFLICTOS)) as Array<{ total: number }>)[0].total : 0);
    return {
      total,
      conflictos: rows.map(({ total: _total, ...r }) => ({ ...r, detectado_en: new Date(r.detectado_en).toISOString() })),
    };
  }

  /** Open conflicts of the stays whose days share one with [desde, hasta]. */
  async conflictsInRange(desde: string, hasta: string): Promise<Conflicto[]> {
    const rows: Array<Conflicto & { detectado_en: Date | string }> = await this.dataSource.query(SQL_CONFLICTOS_EN_RANGO, [desde, hasta]);
    return rows.map((r) => ({ ...r, detectado_en: new Date(r.detectado_en).toISOString() }));
  }

  async pendingConflicts(): Promise<number> {
    const [{ pendientes }]: Array<{ pendientes: number }> = await this.dataSource.query(SQL_CONFLICTOS_PENDIENTES);
    return pendientes;
  }

  async markSeen(id: number, usuario: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(SQL_MARCAR_VISTO, [id, usuario]);
    return rows.length > 0;
  }
}
