import { Injectable } from '@nestjs/common';
import type { CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import type { EstadiaActual } from '@camping/contracts/stay-states';
import type { Tx } from '../database/transactions';
import { SQL_ESTADIA_PARA_CAMBIO, SQL_REGISTRAR_INGRESO, SQL_REGISTRAR_NO_SHOW, SQL_REGISTRAR_SALIDA } from './stay-states.sql';

/** A stay locked for a state change: its state, dates and money (an early check-out may re-price it). */
export type EstadiaParaCambio = EstadiaActual & { id: number; monto_total: number; total_pagado: number; metodo_pago: string };

/** The stay states' reads and writes (issues 17 and 32), each inside the transaction that locked the stay. */
@Injectable()
export class StayStatesRepository {
  /** The stay's state and dates, locked until the transaction ends (issue 17); null when it does not exist. */
  async stayForUpdate(id: number, tx: Tx): Promise<EstadiaParaCambio | null> {
    const rows: Array<EstadiaParaCambio & { checkin_at: Date | null; checkout_at: Date | null }> = await tx.query(
      SQL_ESTADIA_PARA_CAMBIO,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ...row,
      checkin_at: row.checkin_at ? row.checkin_at.toISOString() : null,
      checkout_at: row.checkout_at ? row.checkout_at.toISOString() : null,
    };
  }

  /** Records the guest's arrival, by `usuario`. */
  async checkIn(id: number, usuario: string | null, tx: Tx): Promise<void> {
    await tx.query(SQL_REGISTRAR_INGRESO, [id, usuario]);
  }

  /**
   * Records the guest's departure, by `usuario`; the stay ends on `salida` and is 'finalizada', with `monto` as its
   * amount when the nights used are charged (null: unchanged).
   */
  async checkOut(id: number, usuario: string | null, salida: string, monto: number | null, tx: Tx): Promise<void> {
    await tx.query(SQL_REGISTRAR_SALIDA, [id, usuario, salida, monto]);
  }

  /** What a guest leaving early is charged unless the clerk says (Configuración, issue 32). */
  async earlyCheckoutPolicy(tx: Tx): Promise<CobroSalidaAnticipada> {
    const [{ cobro }] = await tx.query(`SELECT salida_anticipada_cobro AS cobro FROM configuracion WHERE id = 1`);
    return cobro;
  }

  /** Marks the stay as not shown up, by `usuario`: cancelled, or ended on `fecha_salida`. */
  async noShow(id: number, efecto: { estado: string; fecha_salida: string }, usuario: string | null, tx: Tx): Promise<void> {
    await tx.query(SQL_REGISTRAR_NO_SHOW, [id, efecto.estado, efecto.fecha_salida, usuario]);
  }
}
