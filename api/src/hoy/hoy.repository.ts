import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { SQL_HOY } from './hoy.sql';

/** The reads of «Hoy» (its SQL is its own question: hoy.sql.ts). */
@Injectable()
export class HoyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The day's sections as JSON text (one prepared statement: the screen asks for it on every visit and action). */
  async dayJson(fecha: string): Promise<string> {
    const [{ json }] = await preparedQuery<{ json: string }>(this.dataSource, 'hoy', SQL_HOY, [fecha]);
    return json;
  }
}
