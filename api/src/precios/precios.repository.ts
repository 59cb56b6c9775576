import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { CampingPrices } from '@camping/contracts/pricing';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';
import type { Tx } from '../database/transactions';
import { PrecioEntity } from './entities/precio.entity';
import {
  SQL_CANTIDADES_CONFIGURADAS,
  SQL_PRECIO_HOSPEDAJE,
  SQL_PRECIO_POR_ID,
  SQL_PRECIOS_CAMPING,
  SQL_PRECIOS_TODOS,
} from './precios.sql';

type PrecioDbRow = Omit<PrecioRow, 'precio'> & { precio: string };

const fromRow = (row: PrecioDbRow): PrecioRow => ({ ...row, precio: Number(row.precio) });

/** The only place that reads or writes `precios`. */
@Injectable()
export class PreciosRepository {
  constructor(
    @InjectRepository(PrecioEntity) private readonly precios: Repository<PrecioEntity>,
    private readonly dataSource: DataSource,
  ) {}

  async findAll(): Promise<PrecioRow[]> {
    return ((await this.dataSource.query(SQL_PRECIOS_TODOS)) as PrecioDbRow[]).map(fromRow);
  }

  async findPerDay(tipoHospedajeId: number, personas: number, metodoPago: string): Promise<number | null> {
    const rows: Array<{ precio: string }> = await this.dataSource.query(SQL_PRECIO_HOSPEDAJE, [tipoHospedajeId, personas, metodoPago]);
    return rows[0] ? Number(rows[0].precio) : null;
  }

  /** base, adulto and menor for one payment method; a kind missing from the table is absent. */
  async findCamping(metodoPago: string): Promise<Partial<CampingPrices>> {
    const rows: Array<{ descripcion: keyof CampingPrices; precio: string }> = await this.dataSource.query(SQL_PRECIOS_CAMPING, [metodoPago]);
    return Object.fromEntries(rows.map((r) => [r.descripcion, Number(r.precio)]));
  }

  async findConfiguredPeople(tipoHospedajeId: number): Promise<number[]> {
    const rows: Array<{ cantidad_personas: number }> = await this.dataSource.query(SQL_CANTIDADES_CONFIGURADAS, [tipoHospedajeId]);
    return rows.map((r) => r.cantidad_personas);
  }

  /** The updated row, or null when the id does not exist. */
  async updatePrice(id: number, precio: number, tx: Tx): Promise<PrecioRow | null> {
    const result = await tx.getRepository(PrecioEntity).update({ id }, { precio });
    if (!result.affected) return null;
    const rows: PrecioDbRow[] = await tx.query(SQL_PRECIO_POR_ID, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }
}
