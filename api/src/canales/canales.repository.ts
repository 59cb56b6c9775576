import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  SQL_CANALES,
  SQL_CREAR_ENLACES_FALTANTES,
  SQL_ESTADIAS_DEL_FEED,
  SQL_REGENERAR,
  SQL_UNIDAD_DE_TOKEN,
  SQL_UNIDADES_SIN_ENLACE,
} from './canales.sql';
import type { FeedStay } from './ical-calendar';

export interface CanalRow {
  hospedaje_id: number;
  numero: number;
  tipo_hospedaje_id: number;
  tipo_hospedaje: string;
  token: string;
  enlace_creado: Date;
}

export interface FeedUnit {
  id: number;
  tipo_hospedaje_id: number;
  numero: number;
}

/** The only place that touches ical_feeds (raw SQL: each call is one statement). */
@Injectable()
export class CanalesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async unitsWithoutLink(): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(SQL_UNIDADES_SIN_ENLACE);
    return rows.map((r) => r.id);
  }

  async createLinks(links: Array<{ hospedajeId: number; token: string }>, usuario: string): Promise<void> {
    if (links.length === 0) return;
    await this.dataSource.query(SQL_CREAR_ENLACES_FALTANTES, [links.map((l) => l.hospedajeId), links.map((l) => l.token), usuario]);
  }

  findAll(): Promise<CanalRow[]> {
    return this.dataSource.query(SQL_CANALES);
  }

  /** The unit's row with its new token, or null when the unit has no link. */
  async regenerate(hospedajeId: number, token: string, usuario: string): Promise<CanalRow | null> {
    const rows: CanalRow[] = await this.dataSource.query(SQL_REGENERAR, [hospedajeId, token, usuario]);
    return rows[0] ?? null;
  }

  async unitOfToken(token: string): Promise<FeedUnit | null> {
    const rows: FeedUnit[] = await this.dataSource.query(SQL_UNIDAD_DE_TOKEN, [token]);
    return rows[0] ?? null;
  }

  staysFrom(hospedajeId: number, desde: string): Promise<FeedStay[]> {
    return this.dataSource.query(SQL_ESTADIAS_DEL_FEED, [hospedajeId, desde]);
  }
}
