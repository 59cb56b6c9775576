import { act, renderHook } from '@testing-library/react';
import { todayIso } from '@camping/contracts/dates';
import { defaultFilters, presetRange, useReportFilters, validateFilters } from './use-report-filters';

describe('report filters', () => {
  it('start on the current month of the complex, every method and type', () => {
    expect(defaultFilters('2026-02-14')).toEqual({
      fecha_inicio: '2026-02-01',
      fecha_fin: '2026-02-28',
      metodo_pago: 'todos',
      tipo_hospedaje: 'todos',
    });
    const { result } = renderHook(() => useReportFilters());
    const today = todayIso();
    expect(result.current.filters.fecha_inicio).toBe(`${today.slice(0, 7)}-01`);
    expect(result.current.filters.fecha_fin.slice(0, 7)).toBe(today.slice(0, 7));
    expect(result.current.error).toBeNull();
  });

  it('offer this month, last month (across a new year) and this year', () => {
    expect(presetRange('este-mes', '2024-02-10')).toEqual({ fecha_inicio: '2024-02-01', fecha_fin: '2024-02-29' });
    expect(presetRange('mes-anterior', '2026-01-31')).toEqual({ fecha_inicio: '2025-12-01', fecha_fin: '2025-12-31' });
    expect(presetRange('este-anio', '2026-07-04')).toEqual({ fecha_inicio: '2026-01-01', fecha_fin: '2026-12-31' });
  });

  it('explain a range the API would refuse instead of sending it', () => {
    const base = defaultFilters('2026-02-14');
    expect(validateFilters({ ...base, fecha_inicio: '2026-03-01', fecha_fin: '2026-02-01' })).toBe(
      'La fecha de inicio debe ser anterior o igual a la fecha de fin',
    );
    expect(validateFilters({ ...base, fecha_inicio: '', fecha_fin: '' })).toBeNull();
    expect(validateFilters({ ...base, fecha_fin: '2999-01-01' })).toBe('El campo fecha de fin no puede superar los 10 años desde hoy');
  });

  it('change one filter at a time and reset to the current month', () => {
    const { result } = renderHook(() => useReportFilters(defaultFilters('2026-02-14')));
    act(() => result.current.setFilter('metodo_pago', 'tarjeta'));
    act(() => result.current.setFilter('fecha_fin', '2026-01-01'));
    expect(result.current.filters.metodo_pago).toBe('tarjeta');
    expect(result.current.error).toBe('La fecha de inicio debe ser anterior o igual a la fecha de fin');
    act(() => result.current.reset());
    expect(result.current.filters).toEqual(defaultFilters());
  });
});
