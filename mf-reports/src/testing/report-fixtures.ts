/** Report answers shaped exactly like the API's (validated by the contracts' schemas in the tests that use them). */
import type { OcupacionResponse } from '@camping/contracts/schemas/ocupacion';
import type { ReporteResponse, ReporteRow } from '@camping/contracts/schemas/reporte';
import type { ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';

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

type OcupacionTemporada = ReporteTemporadasResponse['totales']['ocupacion'][number];
const tipoOcupacion = (id: number, tipo: string, vendidas: number, disponibles: number | null): OcupacionTemporada => ({
  tipo_hospedaje_id: id,
  tipo_hospedaje: tipo,
  noches_vendidas: vendidas,
  noches_disponibles: disponibles,
  porcentaje: disponibles ? Math.round((vendidas / disponibles) * 10_000) / 10_000 : null,
});

/**
 * GET reservas?reportes_temporadas over 10 nights: «Temporada alta» (3 nights), «Fin de semana largo» (2) and
 * «Base» (5), with 10 cabins, 4 dormis and camping's 72 plots; income with cents, as a prorated stay has.
 */
export function seasonReportResponse(fecha_inicio = '2026-01-01', fecha_fin = '2026-01-10'): ReporteTemporadasResponse {
  const cifras = (noches: number, cabana: number, dormis: number, camping: number, estadias: number, ingresos: number) => ({
    noches,
    noches_vendidas: cabana + dormis + camping,
    estadias,
    ingresos,
    porcentaje_unidades: Math.round(((cabana + dormis) / (14 * noches)) * 10_000) / 10_000,
    ocupacion: [
      tipoOcupacion(1, 'cabaña', cabana, 10 * noches),
      tipoOcupacion(2, 'dormis', dormis, 4 * noches),
      tipoOcupacion(3, 'camping', camping, 72 * noches),
      tipoOcupacion(4, 'grupos', 0, null),
    ],
  });
  return {
    success: true,
    fecha_inicio,
    fecha_fin,
    temporadas: [
      { temporada_id: 3, nombre: 'Temporada alta', color: '#E4572E', ...cifras(3, 21, 6, 9, 12, 1_234_567.89) },
      { temporada_id: 5, nombre: 'Fin de semana largo', color: '#2E86AB', ...cifras(2, 20, 8, 30, 20, 2_000_000) },
      { temporada_id: null, nombre: 'Base', color: null, ...cifras(5, 7, 0, 0, 3, 500_000.01) },
    ],
    totales: cifras(10, 48, 14, 39, 35, 3_734_567.9),
  };
}
