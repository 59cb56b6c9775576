import { precioFormSchema } from '../hooks/use-precio-form';
import { precio, seededPrecios } from '../../../testing/fixtures';
import { groupPrecios } from './group-precios';
import { parsePrecioText } from './parse-precio';

describe('reading a typed price the es-AR way', () => {
  it.each([
    ['46000', 46000],
    ['46.000', 46000],
    ['$ 46.000', 46000],
    ['1.250.000', 1250000],
    ['46000,50', 46000.5],
    ['46,5', 46.5],
    ['46.5', 46.5],
    ['0', 0],
    [' 58 000 ', 58000],
  ])('%s is %d', (typed, expected) => {
    expect(parsePrecioText(typed)).toBe(expected);
  });
  it.each(['', 'abc', '-5', '4.6.0', '46,000,00'])('%s is refused with the spec message', (typed) => {
    const result = precioFormSchema.safeParse({ precio: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('El precio debe ser un número válido mayor o igual a 0');
  });
  it.each(['46,5', '46000,50', '46.5'])('%s has cents: refused, never rounded (issue 15)', (typed) => {
    const result = precioFormSchema.safeParse({ precio: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('El precio va en pesos enteros, sin centavos (por ejemplo 46.000)');
  });
  it('accepts a valid price through the shared schema', () => {
    expect(precioFormSchema.parse({ precio: '70.000' })).toEqual({ precio: 70000 });
  });
});

describe('grouping the price rows', () => {
  it('puts camping as base, adulto, menor and each type by people, with one column per payment method', () => {
    const grouped = groupPrecios(seededPrecios().reverse());
    expect(grouped.metodos).toEqual(['efectivo', 'transferencia', 'tarjeta']);
    expect(grouped.camping.map((l) => l.label)).toEqual(['Base', 'Adulto', 'Menor']);
    expect(grouped.camping[0].cells.efectivo?.precio).toBe(5000);
    expect(grouped.hospedaje.map((g) => g.title)).toEqual(['Cabañas', 'Dormis']);
    expect(grouped.hospedaje[0].lines.map((l) => l.label)).toEqual(['2 personas', '3 personas', '4 personas', '5 personas']);
    expect(grouped.hospedaje[1].lines[2].cells.tarjeta?.precio).toBe(44000);
  });
  it('shows only the payment methods that have prices', () => {
    const grouped = groupPrecios([precio({ id: 1, metodo_pago: 'transferencia' })]);
    expect(grouped.metodos).toEqual(['transferencia']);
    expect(grouped.camping).toEqual([]);
  });
});
