import { planillaReservaFromHash, planillaStayLink } from './planilla-link';

describe('the Planilla opened on one stay', () => {
  it('starts the window two days before the entry and names the stay', () => {
    expect(planillaStayLink({ id: 31, fecha_entrada: '2026-03-01' })).toBe('/admin/calendario/planilla#desde=2026-02-27&reserva=31');
  });

  it('reads the stay back, and nothing it cannot read', () => {
    expect(planillaReservaFromHash('#desde=2026-02-27&reserva=31')).toBe(31);
    expect(planillaReservaFromHash('desde=2026-02-27&dias=14&reserva=7')).toBe(7);
    for (const bad of ['', '#desde=2026-02-27', '#reserva=0', '#reserva=-3', '#reserva=3.5', '#reserva=abc', '#reserva=99999999999']) {
      expect(planillaReservaFromHash(bad)).toBeNull();
    }
  });
});
