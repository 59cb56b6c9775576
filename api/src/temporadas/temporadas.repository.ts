import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TIPO_CAMPING } from '@camping/contracts/domain';
import type { NightRange } from '@camping/contracts/seasons/season-types';
import type { Temporada, TemporadaDatos } from '@camping/contracts/schemas/temporada';
import type { Tx } from '../database/transactions';
import {
  SQL_ACTUALIZAR_TEMPORADA,
  SQL_AGREGAR_RANGOS,
  SQL_BLOQUEO_TEMPORADAS,
  SQL_BORRAR_TEMPORADA,
  SQL_EXISTE_TEMPORADA,
  SQL_INSERTAR_TEMPORADA,
  SQL_NOMBRE_USADO,
  SQL_OTROS_RANGOS,
  SQL_PONER_PRECIOS,
  SQL_QUITAR_PRECIOS,
  SQL_QUITAR_RANGOS,
  SQL_TEMPORADA_POR_ID,
  SQL_TEMPORADAS,
  SQL_TEMPORADAS_DE_ESTADIA,
} from './temporadas.sql';

/** The season's own prices as rows of `temporada_precios`. */
function priceRows(precios: TemporadaDatos['precios']) {
  if (!precios) return [];
  return [
    ...precios.hospedaje.map((p) => ({ tipo_tabla: 'hospedaje', descripcion: null, ...p })),
    ...precios.camping.map((p) => ({ tipo_tabla: 'camping', tipo_hospedaje_id: TIPO_CAMPING, cantidad_personas: null, ...p })),
  ];
}

/** The scalar columns, in the order of the INSERT and UPDATE statements. */
const columns = (t: TemporadaDatos) => [t.nombre, t.color, t.porcentaje, t.recargo_fin_de_semana, t.minimo_noches, t.dias_sin_ingreso];

/** The only place that reads or writes `temporadas`, `temporada_rangos` and `temporada_precios`. */
@Injectable()
export class TemporadasRepository {
  constructor(private readonly dataSource: DataSource) {}

  findAll(): Promise<Temporada[]> {
    return this.dataSource.query(SQL_TEMPORADAS);
  }

  /** The seasons with a night in [entrada, salida). */
  /** In the caller's transaction when given (a booking's check must not wait for a second connection). */
  findTouching(entrada: string, salida: string, tx?: Tx): Promise<Temporada[]> {
    return (tx ?? this.dataSource).query(SQL_TEMPORADAS_DE_ESTADIA, [entrada, salida]);
  }

  async findById(id: number, tx: Tx): Promise<Temporada | null> {
    const rows: Temporada[] = await tx.query(SQL_TEMPORADA_POR_ID, [id]);
    return rows[0] ?? null;
  }

  async lockWrites(tx: Tx): Promise<void> {
    await tx.query(SQL_BLOQUEO_TEMPORADAS);
  }

  /** The ranges of every other season, by season name. */
  async otherRanges(exceptId: number | null, tx: Tx): Promise<Array<NightRange & { nombre: string }>> {
    return tx.query(SQL_OTROS_RANGOS, [exceptId]);
  }

  async nameTaken(nombre: string, exceptId: number | null, tx: Tx): Promise<boolean> {
    return ((await tx.query(SQL_NOMBRE_USADO, [nombre, exceptId])) as unknown[]).length > 0;
  }

  /** Locks the season's row; false when it does not exist. */
  async lockOne(id: number, tx: Tx): Promise<boolean> {
    return ((await tx.query(SQL_EXISTE_TEMPORADA, [id])) as unknown[]).length > 0;
  }

  async insert(t: TemporadaDatos, tx: Tx): Promise<number> {
    const rows: Array<{ id: number }> = await tx.query(SQL_INSERTAR_TEMPORADA, columns(t));
    await this.syncChildren(rows[0].id, t, tx);
    return rows[0].id;
  }

  async update(id: number, t: TemporadaDatos, tx: Tx): Promise<void> {
    await tx.query(SQL_ACTUALIZAR_TEMPORADA, [id, ...columns(t)]);
    await this.syncChildren(id, t, tx);
  }

  /** True when the season existed. */
  async delete(id: number, tx: Tx): Promise<boolean> {
    // A DELETE answers [rows, count] through TypeORM's query().
    const [rows]: [unknown[], number] = await tx.query(SQL_BORRAR_TEMPORADA, [id]);
    return rows.length > 0;
  }

  private async syncChildren(id: number, t: TemporadaDatos, tx: Tx): Promise<void> {
    const rangos = JSON.stringify(t.rangos);
    await tx.query(SQL_QUITAR_RANGOS, [id, rangos]);
    await tx.query(SQL_AGREGAR_RANGOS, [id, rangos]);
    const precios = JSON.stringify(priceRows(t.precios));
    await tx.query(SQL_QUITAR_PRECIOS, [id, precios]);
    await tx.query(SQL_PONER_PRECIOS, [id, precios]);
  }
}
