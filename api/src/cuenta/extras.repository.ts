import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Extra, ExtraCreateData, ExtraUpdateData } from '@camping/contracts/schemas/extra';
import type { Tx } from '../database/transactions';
import { SQL_ACTUALIZAR_EXTRA, SQL_EXTRA_POR_ID, SQL_EXTRAS, SQL_INSERTAR_EXTRA } from './extras.sql';

type ExtraRow = Omit<Extra, 'precio' | 'updated_at'> & { precio: string; updated_at: Date };

/** An extra with its price as text too: a line copies it exactly (numeric), never through a float. */
export type ExtraLeido = Extra & { precioTexto: string };

function fromRow(row: ExtraRow): ExtraLeido {
  return { ...row, precio: Number(row.precio), precioTexto: row.precio, updated_at: row.updated_at.toISOString() };
}

const publico = ({ precioTexto: _texto, ...extra }: ExtraLeido): Extra => extra;

/** The only place that reads and writes `extras` (issue 32). */
@Injectable()
export class ExtrasRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findAll(): Promise<Extra[]> {
    const rows: ExtraRow[] = await this.dataSource.query(SQL_EXTRAS);
    return rows.map((row) => publico(fromRow(row)));
  }

  async findById(id: number, tx?: Tx): Promise<ExtraLeido | null> {
    const rows: ExtraRow[] = await (tx ?? this.dataSource).query(SQL_EXTRA_POR_ID, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async insert(data: ExtraCreateData, tx: Tx): Promise<Extra> {
    const rows: ExtraRow[] = await tx.query(SQL_INSERTAR_EXTRA, [data.nombre, data.precio, data.cobro]);
    return publico(fromRow(rows[0]));
  }

  /** Null when there is no such extra. */
  async update(data: ExtraUpdateData, tx: Tx): Promise<Extra | null> {
    const [rows]: [ExtraRow[], number] = await tx.query(SQL_ACTUALIZAR_EXTRA, [
      data.id,
      data.nombre ?? null,
      data.precio ?? null,
      data.cobro ?? null,
      data.activo ?? null,
    ]);
    return rows[0] ? publico(fromRow(rows[0])) : null;
  }
}
