import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CobroMensual, ReporteCobros } from '@camping/contracts/schemas/cobros';
import { comprobanteLink } from '@camping/contracts/schemas/comprobante';
import type { Pago } from '@camping/contracts/schemas/pago';
import { MSG } from '@camping/contracts/messages';
import type { Tx } from '../database/transactions';
import { SQL_CONFIRMAR_PRERESERVA, SQL_VENCER_PRERESERVAS } from '../reservas/holds.sql';
import {
  SQL_ACTUALIZAR_PAGO,
  SQL_COBROS_MENSUALES,
  SQL_REPORTE_COBROS,
  SQL_ELIMINAR_PAGO,
  SQL_INSERTAR_PAGO,
  SQL_PAGO_PARA_CAMBIO,
  SQL_PAGO_POR_ID,
  SQL_PAGOS_RESERVA,
  SQL_RESERVA_PARA_PAGO,
} from './pagos.sql';

type PagoRow = Omit<Pago, 'monto' | 'created_at' | 'comprobante_url'> & { monto: string; created_at: Date; token_comprobante: string };

function fromRow({ token_comprobante, ...row }: PagoRow): Pago {
  return {
    ...row,
    monto: Number(row.monto),
    created_at: row.created_at.toISOString(),
    comprobante_url: comprobanteLink('pago', token_comprobante),
  };
}

/** What a payment's checks need to know of its reservation. */
export interface ReservaDelPago {
  id: number;
  montoTotal: number;
  totalPagado: number;
  estado: string;
}

export interface PagoNuevo {
  reservaId: number;
  monto: number;
  metodoPago: string;
  fechaPago: string | null;
  observaciones: string | null;
  usuario: string | null;
}

export interface CambiosPago {
  monto?: number;
  metodoPago?: string;
  fechaPago?: string;
  /** undefined: unchanged; null: cleared. */
  observaciones?: string | null;
}

/** The only place that reads and writes `pagos`. */
@Injectable()
export class PagosRepository {
  constructor(private readonly dataSource: DataSource) {}

  private runner(tx?: Tx) {
    return tx ?? this.dataSource;
  }

  async findByReserva(reservaId: number): Promise<Pago[]> {
    const rows: PagoRow[] = await this.dataSource.query(SQL_PAGOS_RESERVA, [reservaId]);
    return rows.map(fromRow);
  }

  async findById(id: number): Promise<Pago | null> {
    const rows: PagoRow[] = await this.dataSource.query(SQL_PAGO_POR_ID, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The reservation, locked until the transaction ends (or read unlocked without one). */
  async reservaForUpdate(reservaId: number, tx?: Tx): Promise<ReservaDelPago | null> {
    const sql = tx ? SQL_RESERVA_PARA_PAGO : SQL_RESERVA_PARA_PAGO.replace('FOR UPDATE', '');
    const rows: Array<{ id: number; monto_total: string; total_pagado: string; estado: string }> = await this.runner(
      tx,
    ).query(sql, [reservaId]);
    const row = rows[0];
    return row
      ? { id: row.id, montoTotal: Number(row.monto_total), totalPagado: Number(row.total_pagado), estado: row.estado }
      : null;
  }

  /**
   * A payment on a hold (issue 16): an expired one is first cancelled with its note, as any writer of its nights
   * does (its unit may be taken by now: staff reactivate it through the edit, which checks it); a live one becomes
   * an 'activa' booking without expiry. The holds' SQL is the reservations area's (holds.sql.ts). Nothing for a
   * reservation that is not a hold.
   */
  async settleHold(reservaId: number, tx: Tx): Promise<void> {
    await tx.query(SQL_VENCER_PRERESERVAS, [reservaId, null, null, null, null, MSG.notaPrereservaVencida]);
    await tx.query(SQL_CONFIRMAR_PRERESERVA, [reservaId]);
  }

  async pagoForUpdate(id: number, tx: Tx): Promise<{ id: number; reservaId: number; monto: number } | null> {
    const rows: Array<{ id: number; reserva_id: number; monto: string }> = await tx.query(SQL_PAGO_PARA_CAMBIO, [id]);
    const row = rows[0];
    return row ? { id: row.id, reservaId: row.reserva_id, monto: Number(row.monto) } : null;
  }

  async insert(p: PagoNuevo, tx: Tx): Promise<number> {
    const rows: Array<{ id: number }> = await tx.query(SQL_INSERTAR_PAGO, [
      p.reservaId,
      p.monto,
      p.metodoPago,
      p.observaciones,
      p.fechaPago,
      p.usuario,
    ]);
    return rows[0].id;
  }

  async update(id: number, c: CambiosPago, tx: Tx): Promise<void> {
    await tx.query(SQL_ACTUALIZAR_PAGO, [
      id,
      c.monto ?? null,
      c.metodoPago ?? null,
      c.fechaPago ?? null,
      c.observaciones ?? null,
      c.observaciones !== undefined,
    ]);
  }

  /** The cash-basis report (numbers leave PostgreSQL's JSON as numbers). */
  async cashReport(f: {
    fecha_inicio?: string;
    fecha_fin?: string;
    metodo_pago?: string;
    tipo_hospedaje?: string;
  }): Promise<Omit<ReporteCobros, 'success'>> {
    const [row] = await this.dataSource.query(SQL_REPORTE_COBROS, [
      f.fecha_inicio ?? null,
      f.fecha_fin ?? null,
      f.metodo_pago ?? null,
      f.tipo_hospedaje ?? null,
    ]);
    return {
      cobros: row.cobros,
      estadisticas: { ...row.totales, porMetodoPago: row.por_metodo_pago, porTipoHospedaje: row.por_tipo_hospedaje },
      saldo_pendiente: row.saldo_pendiente,
      reembolsos: row.reembolsos,
      reembolsado: row.reembolsado,
      neto: Number(row.neto),
    };
  }

  async monthlyCollected(hoy: string, meses: number): Promise<CobroMensual[]> {
    const rows: Array<{ mes: string; reservado: string; cobrado: string; reembolsado: string }> = await this.dataSource.query(
      SQL_COBROS_MENSUALES,
      [hoy, meses],
    );
    return rows.map((r) => ({
      mes: r.mes,
      reservado: Number(r.reservado),
      cobrado: Number(r.cobrado),
      reembolsado: Number(r.reembolsado),
    }));
  }

  async delete(id: number, tx: Tx): Promise<boolean> {
    const rows: unknown[] = await tx.query(SQL_ELIMINAR_PAGO, [id]);
    return rows.length > 0;
  }
}
