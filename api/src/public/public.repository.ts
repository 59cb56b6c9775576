/**
 * The public site's only window on the booking tables: read-only queries that answer "is there room?" and "what
 * does it cost?", never who stays or in which unit.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { METODOS_PAGO, TIPO_CAMPING, type MetodoPago } from '@camping/contracts/domain';
import type { CampingPrices } from '@camping/contracts/pricing';

@Injectable()
export class PublicRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Largest unit of the type (0 when the type has none): tells "too many people" from "full". */
  async maxCapacity(tipoHospedajeId: number): Promise<number> {
    const rows: Array<{ max: number | null }> = await this.db.query(
      'SELECT max(capacidad)::int AS max FROM hospedajes WHERE tipo_hospedaje_id = $1',
      [tipoHospedajeId],
    );
    return rows[0]?.max ?? 0;
  }

  /** True when at least one unit of the type, big enough, has no live reservation on any night [entrada, salida). */
  async hasFreeUnit(tipoHospedajeId: number, personas: number, entrada: string, salida: string): Promise<boolean> {
    const rows: Array<{ libre: boolean }> = await this.db.query(
      `SELECT EXISTS (
         SELECT 1 FROM hospedajes h
          WHERE h.tipo_hospedaje_id = $1
            AND h.capacidad >= $2
            AND NOT EXISTS (
              SELECT 1 FROM reservas r
               WHERE r.hospedaje_id = h.id
                 AND r.estado <> 'cancelada'
                 AND daterange(r.fecha_entrada, r.fecha_salida, '[)') && daterange($3::date, $4::date, '[)')
            )
       ) AS libre`,
      [tipoHospedajeId, personas, entrada, salida],
    );
    return rows[0]?.libre === true;
  }

  /** The most camping plots taken on any one night of [entrada, salida): one plot per live camping reservation. */
  async campingPeakOccupancy(entrada: string, salida: string): Promise<number> {
    const rows: Array<{ pico: number | null }> = await this.db.query(
      `SELECT max(ocupadas)::int AS pico FROM (
         SELECT noche, count(r.id) AS ocupadas
           FROM generate_series($1::date, $2::date - 1, interval '1 day') AS noche
           LEFT JOIN reservas r
             ON r.tipo_hospedaje_id = $3
            AND r.estado <> 'cancelada'
            AND r.fecha_entrada <= noche::date
            AND r.fecha_salida > noche::date
          GROUP BY noche
       ) AS por_noche`,
      [entrada, salida, TIPO_CAMPING],
    );
    return rows[0]?.pico ?? 0;
  }

  /**
   * Per-day price of a unit for each payment method: the row for exactly these people, else the smallest configured
   * count above them (one person in a cabin pays the two-person rate).
   */
  async unitPricesPerDay(tipoHospedajeId: number, personas: number): Promise<Map<MetodoPago, number>> {
    const rows: Array<{ metodo_pago: MetodoPago; precio: string }> = await this.db.query(
      `SELECT DISTINCT ON (metodo_pago) metodo_pago, precio
         FROM precios
        WHERE tipo_tabla = 'hospedaje' AND tipo_hospedaje_id = $1 AND cantidad_personas >= $2
        ORDER BY metodo_pago, cantidad_personas ASC`,
      [tipoHospedajeId, personas],
    );
    return new Map(rows.map((r) => [r.metodo_pago, Number(r.precio)]));
  }

  /** Camping base, adult and minor prices for each payment method that has all three. */
  async campingPrices(): Promise<Map<MetodoPago, CampingPrices>> {
    const rows: Array<{ metodo_pago: MetodoPago; descripcion: keyof CampingPrices; precio: string }> = await this.db.query(
      `SELECT metodo_pago, descripcion, precio FROM precios WHERE tipo_tabla = 'camping' AND tipo_hospedaje_id = $1`,
      [TIPO_CAMPING],
    );
    const partial = new Map<MetodoPago, Partial<CampingPrices>>();
    for (const row of rows) {
      partial.set(row.metodo_pago, { ...partial.get(row.metodo_pago), [row.descripcion]: Number(row.precio) });
    }
    const complete = new Map<MetodoPago, CampingPrices>();
    for (const metodo of METODOS_PAGO) {
      const p = partial.get(metodo);
      if (p?.base !== undefined && p.adulto !== undefined && p.menor !== undefined) {
        complete.set(metodo, { base: p.base, adulto: p.adulto, menor: p.menor });
      }
    }
    return complete;
  }
}
