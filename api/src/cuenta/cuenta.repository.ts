import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LineaCuenta } from '@camping/contracts/schemas/cuenta';
import type { CobroExtra, TipoLineaCuenta } from '@camping/contracts/stay-charges';
import type { Tx } from '../database/transactions';
import {
  SQL_BORRAR_LINEA,
  SQL_INSERTAR_LINEA,
  SQL_LINEA,
  SQL_LINEAS_RESERVA,
  SQL_RESERVA_CUENTA,
  SQL_RESERVA_CUENTA_PARA_CAMBIO,
} from './cuenta.sql';

type Numerico = string;

/** A stay's figures as its account reads them (amounts in pesos; compared in cents by the service). */
export interface ReservaCuenta {
  id: number;
  estado: string;
  fecha_entrada: string;
  fecha_salida: string;
  monto_total: number;
  monto_alojamiento: number;
  cargos_adicionales: number;
  descuento: number;
  total_pagado: number;
  total_reembolsado: number;
}

type Importes = 'monto_total' | 'monto_alojamiento' | 'cargos_adicionales' | 'descuento' | 'total_pagado' | 'total_reembolsado';
type ReservaCuentaRow = Omit<ReservaCuenta, Importes> & Record<Importes, Numerico>;

function reservaFromRow(row: ReservaCuentaRow): ReservaCuenta {
  return {
    ...row,
    monto_total: Number(row.monto_total),
    monto_alojamiento: Number(row.monto_alojamiento),
    cargos_adicionales: Number(row.cargos_adicionales),
    descuento: Number(row.descuento),
    total_pagado: Number(row.total_pagado),
    total_reembolsado: Number(row.total_reembolsado),
  };
}

type LineaRow = Omit<LineaCuenta, 'monto' | 'precio_unitario' | 'created_at' | 'ajustado_at'> & {
  monto: Numerico;
  precio_unitario: Numerico | null;
  created_at: Date;
  ajustado_at: Date | null;
};

/** A line to write. Amounts as exact text (`123.45`): they come from cents or from the catalogue's own numeric. */
export interface LineaNueva {
  reservaId: number;
  tipo: Exclude<TipoLineaCuenta, 'alojamiento'>;
  concepto: string;
  extraId?: number;
  cobro?: CobroExtra;
  cantidad?: number;
  noches?: number | null;
  precioUnitario?: string;
  porcentaje?: number;
  monto: string;
  motivo?: string;
  usuario: string | null;
}

/** The only place that reads and writes `cuenta_lineas` (issue 32); it reads the stay's kept sums beside them. */
@Injectable()
export class CuentaRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The stay, locked until the transaction ends; null when it does not exist. */
  async reservaForUpdate(id: number, tx: Tx): Promise<ReservaCuenta | null> {
    const rows: ReservaCuentaRow[] = await tx.query(SQL_RESERVA_CUENTA_PARA_CAMBIO, [id]);
    return rows[0] ? reservaFromRow(rows[0]) : null;
  }

  async reserva(id: number): Promise<ReservaCuenta | null> {
    const rows: ReservaCuentaRow[] = await this.dataSource.query(SQL_RESERVA_CUENTA, [id]);
    return rows[0] ? reservaFromRow(rows[0]) : null;
  }

  async lineas(reservaId: number): Promise<LineaCuenta[]> {
    const rows: LineaRow[] = await this.dataSource.query(SQL_LINEAS_RESERVA, [reservaId]);
    return rows.map((row) => ({
      ...row,
      monto: Number(row.monto),
      precio_unitario: row.precio_unitario === null ? null : Number(row.precio_unitario),
      created_at: row.created_at.toISOString(),
      ajustado_at: row.ajustado_at ? row.ajustado_at.toISOString() : null,
    }));
  }

  async linea(id: number, tx: Tx): Promise<{ id: number; reserva_id: number; tipo: TipoLineaCuenta; monto: number } | null> {
    const rows: Array<{ id: number; reserva_id: number; tipo: TipoLineaCuenta; monto: Numerico }> = await tx.query(SQL_LINEA, [id]);
    return rows[0] ? { ...rows[0], monto: Number(rows[0].monto) } : null;
  }

  async insert(l: LineaNueva, tx: Tx): Promise<number> {
    const rows: Array<{ id: number }> = await tx.query(SQL_INSERTAR_LINEA, [
      l.reservaId,
      l.tipo,
      l.concepto,
      l.extraId ?? null,
      l.cobro ?? null,
      l.cantidad ?? null,
      l.noches ?? null,
      l.precioUnitario ?? null,
      l.porcentaje ?? null,
      l.monto,
      l.motivo ?? null,
      l.usuario,
    ]);
    return rows[0].id;
  }

  /** False when the line is gone (another clerk removed it meanwhile). */
  async delete(id: number, tx: Tx): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(SQL_BORRAR_LINEA, [id]);
    return rows.length === 1;
  }
}
