import { detailIdParam } from './detail-route';

describe('detailIdParam', () => {
  it('takes the shell’s params first', () => {
    expect(detailIdParam({ params: { id: '12' }, pathname: '/admin/reservas' })).toBe('12');
  });
  it('reads the path by the route table when the shell passes no params', () => {
    expect(detailIdParam({ pathname: '/admin/reservas/12' })).toBe('12');
    expect(detailIdParam({ pathname: '/admin/reservas/12/' })).toBe('12');
    expect(detailIdParam({ pathname: '/admin/reservas/abc' })).toBe('abc');
  });
  it('is null on the list and on other screens', () => {
    expect(detailIdParam({ pathname: '/admin/reservas' })).toBeNull();
    expect(detailIdParam({ pathname: '/admin/hoy' })).toBeNull();
    expect(detailIdParam({ pathname: '/admin/reservas/1/2' })).toBeNull();
  });
});
