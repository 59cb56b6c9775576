import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HistorialFila, HistorialPagina, HistorialQuery } from '@camping/contracts/schemas/historial';
import { sqlHistorialPagina } from './historial.sql';

type Row = Omit<HistorialFila, 'at'> & { at: Date };

/** Reads `historial`. Nothing here writes it: the tables' triggers do, in the transaction of each change. */
@Injectable()
export class HistorialRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(q: HistorialQuery): Promise<HistorialPagina> {
    const { sql, params } = sqlHistorialPagina(q);
    const rows: Row[] = await this.dataSource.query(sql, params);
    const historial = rows.slice(0, q.page_size).map((r) => ({ ...r, at: r.at.toISOString() }));
    return { success: true, historial, page: q.page, page_size: q.page_size, hay_mas: rows.length > q.page_size };
  }
}
