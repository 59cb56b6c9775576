import { matchRoutePattern } from './route-pattern';

describe('matchRoutePattern', () => {
  it.each([
    ['reservas', 'reservas', {}],
    ['reservas', 'Reservas/', {}],
    ['calendario/planilla', 'calendario/planilla', {}],
    ['reservas/:id', 'reservas/12', { id: '12' }],
    ['clientes/:id', 'CLIENTES/7/', { id: '7' }],
    ['clientes/:id', 'clientes/a%20b', { id: 'a b' }],
    ['clientes/:id', 'clientes/%E0', { id: '%E0' }],
  ])('fits %s to %s', (pattern, path, params) => {
    expect(matchRoutePattern(pattern, path)).toEqual(params);
  });

  it.each([
    ['reservas', 'reservas/12'],
    ['reservas/:id', 'reservas'],
    ['reservas/:id', 'reservas/12/pagos'],
    ['calendario/planilla', 'calendario'],
    ['reservas', 'reservasx'],
  ])('does not fit %s to %s', (pattern, path) => {
    expect(matchRoutePattern(pattern, path)).toBeNull();
  });
});
