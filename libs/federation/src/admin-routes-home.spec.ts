import { homeFor, mayOpen, matchAdminPath, navFor } from './admin-routes';

describe('the housekeeping role in the route table (issue 36)', () => {
  it('opens only «Limpieza», which is its home and its whole bar', () => {
    const limpieza = { rol: 'limpieza' as const };
    expect(homeFor(limpieza)).toBe('limpieza');
    expect(navFor(limpieza)).toEqual([{ group: 'Operación', entries: [{ label: 'Limpieza', to: '/admin/limpieza' }] }]);
    for (const path of ['/admin/calendario', '/admin/hoy', '/admin/reservas', '/admin/reservas/3', '/admin/clientes', '/admin/caja']) {
      expect([path, mayOpen(matchAdminPath(path)!.route, limpieza)]).toEqual([path, false]);
    }
  });

  it('keeps the calendar as the desk’s home, and «Limpieza» in their bar', () => {
    for (const rol of ['admin', 'recepcion'] as const) {
      expect(homeFor({ rol })).toBe('calendario');
      expect(mayOpen(matchAdminPath('/admin/limpieza')!.route, { rol })).toBe(true);
    }
    expect(homeFor(null)).toBe('calendario');
  });
});
