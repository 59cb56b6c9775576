/** Every API call mf-reports makes (src/features/income-report/api), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { sanLuisDay } from '@camping/dev-database/api-contract';
import { getCobrosMensuales, getReporteCobros } from '@camping/contracts/api/pagos';
import { getIngresosMensuales, getOcupacion, getReporteIngresos } from '@camping/contracts/api/reservas';

const range = { fecha_inicio: sanLuisDay(-60), fecha_fin: sanLuisDay(60) };

export const API_CALLS: ApiCall[] = [
  { name: 'reporte de ingresos', run: () => getReporteIngresos({ ...range, metodo_pago: 'todos', tipo_hospedaje: 'todos' }) },
  { name: 'reporte de ingresos filtrado', run: () => getReporteIngresos({ ...range, metodo_pago: 'efectivo', tipo_hospedaje: 'cabaña' }) },
  { name: 'ocupación', run: () => getOcupacion(range) },
  { name: 'ingresos mensuales', run: () => getIngresosMensuales(12) },
  { name: 'reporte de cobros', run: () => getReporteCobros(range) },
  { name: 'cobros mensuales', run: () => getCobrosMensuales(12) },
];
