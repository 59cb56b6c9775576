import { montoEnLetras } from './monto-en-letras';

describe('montoEnLetras', () => {
  it.each([
    [0, 'Son pesos cero con 00/100'],
    [1, 'Son pesos uno con 00/100'],
    [21, 'Son pesos veintiuno con 00/100'],
    [1000, 'Son pesos mil con 00/100'],
    [21000, 'Son pesos veintiún mil con 00/100'],
    [31000, 'Son pesos treinta y un mil con 00/100'],
    [101000, 'Son pesos ciento un mil con 00/100'],
    [12000.5, 'Son pesos doce mil con 50/100'],
    [0.1 + 0.2, 'Son pesos cero con 30/100'],
    [350000, 'Son pesos trescientos cincuenta mil con 00/100'],
    [1000000, 'Son pesos un millón con 00/100'],
    [21000000, 'Son pesos veintiún millones con 00/100'],
    [1234567.89, 'Son pesos un millón doscientos treinta y cuatro mil quinientos sesenta y siete con 89/100'],
  ])('%p → %p', (monto, texto) => {
    expect(montoEnLetras(monto)).toBe(texto);
  });
});
