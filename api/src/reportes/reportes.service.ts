import { Injectable } from '@nestjs/common';
import { diffDaysIso, todayIso } from '@camping/contracts/dates';
import type { OcupacionResponse } from '@camping/contracts/schemas/ocupacion';
import type { IngresoMensual } from '@camping/contracts/schemas/reporte';
import type { ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';
import { ReportesRepository, type FiltrosReporte } from './reportes.repository';

/** Income and occupancy. Cancelled reservations never count. */
@Injectable()
export class ReportesService {
  constructor(private readonly reportes: ReportesRepository) {}

  ingresos(filtros: FiltrosReporte) {
    return this.reportes.incomeReport(filtros);
  }

  /** The last `meses` months, the current one (in the complex's zone) included, oldest first. */
  ingresosMensuales(meses: number): Promise<IngresoMensual[]> {
    return this.reportes.monthlyIncome(todayIso(), meses);
  }

  async ocupacion(fechaInicio: string, fechaFin: string): Promise<OcupacionResponse> {
    return {
      success: true,
      fecha_inicio: fechaInicio,
      fecha_fin: fechaFin,
      noches: diffDaysIso(fechaInicio, fechaFin) + 1,
      ocupacion: await this.reportes.occupancy(fechaInicio, fechaFin),
    };
  }

  /** Nights, stays, booked income and occupancy of [fecha_inicio, fecha_fin] per season (reportes-temporadas.sql.ts). */
  async porTemporada(filtros: FiltrosReporte & { fecha_inicio: string; fecha_fin: string }): Promise<ReporteTemporadasResponse> {
    const { temporadas, totales } = await this.reportes.bySeason(filtros);
    return { success: true, fecha_inicio: filtros.fecha_inicio, fecha_fin: filtros.fecha_fin, temporadas, totales };
  }
}
