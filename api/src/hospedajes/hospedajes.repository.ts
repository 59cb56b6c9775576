import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { Hospedaje, TipoHospedaje } from '@camping/contracts/schemas/hospedaje';
import type { Tx } from '../database/transactions';
import type { Unidad } from './unidad';
import { HospedajeEntity } from './entities/hospedaje.entity';
import { TipoHospedajeEntity } from './entities/tipo-hospedaje.entity';
import { SQL_CAPACIDAD_MAXIMA, SQL_HOSPEDAJE_POR_ID, SQL_HOSPEDAJES_DISPONIBLES, SQL_UNIDAD_DISPONIBLE } from './hospedajes.sql';
import { preparedQuery } from '../database/prepared-query';

@Injectable()
export class HospedajesRepository {
  constructor(
    @InjectRepository(TipoHospedajeEntity) private readonly tipos: Repository<TipoHospedajeEntity>,
    @InjectRepository(HospedajeEntity) private readonly units: Repository<HospedajeEntity>,
    private readonly dataSource: DataSource,
  ) {}

  async findTipos(): Promise<TipoHospedaje[]> {
    const rows = await this.tipos.find({ order: { id: 'ASC' } });
    return rows.map((t) => ({ id: t.id, nombre: t.nombre }));
  }

  async findUnits(): Promise<Hospedaje[]> {
    const rows = await this.units.find({ relations: { tipo: true }, order: { tipoHospedajeId: 'ASC', numero: 'ASC' } });
    return rows.map((h) => ({
      id: h.id,
      numero: h.numero,
      capacidad: h.capacidad,
      tipo_hospedaje_id: h.tipoHospedajeId,
      tipo_hospedaje: h.tipo.nombre,
    }));
  }

  /** A unit's number, capacity and type, or null. */
  async findUnitById(id: number, tx?: Tx): Promise<Unidad | null> {
    const repo = tx ? tx.getRepository(HospedajeEntity) : this.units;
    const unit = await repo.findOne({ where: { id } });
    return unit ? { id: unit.id, numero: unit.numero, capacidad: unit.capacidad, tipo_hospedaje_id: unit.tipoHospedajeId } : null;
  }

  /** A unit as the lists show it (with its type's name), or null. */
  async findHospedajeById(id: number): Promise<Hospedaje | null> {
    const rows: Hospedaje[] = await this.dataSource.query(SQL_HOSPEDAJE_POR_ID, [id]);
    return rows[0] ?? null;
  }

  findAvailable(
    tipoHospedajeId: number,
    fechaEntrada: string,
    fechaSalida: string,
    excluirReservaId: number | null = null,
  ): Promise<Hospedaje[]> {
    return preparedQuery(this.dataSource, 'hospedajes_disponibles', SQL_HOSPEDAJES_DISPONIBLES, [
      tipoHospedajeId,
      fechaEntrada,
      fechaSalida,
      excluirReservaId,
    ]);
  }

  async isUnitFree(hospedajeId: number, fechaEntrada: string, fechaSalida: string, excluirReservaId: number | null): Promise<boolean> {
    const [{ disponible }] = await preparedQuery<{ disponible: boolean }>(this.dataSource, 'unidad_disponible', SQL_UNIDAD_DISPONIBLE, [
      hospedajeId,
      fechaEntrada,
      fechaSalida,
      excluirReservaId,
    ]);
    return disponible;
  }

  /** The capacity of the type's largest unit; null when the type has no units (camping, groups). */
  async maxCapacity(tipoHospedajeId: number): Promise<number | null> {
    const [{ maxima }] = await this.dataSource.query(SQL_CAPACIDAD_MAXIMA, [tipoHospedajeId]);
    return maxima;
  }
}
