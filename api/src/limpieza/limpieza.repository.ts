import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EstadoLimpieza, FueraDeServicio } from '@camping/contracts/schemas/limpieza';
import { preparedQuery } from '../database/prepared-query';
import type { Tx } from '../database/transactions';
import {
  SQL_FUERA_ACORTAR,
  SQL_FUERA_BORRAR,
  SQL_FUERA_CREAR,
  SQL_FUERA_PARA_TERMINAR,
  SQL_LIMPIEZA_ACTUAL,
  SQL_LIMPIEZA_CAMBIAR,
  SQL_LIMPIEZA_DIA,
  SQL_LIMPIEZA_PARA_CAMBIO,
} from './limpieza.sql';

export interface EstadoGuardado {
  hospedaje_id: number;
  estado: EstadoLimpieza;
  cambiado_en: Date;
  cambiado_por: string;
}

/** The only place that reads and writes unit states and fuera de servicio periods (limpieza.sql.ts). */
@Injectable()
export class LimpiezaRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The day's units as JSON text (a prepared statement: phones ask for it after every tap). */
  async dayJson(fecha: string): Promise<string> {
    const [{ json }] = await preparedQuery<{ json: string }>(this.dataSource, 'limpieza_dia', SQL_LIMPIEZA_DIA, [fecha]);
    return json;
  }

  async stateForUpdate(hospedajeId: number, tx: Tx): Promise<EstadoLimpieza | null> {
    const rows: Array<{ estado: EstadoLimpieza }> = await tx.query(SQL_LIMPIEZA_PARA_CAMBIO, [hospedajeId]);
    return rows[0]?.estado ?? null;
  }

  async setState(hospedajeId: number, estado: EstadoLimpieza, usuario: string, tx: Tx): Promise<EstadoGuardado> {
    const [row]: EstadoGuardado[] = await tx.query(SQL_LIMPIEZA_CAMBIAR, [hospedajeId, estado, usuario]);
    return row;
  }

  async currentState(hospedajeId: number, tx: Tx): Promise<EstadoGuardado> {
    const [row]: EstadoGuardado[] = await tx.query(SQL_LIMPIEZA_ACTUAL, [hospedajeId]);
    return row;
  }

  /** Null: not a cabin or dormi. A stay on those nights throws 23P01 (the exclusion constraint). */
  async createOutOfService(
    f: { hospedajeId: number; entrada: string; salida: string; motivo: string; usuario: string },
    tx: Tx,
  ): Promise<FueraDeServicio | null> {
    const rows: FueraDeServicio[] = await tx.query(SQL_FUERA_CREAR, [f.hospedajeId, f.entrada, f.salida, f.motivo, f.usuario]);
    return rows[0] ?? null;
  }

  async outOfServiceForUpdate(id: number, tx: Tx): Promise<FueraDeServicio | null> {
    const rows: FueraDeServicio[] = await tx.query(SQL_FUERA_PARA_TERMINAR, [id]);
    return rows[0] ?? null;
  }

  async endOutOfService(id: number, dia: string, tx: Tx): Promise<void> {
    await tx.query(SQL_FUERA_ACORTAR, [id, dia]);
  }

  async removeOutOfService(id: number, tx: Tx): Promise<void> {
    await tx.query(SQL_FUERA_BORRAR, [id]);
  }
}
