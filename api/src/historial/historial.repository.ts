import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatClientName } from '@camping/contracts/format';
import { idsReferidos, nombreReserva, type HistorialNombres, type ReservaParaNombre } from '@camping/contracts/historial-nombres';
import { nombreUnidad } from '@camping/contracts/lodging-names';
import type { HistorialFila, HistorialPagina, HistorialQuery } from '@camping/contracts/schemas/historial';
import { sqlHistorialPagina, SQL_NOMBRES } from './historial.sql';

type Row = Omit<HistorialFila, 'at'> & { at: Date };

/** Reads `historial`. Nothing here writes it: the tables' triggers do, in the transaction of each change. */
@Injectable()
export class HistorialRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(q: HistorialQuery): Promise<HistorialPagina> {
    const { sql, params } = sqlHistorialPagina(q);
    const rows: Row[] = await this.dataSource.query(sql, params);
    const historial = rows.slice(0, q.page_size).map((r) => ({ ...r, at: r.at.toISOString() }));
    const nombres = await this.nombres(historial);
    return { success: true, historial, page: q.page, page_size: q.page_size, hay_mas: rows.length > q.page_size, nombres };
  }

  /** The names of what the page's rows mention: three indexed reads by id, whatever the page size. */
  private async nombres(filas: HistorialFila[]): Promise<HistorialNombres> {
    const ids = idsReferidos(filas);
    const leer = <T>(sql: string, lista: number[]): Promise<T[]> => (lista.length ? this.dataSource.query(sql, [lista]) : Promise.resolve([]));
    const [hospedajes, clientes, reservas] = await Promise.all([
      leer<{ id: number; tipo_hospedaje_id: number; numero: number }>(SQL_NOMBRES.hospedajes, ids.hospedajes),
      leer<{ id: number; nombre: string | null; apellido: string | null }>(SQL_NOMBRES.clientes, ids.clientes),
      leer<ReservaParaNombre & { id: number }>(SQL_NOMBRES.reservas, ids.reservas),
    ]);
    return {
      hospedajes: Object.fromEntries(hospedajes.map((h) => [String(h.id), nombreUnidad(h.tipo_hospedaje_id, h.numero)])),
      clientes: Object.fromEntries(clientes.map((c) => [String(c.id), formatClientName(c)])),
      reservas: Object.fromEntries(reservas.map((r) => [String(r.id), nombreReserva(r)])),
    };
  }
}
