import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { METODOS_PAGO } from '@camping/contracts/domain';
import type { CajaResponse, CierreCaja, CierresCajaResponse } from '@camping/contracts/schemas/caja';
import type { Tx } from '../database/transactions';
import {
  SQL_CAJA,
  SQL_CIERRE_POR_ID,
  SQL_CIERRE_VIGENTE,
  SQL_CIERRES,
  SQL_EFECTIVO_ESPERADO,
  SQL_INSERTAR_CIERRE,
  SQL_REABRIR_CIERRE,
  SQL_USUARIO_ID,
} from './caja.sql';

/** A till as the database answers it: the answer's fields that come from data. */
export type CajaDelDia = Pick<CajaResponse, 'movimientos' | 'por_metodo' | 'totales' | 'efectivo_esperado' | 'cierre' | 'reabiertos'>;

export interface CierreNuevo {
  usuarioId: number;
  fecha: string;
  efectivoEsperado: number;
  efectivoContado: number;
  observaciones: string | null;
}

/** The only place that reads and writes `cierres_caja`, and the one owner of the question «what is in a till». */
@Injectable()
export class CajaRepository {
  constructor(private readonly dataSource: DataSource) {}

  private runner(tx?: Tx) {
    return tx ?? this.dataSource;
  }

  /** The till of `usuario` (by name) on `fecha`; null when there is no such user. */
  async caja(usuario: string, fecha: string): Promise<CajaDelDia | null> {
    const [{ caja }]: Array<{ caja: CajaDelDia & { usuario_id: number | null } }> = await this.dataSource.query(SQL_CAJA, [
      usuario,
      fecha,
      [...METODOS_PAGO],
    ]);
    const { usuario_id, ...resto } = caja;
    return usuario_id === null ? null : resto;
  }

  /** Closures of [desde, hasta] and tills left open there: everyone's (`usuarioId` null) or one user's. */
  async cierres(desde: string, hasta: string, usuarioId: number | null): Promise<Pick<CierresCajaResponse, 'cierres' | 'sin_cerrar'>> {
    const [{ respuesta }] = await this.dataSource.query(SQL_CIERRES, [desde, hasta, usuarioId]);
    return respuesta;
  }

  async usuarioId(usuario: string, tx?: Tx): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.runner(tx).query(SQL_USUARIO_ID, [usuario]);
    return rows[0]?.id ?? null;
  }

  /** What the till should hold now (numeric, exact, read as a number with at most two decimals). */
  async efectivoEsperado(usuarioId: number, fecha: string, tx: Tx): Promise<number> {
    const [{ esperado }]: Array<{ esperado: string }> = await tx.query(SQL_EFECTIVO_ESPERADO, [usuarioId, fecha]);
    return Number(esperado);
  }

  async cierreVigente(usuarioId: number, fecha: string, tx?: Tx): Promise<CierreCaja | null> {
    const rows: Array<{ cierre: CierreCaja }> = await this.runner(tx).query(SQL_CIERRE_VIGENTE, [usuarioId, fecha]);
    return rows[0]?.cierre ?? null;
  }

  async cierrePorId(id: number, tx?: Tx): Promise<CierreCaja | null> {
    const rows: Array<{ cierre: CierreCaja }> = await this.runner(tx).query(SQL_CIERRE_POR_ID, [id]);
    return rows[0]?.cierre ?? null;
  }

  async insertar(c: CierreNuevo, tx: Tx): Promise<number> {
    const [{ id }]: Array<{ id: number }> = await tx.query(SQL_INSERTAR_CIERRE, [
      c.usuarioId,
      c.fecha,
      c.efectivoEsperado,
      c.efectivoContado,
      c.observaciones,
    ]);
    return id;
  }

  /** Reopens a closure still in force; false when it is unknown or already reopened. */
  async reabrir(id: number, usuario: string, motivo: string, tx: Tx): Promise<boolean> {
    const rows: Array<{ id: number }> = await tx.query(SQL_REABRIR_CIERRE, [id, usuario, motivo]);
    return rows.length > 0;
  }
}
