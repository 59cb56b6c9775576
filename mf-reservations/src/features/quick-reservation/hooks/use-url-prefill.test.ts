import { QUICK_DEFAULTS } from '../lib/quick-form';
import { withUrlPrefill } from './use-url-prefill';

describe('Reserva Rápida filled in from the planning grid link', () => {
  it('takes type, unit and nights, keeps the typed client and drops the old people and amount', () => {
    const draft = { ...QUICK_DEFAULTS, documento: '30111222', tipo_hospedaje_id: '2', cantidad_personas: '3', monto_total: '90000' };
    expect(withUrlPrefill(draft, '?tipo=1&hospedaje=5&entrada=2026-01-10&salida=2026-01-13')).toEqual({
      ...QUICK_DEFAULTS,
      documento: '30111222',
      tipo_hospedaje_id: '1',
      hospedaje_id: '5',
      fecha_entrada: '2026-01-10',
      fecha_salida: '2026-01-13',
    });
  });
  it('books camping without a unit and ignores what it cannot read', () => {
    expect(withUrlPrefill(QUICK_DEFAULTS, '?tipo=3&entrada=2026-01-10&salida=mañana')).toMatchObject({ tipo_hospedaje_id: '3', hospedaje_id: '', fecha_entrada: '2026-01-10', fecha_salida: '' });
    expect(withUrlPrefill(QUICK_DEFAULTS, '?tipo=9&hospedaje=5')).toBe(QUICK_DEFAULTS);
    expect(withUrlPrefill(QUICK_DEFAULTS, '')).toBe(QUICK_DEFAULTS);
  });
});
