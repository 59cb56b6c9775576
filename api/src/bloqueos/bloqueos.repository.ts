import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transactions } from '../database/transactions';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { SQL_BLOQUEOS_EN_RANGO, SQL_BORRAR_BLOQUEO_MANUAL, SQL_CREAR_BLOQUEO_MANUAL } from './bloqueos.sql';

/** The only place that reads blocks and writes manual ones (the sync writes imported ones: canales/import). */
@Injectable()
export class BloqueosRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  inRange(desde: string, hasta: string, hospedajeId: number | null): Promise<Bloqueo[]> {
    return this.dataSource.query(SQL_BLOQUEOS_EN_RANGO, [desde, hasta, hospedajeId]);
  }

  async createManual(b: { hospedajeId: number; entrada: string; salida: string; nota: string | null; usuario: string }): Promise<Bloqueo | null> {
    // In a transaction that names the user: manual blocks are in the history (issue 36).
    const [row]: Bloqueo[] = await this.transactions.run((tx) => tx.query(SQL_CREAR_BLOQUEO_MANUAL, [b.hospedajeId, b.entrada, b.salida, b.nota, b.usuario]));
    return row ?? null;
  }

  async removeManual(id: number): Promise<'borrado' | 'importado' | 'fuera-de-servicio' | 'no-existe'> {
    const [{ existe, borrado, fuera_de_servicio }]: Array<{ existe: number; borrado: number; fuera_de_servicio: boolean }> =
      await this.transactions.run((tx) => tx.query(SQL_BORRAR_BLOQUEO_MANUAL, [id]));
    if (!existe) return 'no-existe';
    if (borrado) return 'borrado';
    return fuera_de_servicio ? 'fuera-de-servicio' : 'importado';
  }
}
