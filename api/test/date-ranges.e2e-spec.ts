/**
 * Bounded ranges everywhere (issue 33): every date range a call takes has a longest span (schemas/date-range.ts in
 * libs/contracts), refused with a Spanish 400 that names both fields; the windows the screens ask still pass.
 */
import { addDaysIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { INPUT_MSG } from '@camping/contracts/messages-input';
import { RANGOS_MAXIMOS, type RangoMaximo } from '@camping/contracts/schemas/date-range';
import { day, type Agent } from './helpers/fixtures';
import { resetData, startTestApp, type TestApp } from './helpers/test-app';

const API = '/api/endpoints';

interface BoundedCall {
  name: string;
  path: (desde: string, hasta: string) => string;
  rango: RangoMaximo;
  desde: string;
  hasta: string;
  /** The call's own message, where it had one before the shared check. */
  message?: string;
  anonymous?: boolean;
  /** The first day asked, from today (the public quote takes no past stay). */
  from?: number;
}

const CALLS: BoundedCall[] = [
  { name: 'calendar window', path: (a, b) => `${API}/reservas?desde=${a}&hasta=${b}`, rango: RANGOS_MAXIMOS.calendario, desde: 'desde', hasta: 'hasta' },
  { name: 'occupied ranges', path: (a, b) => `${API}/reservas.php?fecha_entrada=${a}&fecha_salida=${b}`, rango: RANGOS_MAXIMOS.estadia, desde: 'fecha_entrada', hasta: 'fecha_salida' },
  { name: 'free units', path: (a, b) => `${API}/hospedajes?tipo_hospedaje_id=1&fecha_entrada=${a}&fecha_salida=${b}`, rango: RANGOS_MAXIMOS.estadia, desde: 'fecha_entrada', hasta: 'fecha_salida' },
  { name: 'one unit', path: (a, b) => `${API}/hospedajes?disponibilidad&hospedaje_id=1&fecha_entrada=${a}&fecha_salida=${b}`, rango: RANGOS_MAXIMOS.estadia, desde: 'fecha_entrada', hasta: 'fecha_salida' },
  { name: 'public quote', path: (a, b) => `/api/public/cotizacion?tipo_hospedaje_id=1&cantidad_personas=2&fecha_entrada=${a}&fecha_salida=${b}`, rango: RANGOS_MAXIMOS.estadia, desde: 'fecha_entrada', hasta: 'fecha_salida', anonymous: true, from: 1 },
  { name: 'income report', path: (a, b) => `${API}/reservas?reportes_ingresos&fecha_inicio=${a}&fecha_fin=${b}`, rango: RANGOS_MAXIMOS.reportes, desde: 'fecha_inicio', hasta: 'fecha_fin' },
  { name: 'cash report', path: (a, b) => `${API}/pagos?reporte_cobros&fecha_inicio=${a}&fecha_fin=${b}`, rango: RANGOS_MAXIMOS.reportes, desde: 'fecha_inicio', hasta: 'fecha_fin' },
  { name: 'occupancy', path: (a, b) => `${API}/reservas?ocupacion&fecha_inicio=${a}&fecha_fin=${b}`, rango: RANGOS_MAXIMOS.reportes, desde: 'fecha_inicio', hasta: 'fecha_fin' },
  { name: 'history', path: (a, b) => `${API}/historial?desde=${a}&hasta=${b}`, rango: RANGOS_MAXIMOS.historial, desde: 'desde', hasta: 'hasta' },
  { name: 'cash-up closures', path: (a, b) => `${API}/caja/cierres?desde=${a}&hasta=${b}`, rango: RANGOS_MAXIMOS.caja, desde: 'desde', hasta: 'hasta', message: MSG_CUENTA.cajaRangoLargo },
  { name: 'blocks', path: (a, b) => `${API}/bloqueos?fecha_entrada=${a}&fecha_salida=${b}`, rango: RANGOS_MAXIMOS.bloqueos, desde: 'fecha_entrada', hasta: 'fecha_salida', message: MSG.bloqueosRangoLargo },
  { name: 'conflicts of a window', path: (a, b) => `${API}/canales/conflictos/rango?desde=${a}&hasta=${b}`, rango: RANGOS_MAXIMOS.conflictos, desde: 'desde', hasta: 'hasta', message: MSG.conflictosRangoLargo },
];

/** The last day a range starting on `desde` may end on: nights count the exit out, days count both ends. */
const lastDay = (desde: string, rango: RangoMaximo) => addDaysIso(desde, rango.unidad === 'noches' ? rango.max : rango.max - 1);

describe('bounded date ranges (real database)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    await resetData(t.dataSource);
    admin = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('refuses the whole-table calendar window of the report, reservas?desde=1900-01-01&hasta=2036-11-01', async () => {
    const res = await admin.get(`${API}/reservas?desde=1900-01-01&hasta=2036-11-01`).expect(400);
    expect(res.body).toEqual({ success: false, message: INPUT_MSG.rangoDemasiadoLargo('desde', 'hasta', 100, 'días'), error: true });
  });

  it('serves the windows the screens ask: the month view with its margins (56 days) and the 62-day planilla', async () => {
    await admin.get(`${API}/reservas?desde=${day(-7)}&hasta=${day(48)}`).expect(200);
    await admin.get(`${API}/reservas?desde=${day(0)}&hasta=${day(61)}`).expect(200);
  });

  it.each(CALLS)('$name: takes its longest range and refuses one day more, in Spanish', async (call) => {
    const http = () => (call.anonymous ? t.http() : admin);
    const start = day(call.from ?? -30);
    await http().get(call.path(start, lastDay(start, call.rango))).expect(200);
    const res = await http().get(call.path(start, addDaysIso(lastDay(start, call.rango), 1))).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(call.message ?? INPUT_MSG.rangoDemasiadoLargo(call.desde, call.hasta, call.rango.max, call.rango.unidad));
  });

  it('keeps the reports open-ended when a date is left out, as the spec sends them', async () => {
    await admin.get(`${API}/reservas?reportes_ingresos&fecha_inicio=2000-01-01`).expect(200);
    await admin.get(`${API}/reservas?reportes_ingresos`).expect(200);
  });
});
