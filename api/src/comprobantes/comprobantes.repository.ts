import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { stayUnitLabel } from '@camping/contracts/guest-whatsapp';
import { toCents } from '@camping/contracts/money';
import type { DatosComprobante } from './comprobante-pdf';
import type { DatosEstadoCuenta, MovimientoCuenta } from './estado-cuenta-pdf';
import { SQL_COMPROBANTE, SQL_ESTADIA_ESTADO_CUENTA, SQL_MOVIMIENTOS_ESTADIA } from './comprobantes.sql';

type Numerico = string | number;
interface FilaComprobante extends Omit<DatosComprobante, 'monto' | 'saldo_despues' | 'unidad'> {
  monto: Numerico;
  monto_total: Numerico;
  pagado_hasta: Numerico;
  tipo_hospedaje_id: number;
  numero_hospedaje: number | null;
}
interface FilaEstadia extends Omit<DatosEstadoCuenta, 'monto_total' | 'total_pagado' | 'total_reembolsado' | 'saldo' | 'unidad' | 'lineas' | 'movimientos'> {
  monto_total: Numerico;
  total_pagado: Numerico;
  total_reembolsado: Numerico;
  tipo_hospedaje_id: number;
  numero_hospedaje: number | null;
}

const centavos = (v: Numerico) => toCents(Number(v));

/** Reads what receipts and statements show (numbers leave PostgreSQL as text: converted here, in cents). */
@Injectable()
export class ComprobantesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One payment's or refund's receipt, by its id or by its link's key. */
  async comprobante(tipo: 'pago' | 'reembolso', clave: { id: number } | { token: string }): Promise<DatosComprobante | null> {
    const [fila]: FilaComprobante[] = await this.dataSource.query(SQL_COMPROBANTE, [
      tipo,
      'id' in clave ? clave.id : null,
      'token' in clave ? clave.token : null,
    ]);
    if (!fila) return null;
    const { monto_total, pagado_hasta, tipo_hospedaje_id, numero_hospedaje, ...resto } = fila;
    return {
      ...resto,
      monto: Number(fila.monto),
      saldo_despues: Math.max(0, centavos(monto_total) - centavos(pagado_hasta)) / 100,
      unidad: stayUnitLabel({ tipo_hospedaje_id, numero_hospedaje }),
    };
  }

  /** The stay and its payments and refunds; its lines come from the account's repository (CuentaRepository). */
  async estadoCuenta(reservaId: number): Promise<Omit<DatosEstadoCuenta, 'lineas'> | null> {
    const [fila]: FilaEstadia[] = await this.dataSource.query(SQL_ESTADIA_ESTADO_CUENTA, [reservaId]);
    if (!fila) return null;
    const movimientos: Array<Omit<MovimientoCuenta, 'monto'> & { monto: Numerico }> = await this.dataSource.query(
      SQL_MOVIMIENTOS_ESTADIA,
      [reservaId],
    );
    const { tipo_hospedaje_id, numero_hospedaje, ...resto } = fila;
    return {
      ...resto,
      monto_total: Number(fila.monto_total),
      total_pagado: Number(fila.total_pagado),
      total_reembolsado: Number(fila.total_reembolsado),
      saldo: Math.max(0, centavos(fila.monto_total) - centavos(fila.total_pagado)) / 100,
      unidad: stayUnitLabel({ tipo_hospedaje_id, numero_hospedaje }),
      movimientos: movimientos.map((m) => ({ ...m, monto: Number(m.monto) })),
    };
  }
}
