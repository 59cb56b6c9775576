import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { comprobanteLink } from '@camping/contracts/schemas/comprobante';
import type { Reembolso } from '@camping/contracts/schemas/reembolso';
import type { Tx } from '../database/transactions';
import { SQL_INSERTAR_REEMBOLSO, SQL_REEMBOLSOS_RESERVA } from './reembolsos.sql';

type ReembolsoRow = Omit<Reembolso, 'monto' | 'created_at' | 'comprobante_url'> & {
  monto: string;
  created_at: Date;
  token_comprobante: string;
};

export interface ReembolsoNuevo {
  reservaId: number;
  monto: number;
  metodoPago: string;
  fecha: string | null;
  observaciones: string | null;
  usuario: string | null;
}

/** The only place that reads and writes `reembolsos` (issue 32). */
@Injectable()
export class ReembolsosRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByReserva(reservaId: number): Promise<Reembolso[]> {
    const rows: ReembolsoRow[] = await this.dataSource.query(SQL_REEMBOLSOS_RESERVA, [reservaId]);
    return rows.map(({ token_comprobante, ...row }) => ({
      ...row,
      monto: Number(row.monto),
      created_at: row.created_at.toISOString(),
      comprobante_url: comprobanteLink('reembolso', token_comprobante),
    }));
  }

  async insert(r: ReembolsoNuevo, tx: Tx): Promise<number> {
    const rows: Array<{ id: number }> = await tx.query(SQL_INSERTAR_REEMBOLSO, [
      r.reservaId,
      r.monto,
      r.metodoPago,
      r.observaciones,
      r.fecha,
      r.usuario,
    ]);
    return rows[0].id;
  }
}
