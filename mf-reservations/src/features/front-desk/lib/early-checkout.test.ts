import { formatARSCents } from '@camping/contracts/format';
import { cobroAmountText, earlyCheckoutOutcome, earlyCheckoutOutcomeText, earlyCheckoutQuote, isEarlyCheckout } from './early-checkout';

const HOY = '2030-03-12';
// Checked in two days ago for five nights: $ 70.000 a night, $ 200.000 paid.
const stay = { fecha_entrada: '2030-03-10', fecha_salida: '2030-03-15', monto_total: 350000, total_pagado: 200000 };
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

  it('prices the nights used at the stay’s own average night', () => {
    const quote = earlyCheckoutQuote(stay, HOY);
    expect(quote).toEqual({ nochesReservadas: 5, nochesUsadas: 2, montoCompleto: 350000, montoNochesUsadas: 140000, pagado: 200000 });
    expect(money(cobroAmountText(quote, 'noches_usadas'))).toBe('2 de 5 noches: $ 140.000 (antes $ 350.000)');
    expect(money(cobroAmountText(quote, 'estadia_completa'))).toBe('5 noches: $ 350.000');
  });

  it('what was paid beyond the nights used goes back; otherwise the balance is what is left', () => {
    const quote = earlyCheckoutQuote(stay, HOY);
    expect(earlyCheckoutOutcome(quote, 'noches_usadas')).toEqual({ monto: 140000, reembolso: 60000, saldo: 0 });
    expect(earlyCheckoutOutcome(quote, 'estadia_completa')).toEqual({ monto: 350000, reembolso: 0, saldo: 150000 });
    expect(money(earlyCheckoutOutcomeText(quote, 'noches_usadas'))).toBe('Se reembolsan $ 60.000. La estadía queda en $ 140.000, saldo $ 0.');
    expect(money(earlyCheckoutOutcomeText(quote, 'estadia_completa'))).toBe(
      'La estadía queda en $ 350.000; pagado $ 200.000, saldo $ 150.000.',
    );
    const poco = earlyCheckoutQuote({ ...stay, total_pagado: 100000 }, HOY);
    expect(earlyCheckoutOutcome(poco, 'noches_usadas')).toEqual({ monto: 140000, reembolso: 0, saldo: 40000 });
  });

  it('counts in cents: a third of $ 100.000,01 does not drift', () => {
    const quote = earlyCheckoutQuote({ fecha_entrada: '2030-03-11', fecha_salida: '2030-03-14', monto_total: 100000.01, total_pagado: 100000.01 }, HOY);
    expect(quote.montoNochesUsadas).toBe(33333.34);
    expect(earlyCheckoutOutcome(quote, 'noches_usadas').reembolso).toBe(66666.67);
    expect(formatARSCents(earlyCheckoutOutcome(quote, 'noches_usadas').reembolso)).toContain('66.666,67');
  });
});
