/** Every API call mf-reports makes (the api/ folder of each feature), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { sanLuisDay } from '@camping/dev-database/api-contract';
import { getCaja, getCierresCaja } from '@camping/contracts/api/caja';
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
  { name: 'caja del día', run: () => getCaja({}) },
  { name: 'cierres de caja del mes', run: () => getCierresCaja({ desde: sanLuisDay(-30), hasta: sanLuisDay(0) }) },
];
