import { reviewEarlyCheckout, type SavedStay } from '@camping/contracts/stay-change';
import { earlyCheckoutOutcomeText, isEarlyCheckout } from './early-checkout';

const HOY = '2030-03-12';
// Checked in two days ago for five nights of a cabin for 4: $ 350.000, $ 200.000 paid.
const stay: SavedStay = {
  hospedaje_id: 11,
  numero_hospedaje: 2,
  tipo_hospedaje_id: 1,
  fecha_entrada: '2030-03-10',
  fecha_salida: '2030-03-15',
  cantidad_personas: 4,
  metodo_pago: 'efectivo',
  descuento: 0,
  monto_total: 350000,
  total_pagado: 200000,
};
const money = (text: string) => text.replace(/\s/g, ' ');

describe('early check-out figures', () => {
  it('is early when the check-out frees nights: not on the booked day, nor after it', () => {
    expect(isEarlyCheckout(stay, HOY)).toBe(true);
    expect(isEarlyCheckout(stay, '2030-03-15')).toBe(false);
    expect(isEarlyCheckout(stay, '2030-03-16')).toBe(false);
    // Leaving on the entry day still pays the first night: early for a longer stay, not for a one-night one.
    expect(isEarlyCheckout(stay, '2030-03-10')).toBe(true);
    expect(isEarlyCheckout({ fecha_entrada: HOY, fecha_salida: '2030-03-13' }, HOY)).toBe(false);
  });

  it('says what each choice of the one rule leaves: a refund when more was paid, otherwise the balance', () => {
    const review = reviewEarlyCheckout(stay, HOY, { status: 'ready', amount: 70000 });
    expect(money(earlyCheckoutOutcomeText(review, 'noches_usadas'))).toBe('Se reembolsan $ 60.000. La estadía queda en $ 140.000, saldo $ 0.');
    expect(money(earlyCheckoutOutcomeText(review, 'estadia_completa'))).toBe('La estadía queda en $ 350.000; pagado $ 200.000, saldo $ 150.000.');
    const poco = reviewEarlyCheckout({ ...stay, total_pagado: 100000 }, HOY, { status: 'ready', amount: 70000 });
    expect(money(earlyCheckoutOutcomeText(poco, 'noches_usadas'))).toBe('La estadía queda en $ 140.000; pagado $ 100.000, saldo $ 40.000.');
  });

  it('counts in cents: a third of a camping stay of $ 100.000,01 does not drift', () => {
    const camping = { ...stay, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, fecha_entrada: '2030-03-11', fecha_salida: '2030-03-14', monto_total: 100000.01, total_pagado: 100000.01 };
    const review = reviewEarlyCheckout(camping, HOY, { status: 'pending' });
    expect(review.apply).toMatchObject({ total: 33333.34, refund: 66666.67, balance: 0 });
    expect(money(earlyCheckoutOutcomeText(review, 'noches_usadas'))).toBe('Se reembolsan $ 66.666,67. La estadía queda en $ 33.333,34, saldo $ 0.');
  });
});
