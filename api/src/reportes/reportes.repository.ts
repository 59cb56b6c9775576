import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OcupacionTipo } from '@camping/contracts/schemas/ocupacion';
import type { Estadisticas, IngresoMensual, ReporteRow } from '@camping/contracts/schemas/reporte';
import { NOMBRE_TEMPORADA_BASE, type ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';
import { SQL_REPORTE_TEMPORADAS } from './reportes-temporadas.sql';
import { SQL_INGRESOS_MENSUALES, SQL_OCUPACION, SQL_REPORTE_INGRESOS } from './reportes.sql';

export interface FiltrosReporte {
  fecha_inicio?: string;
  fecha_fin?: string;
  metodo_pago?: string;
  tipo_hospedaje?: string;
}

/** Read-only: the reports' SQL over reservations, clients and units. */
@Injectable()
export class ReportesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async incomeReport(f: FiltrosReporte): Promise<{ reportes: ReporteRow[]; estadisticas: Estadisticas }> {
    const [row] = await this.dataSource.query(SQL_REPORTE_INGRESOS, [
      f.fecha_inicio ?? null,
      f.fecha_fin ?? null,
      f.metodo_pago ?? null,
      f.tipo_hospedaje ?? null,
    ]);
    return {
      reportes: row.reportes,
      estadisticas: { ...row.totales, porMetodoPago: row.por_metodo_pago, porTipoHospedaje: row.por_tipo_hospedaje },
    };
  }

  async monthlyIncome(hoy: string, meses: number): Promise<IngresoMensual[]> {
    const rows: Array<{ mes: string; total: string; cantidad: number }> = await this.dataSource.query(SQL_INGRESOS_MENSUALES, [hoy, meses]);
    return rows.map((r) => ({ mes: r.mes, total: Number(r.total), cantidad: r.cantidad }));
  }

  occupancy(desde: string, hasta: string): Promise<OcupacionTipo[]> {
    return this.dataSource.query(SQL_OCUPACION, [desde, hasta]);
  }

  async bySeason(f: Required<Pick<FiltrosReporte, 'fecha_inicio' | 'fecha_fin'>> & FiltrosReporte) {
    const [row]: Array<Pick<ReporteTemporadasResponse, 'temporadas' | 'totales'>> = await this.dataSource.query(SQL_REPORTE_TEMPORADAS, [
      f.fecha_inicio,
      f.fecha_fin,
      f.metodo_pago ?? null,
      f.tipo_hospedaje ?? null,
      NOMBRE_TEMPORADA_BASE,
    ]);
    return row;
  }
}
