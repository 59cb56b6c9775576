import { estadoPagoDe, saldoDe, sumaMontos } from './payment-status';

describe('payment status', () => {
  it.each([
    [100000, 0, 'pendiente', 100000],
    [100000, 30000, 'parcial', 70000],
    [100000, 100000, 'completo', 0],
    [0, 0, 'completo', 0],
    [0.3, 0.1 + 0.2, 'completo', 0],
  ] as const)('total %p, paid %p: %s, balance %p', (total, pagado, estado, saldo) => {
    expect(estadoPagoDe(total, pagado)).toBe(estado);
    expect(saldoDe(total, pagado)).toBe(saldo);
  });

  it('adds amounts to the cent', () => {
    expect(sumaMontos([0.1, 0.2])).toBe(0.3);
    expect(sumaMontos([])).toBe(0);
  });
});
