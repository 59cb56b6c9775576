/** Report answers shaped exactly like the API's (validated by the contracts' schemas in the tests that use them). */
import type { OcupacionResponse } from '@camping/contracts/schemas/ocupacion';
import type { ReporteResponse, ReporteRow } from '@camping/contracts/schemas/reporte';

export function reportRow(overrides: Partial<ReporteRow> = {}): ReporteRow {
  return {
    id: 1,
    fecha_entrada: '2026-01-10',
    fecha_salida: '2026-01-12',
    nombre_cliente: 'Pérez, Juan',
    tipo_hospedaje: 'cabaña',
    metodo_pago: 'efectivo',
    monto_total: 92000,
    estado: 'activa',
    ...overrides,
  };
}

/** A report whose statistics are computed from its rows, the way the API computes them. */
export function reportResponse(rows: ReporteRow[]): ReporteResponse {
  const group = (key: 'metodo_pago' | 'tipo_hospedaje') => {
    const out: Record<string, { total: number; cantidad: number }> = {};
    for (const row of rows) {
      const entry = (out[row[key]] ??= { total: 0, cantidad: 0 });
      entry.total += row.monto_total;
      entry.cantidad += 1;
    }
    return out;
  };
  const totalIngresos = rows.reduce((sum, row) => sum + row.monto_total, 0);
  return {
    success: true,
    reportes: rows,
    estadisticas: {
      totalIngresos,
      totalReservas: rows.length,
      promedioPorReserva: rows.length ? totalIngresos / rows.length : 0,
      porMetodoPago: group('metodo_pago'),
      porTipoHospedaje: group('tipo_hospedaje'),
    },
  };
}

export function occupancyResponse(fecha_inicio: string, fecha_fin: string, noches: number): OcupacionResponse {
  return {
    success: true,
    fecha_inicio,
    fecha_fin,
    noches,
    ocupacion: [
      { tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña', unidades: 8, unidades_ocupadas: 3, noches_vendidas: 62, noches_disponibles: 8 * noches, porcentaje: 62 / (8 * noches), reservas: 9 },
      { tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis', unidades: 14, unidades_ocupadas: 0, noches_vendidas: 0, noches_disponibles: 14 * noches, porcentaje: 0, reservas: 0 },
      { tipo_hospedaje_id: 3, tipo_hospedaje: 'camping', unidades: 72, unidades_ocupadas: null, noches_vendidas: 40, noches_disponibles: 72 * noches, porcentaje: 40 / (72 * noches), reservas: 12 },
      { tipo_hospedaje_id: 4, tipo_hospedaje: 'grupos', unidades: null, unidades_ocupadas: null, noches_vendidas: 6, noches_disponibles: null, porcentaje: null, reservas: 2 },
    ],
  };
}
