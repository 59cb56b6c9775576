import type { CobroRow } from '@camping/contracts/schemas/cobros';
import { buildCashReportCsv, cashReportFileName } from './cash-report-csv';

const row = (over: Partial<CobroRow>): CobroRow => ({
  id: 1,
  reserva_id: 9,
  fecha_pago: '2026-11-20',
  nombre_cliente: 'Quiroga, Rosa',
  tipo_hospedaje: 'cabaña',
  numero_hospedaje: 4,
  metodo_pago: 'transferencia',
  monto: 30000,
  observaciones: 'Seña',
  ...over,
});

describe('cash report CSV', () => {
  it('writes one row per payment, in es-AR, for Excel in Spanish', () => {
    const csv = buildCashReportCsv([row({}), row({ id: 2, tipo_hospedaje: 'camping', numero_hospedaje: null, monto: 5000.5, metodo_pago: 'tarjeta', observaciones: '=1+1' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Fecha de Pago;Cliente;Tipo Hospedaje;Unidad;Método Pago;Monto;Observaciones');
    expect(lines[1]).toBe('20/11/2026;Quiroga, Rosa;Cabañas;4;Transferencia;30000;Seña');
    expect(lines[2]).toBe(`20/11/2026;Quiroga, Rosa;Camping;;Tarjeta;5000,50;"'=1+1"`);
  });
  it('is named by the day of the export', () => {
    expect(cashReportFileName('2026-11-23')).toBe('reporte_cobros_2026-11-23.csv');
  });
});
