import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RequisitosIngreso } from '@camping/contracts/guest-requirements';
import type { Huesped, HuespedData } from '@camping/contracts/schemas/huesped';
import type { Tx } from '../database/transactions';
import {
  SQL_AGREGAR,
  SQL_CAMBIAR,
  SQL_ESTADIA,
  SQL_ESTADIA_PARA_CAMBIO,
  SQL_HORA_LLEGADA,
  SQL_HUESPEDES,
  SQL_QUITAR,
  SQL_REGISTRO,
  SQL_REQUISITOS,
  SQL_VEHICULO,
} from './huespedes.sql';

/** The stay a guest list belongs to, with its client. */
export interface EstadiaHuespedes {
  id: number;
  cantidad_personas: number;
  estado: string;
  checkin_at: string | null;
  checkin_por: string | null;
  hora_llegada: string | null;
  modelo_vehiculo: string | null;
  patente: string | null;
  fecha_entrada: string;
  fecha_salida: string;
  tipo_hospedaje_id: number;
  numero_hospedaje: number | null;
  nombre: string;
  apellido: string;
  documento: string;
  telefono: string | null;
  cliente_modelo_vehiculo: string | null;
  cliente_patente: string | null;
}

/** One row of the register as read: the unit still as type and number. */
export interface FilaRegistroLeida {
  reserva_id: number;
  fecha_entrada: string;
  fecha_salida: string;
  tipo_hospedaje_id: number;
  numero_hospedaje: number | null;
  checkin_at: string;
  hora_llegada: string | null;
  patente: string | null;
  titular: boolean;
  nombre: string;
  apellido: string;
  tipo_documento: Huesped['tipo_documento'];
  documento: string | null;
  nacionalidad: string | null;
  fecha_nacimiento: string | null;
}

type Db = Pick<Tx, 'query'>;

const conMomento = <T extends { checkin_at: Date | string | null }>(row: T) => ({
  ...row,
  checkin_at: row.checkin_at instanceof Date ? row.checkin_at.toISOString() : row.checkin_at,
});

/** The only place that reads and writes `huespedes` (issue 36). */
@Injectable()
export class HuespedesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async estadia(id: number, tx?: Tx, { bloquear = false } = {}): Promise<EstadiaHuespedes | null> {
    const db: Db = tx ?? this.dataSource;
    const [row] = await db.query(bloquear ? SQL_ESTADIA_PARA_CAMBIO : SQL_ESTADIA, [id]);
    return row ? (conMomento(row) as EstadiaHuespedes) : null;
  }

  async huespedes(reservaId: number, tx?: Tx): Promise<Huesped[]> {
    return (tx ?? this.dataSource).query(SQL_HUESPEDES, [reservaId]);
  }

  async requisitos(tx?: Tx): Promise<RequisitosIngreso> {
    const [row] = await (tx ?? this.dataSource).query(SQL_REQUISITOS);
    return row;
  }

  /** Makes the stay's list the one given: removes the others, changes the known ones, adds the new ones. */
  async reemplazar(reservaId: number, lista: HuespedData[], tx: Tx): Promise<void> {
    const conocidos = lista.flatMap((h) => (h.id === undefined ? [] : [h.id]));
    await tx.query(SQL_QUITAR, [reservaId, conocidos]);
    // Rows losing the titular go first, so the one-titular index never sees two in between.
    const orden = [...lista].sort((a, b) => Number(a.titular) - Number(b.titular));
    for (const h of orden) {
      const valores = [h.titular, h.nombre, h.apellido, h.tipo_documento, h.documento, h.nacionalidad, h.fecha_nacimiento];
      if (h.id === undefined) await tx.query(SQL_AGREGAR, [reservaId, ...valores]);
      else await tx.query(SQL_CAMBIAR, [h.id, reservaId, ...valores]);
    }
  }

  async vehiculo(reservaId: number, modelo: string | null, patente: string | null, tx: Tx): Promise<void> {
    await tx.query(SQL_VEHICULO, [reservaId, modelo, patente]);
  }

  async horaLlegada(reservaId: number, hora: string | null, tx: Tx): Promise<void> {
    await tx.query(SQL_HORA_LLEGADA, [reservaId, hora]);
  }

  /** A page of the register and how many rows it has in all. */
  async registro(desde: string, hasta: string, limit: number, offset: number): Promise<{ filas: FilaRegistroLeida[]; total: number }> {
    const rows: Array<FilaRegistroLeida & { total: number; checkin_at: Date }> = await this.dataSource.query(SQL_REGISTRO, [desde, hasta, limit, offset]);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      const [primera] = await this.dataSource.query(SQL_REGISTRO, [desde, hasta, 1, 0]);
      total = primera?.total ?? 0;
    }
    const filas = rows.map(({ total: _total, ...fila }) => conMomento(fila) as FilaRegistroLeida);
    return { filas, total };
  }
}
