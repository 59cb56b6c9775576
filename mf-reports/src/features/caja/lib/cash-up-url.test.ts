import { cashUpUrl, placeFromSearch } from './cash-up-url';

describe('the till in the URL', () => {
  it('reads the day and the user, today and the own till by default', () => {
    expect(placeFromSearch('', '2026-11-20')).toEqual({ fecha: '2026-11-20', usuario: null });
    expect(placeFromSearch('?fecha=2026-11-19&usuario=maria', '2026-11-20')).toEqual({ fecha: '2026-11-19', usuario: 'maria' });
  });

  it('falls back to today for a wrong day or one still to come', () => {
    expect(placeFromSearch('?fecha=2026-02-30', '2026-11-20').fecha).toBe('2026-11-20');
    expect(placeFromSearch('?fecha=2026-11-21', '2026-11-20').fecha).toBe('2026-11-20');
  });

  it('writes the user only when there is one', () => {
    expect(cashUpUrl({ fecha: '2026-11-20', usuario: null })).toBe('/admin/caja?fecha=2026-11-20');
    expect(cashUpUrl({ fecha: '2026-11-20', usuario: 'josé' })).toBe('/admin/caja?fecha=2026-11-20&usuario=jos%C3%A9');
  });
});
