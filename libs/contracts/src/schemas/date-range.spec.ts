import { addDaysIso, todayIso } from '../dates';
import { INPUT_MSG } from '../messages-input';
import { MSG } from '../messages';
import { MSG_CUENTA } from '../messages-cuenta';
import { bloqueosQuerySchema, conflictosRangoQuerySchema } from './calendario-externo';
import { cierresCajaQuerySchema } from './caja';
import { firstIssueMessage } from './common';
import { cotizacionQuerySchema } from './cotizacion';
import { rangeSpan, RANGOS_MAXIMOS } from './date-range';
import { historialQuerySchema } from './historial';
import { disponibilidadUnidadQuerySchema, disponiblesQuerySchema } from './hospedaje';
import { ocupacionQuerySchema } from './ocupacion';
import { reporteQuerySchema } from './reporte';
import { fechasOcupadasQuerySchema } from './fechas-ocupadas';
import { reservasRangoQuerySchema } from './reserva';

const hoy = todayIso();
const message = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) =>
  result.success ? null : firstIssueMessage(result.error!);

/** Each bounded call: its schema, its two fields, its maximum, the other fields it needs, and its own message if any. */
const CALLS = [
  { name: 'reservas?desde&hasta', schema: reservasRangoQuerySchema, desde: 'desde', hasta: 'hasta', rango: RANGOS_MAXIMOS.calendario },
  { name: 'reservas?fecha_entrada&fecha_salida', schema: fechasOcupadasQuerySchema, desde: 'fecha_entrada', hasta: 'fecha_salida', rango: RANGOS_MAXIMOS.estadia },
  { name: 'hospedajes disponibles', schema: disponiblesQuerySchema, desde: 'fecha_entrada', hasta: 'fecha_salida', rango: RANGOS_MAXIMOS.estadia, extra: { tipo_hospedaje_id: '1' } },
  { name: 'hospedajes disponibilidad', schema: disponibilidadUnidadQuerySchema, desde: 'fecha_entrada', hasta: 'fecha_salida', rango: RANGOS_MAXIMOS.estadia, extra: { hospedaje_id: '1' } },
  { name: 'cotización', schema: cotizacionQuerySchema, desde: 'fecha_entrada', hasta: 'fecha_salida', rango: RANGOS_MAXIMOS.estadia, extra: { tipo_hospedaje_id: '1', cantidad_personas: '2' } },
  { name: 'reportes', schema: reporteQuerySchema, desde: 'fecha_inicio', hasta: 'fecha_fin', rango: RANGOS_MAXIMOS.reportes },
  { name: 'ocupación', schema: ocupacionQuerySchema, desde: 'fecha_inicio', hasta: 'fecha_fin', rango: RANGOS_MAXIMOS.reportes },
  { name: 'historial', schema: historialQuerySchema, desde: 'desde', hasta: 'hasta', rango: RANGOS_MAXIMOS.historial },
  { name: 'caja/cierres', schema: cierresCajaQuerySchema, desde: 'desde', hasta: 'hasta', rango: RANGOS_MAXIMOS.caja, own: MSG_CUENTA.cajaRangoLargo },
  { name: 'bloqueos', schema: bloqueosQuerySchema, desde: 'fecha_entrada', hasta: 'fecha_salida', rango: RANGOS_MAXIMOS.bloqueos, own: MSG.bloqueosRangoLargo },
  { name: 'conflictos/rango', schema: conflictosRangoQuerySchema, desde: 'desde', hasta: 'hasta', rango: RANGOS_MAXIMOS.conflictos, own: MSG.conflictosRangoLargo },
] as const;

describe('bounded date ranges', () => {
  it('counts a window of days with both ends and a stay by its nights', () => {
    expect(rangeSpan('2026-01-01', '2026-01-01', 'días')).toBe(1);
    expect(rangeSpan('2026-01-01', '2026-12-31', 'días')).toBe(365);
    expect(rangeSpan('2026-01-01', '2026-01-02', 'noches')).toBe(1);
    // Across a daylight-saving change anywhere, a day is still a day: dates are counted, not milliseconds.
    expect(rangeSpan('2026-03-01', '2026-04-30', 'días')).toBe(61);
  });

  it.each(CALLS)('$name takes its longest range and refuses one day more, naming both fields', (call) => {
    const extra = 'extra' in call ? call.extra : {};
    // The stay-like ranges end one day later for the same count (nights); windows count both ends.
    const end = (max: number) => addDaysIso(hoy, call.rango.unidad === 'noches' ? max : max - 1);
    const ok = call.schema.safeParse({ ...extra, [call.desde]: hoy, [call.hasta]: end(call.rango.max) });
    expect(message(ok)).toBeNull();
    const tooLong = call.schema.safeParse({ ...extra, [call.desde]: hoy, [call.hasta]: end(call.rango.max + 1) });
    const expected = 'own' in call ? call.own : INPUT_MSG.rangoDemasiadoLargo(call.desde, call.hasta, call.rango.max, call.rango.unidad);
    expect(message(tooLong)).toBe(expected);
  });

  it('bounds the calendar window both ways: a far past start is as refused as a far future end', () => {
    const result = reservasRangoQuerySchema.safeParse({ desde: '1900-01-01', hasta: hoy });
    expect(message(result)).toBe('El período entre desde y hasta no puede superar los 100 días: elija uno más corto');
  });

  it('leaves an open-ended report or history alone (the spec sends report filters only when set)', () => {
    expect(reporteQuerySchema.safeParse({ fecha_inicio: '2000-01-01' }).success).toBe(true);
    expect(reporteQuerySchema.safeParse({ fecha_inicio: 'todos', fecha_fin: hoy }).success).toBe(true);
    expect(historialQuerySchema.safeParse({ hasta: hoy }).success).toBe(true);
  });

  it('keeps the inverted-range message first', () => {
    expect(message(reservasRangoQuerySchema.safeParse({ desde: hoy, hasta: addDaysIso(hoy, -1) }))).toBe(
      'La fecha desde debe ser anterior o igual a la fecha hasta',
    );
  });
});
