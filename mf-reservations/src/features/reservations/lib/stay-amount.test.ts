import { reserva } from '../../../testing/fixtures';
import { editDefaults } from './edit-reservation-form';
import { amountIs, pricedStayChanged } from './stay-amount';

const saved = editDefaults(reserva({ id: 1, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', cantidad_personas: 4, monto_total: 210000 }));

describe('pricedStayChanged', () => {
  it('is false for the stay as it was saved, numbers read as numbers, and for what does not set the price', () => {
    expect(pricedStayChanged(saved, { ...saved })).toBe(false);
    expect(pricedStayChanged(saved, { ...saved, cantidad_personas: '04', descuento: '' })).toBe(false);
    const onlyUnpriced = { ...saved, estado: 'finalizada', observaciones: 'x', monto_total: '1' };
    expect(pricedStayChanged(saved, onlyUnpriced)).toBe(false);
  });

  it('is true for another unit, dates, people, payment method or discount', () => {
    expect(pricedStayChanged(saved, { ...saved, hospedaje_id: '99' })).toBe(true);
    expect(pricedStayChanged(saved, { ...saved, fecha_entrada: '2030-03-11' })).toBe(true);
    expect(pricedStayChanged(saved, { ...saved, fecha_salida: '2030-03-19' })).toBe(true);
    expect(pricedStayChanged(saved, { ...saved, cantidad_personas: '5' })).toBe(true);
    expect(pricedStayChanged(saved, { ...saved, metodo_pago: 'tarjeta' })).toBe(true);
    expect(pricedStayChanged(saved, { ...saved, descuento: '1000' })).toBe(true);
  });
});

describe('amountIs', () => {
  it('compares the typed text with a number', () => {
    expect(amountIs('490000', 490000)).toBe(true);
    expect(amountIs('490000,00', 490000)).toBe(true);
    expect(amountIs('', 0)).toBe(false);
    expect(amountIs('210000', 490000)).toBe(false);
  });
});
