import { nightsBetween } from './dates';
import { applyDiscount, campingPerDay, campingTotal, groupTotal, unitTotal } from './pricing';

describe('pricing rules (spec section 9)', () => {
  const camping = { base: 5000, adulto: 3000, menor: 1500 };

  it.each([
    // precioPorDia, dias, descuento, total
    [46000, 3, 0, 138000],
    [70000, 2, 10000, 130000],
    [24000, 1, 30000, 0],
    [34000, 0, 0, 0],
    [58000.5, 2, 0.25, 116000.75],
  ])('unit %d x %d days - %d = %d', (precioPorDia, dias, descuento, total) => {
    expect(unitTotal({ precioPorDia, dias, descuento })).toBe(total);
  });

  it.each([
    [2, 1, 2, 0, (5000 + 6000 + 1500) * 2],
    [1, 0, 3, 1000, (5000 + 3000) * 3 - 1000],
    [0, 0, 1, 0, 5000],
    [4, 3, 2, 1e9, 0],
  ])('camping %d adults %d minors %d days - %d', (adultos, menores, dias, descuento, total) => {
    expect(campingTotal({ prices: camping, adultos, menores, dias, descuento })).toBe(total);
  });

  it('camping per day is base + adults x adult + minors x minor', () => {
    expect(campingPerDay(camping, 2, 2)).toBe(14000);
  });

  it('groups subtract the discount from the manual amount, never below 0', () => {
    expect(groupTotal({ montoManual: 500000, descuento: 50000 })).toBe(450000);
    expect(groupTotal({ montoManual: 100, descuento: 200 })).toBe(0);
  });

  it('ignores negative or missing discounts', () => {
    expect(applyDiscount(1000, -50)).toBe(1000);
    expect(applyDiscount(1000)).toBe(1000);
  });

  it('holds for every combination of a property grid', () => {
    for (let precio = 0; precio <= 100000; precio += 12345) {
      for (let dias = 0; dias <= 14; dias++) {
        for (const descuento of [0, 1, 5000, 1e7]) {
          const total = unitTotal({ precioPorDia: precio, dias, descuento });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(precio * dias);
          if (descuento === 0) expect(total).toBe(precio * dias);
        }
      }
    }
  });
});

/**
 * The reference prices of the complex (ARCHITECTURE.md, seeded by the API's migrations) through whole stays, as a
 * receptionist would quote them: the days charged, the per-day price for the people and the discount together.
 */
describe('pricing of whole stays with the reference prices', () => {
  const POR_DIA: Record<string, Record<number, number>> = {
    cabaña: { 2: 46000, 3: 58000, 4: 70000, 5: 70000 },
    dormis: { 2: 24000, 3: 34000, 4: 44000 },
  };
  const camping = { base: 5000, adulto: 3000, menor: 1500 };

  it.each([
    // tipo, personas, entrada, salida, descuento, total
    ['cabaña', 2, '2027-01-10', '2027-01-13', 0, 138000],
    ['cabaña', 3, '2027-01-30', '2027-02-02', 5000, 169000],
    ['cabaña', 5, '2027-12-30', '2028-01-02', 0, 210000],
    ['cabaña', 4, '2028-02-28', '2028-03-01', 0, 140000],
    ['dormis', 2, '2027-07-01', '2027-07-02', 0, 24000],
    ['dormis', 3, '2027-03-27', '2027-03-29', 68000, 0],
    ['dormis', 4, '2027-02-27', '2027-03-01', 1000.5, 86999.5],
    ['cabaña', 2, '2027-05-05', '2027-05-05', 0, 0],
  ])('%s for %d people from %s to %s minus %d is %d', (tipo, personas, entrada, salida, descuento, total) => {
    const dias = nightsBetween(entrada, salida);
    expect(unitTotal({ precioPorDia: POR_DIA[tipo][personas], dias, descuento })).toBe(total);
  });

  it.each([
    // adultos, menores, entrada, salida, descuento, total
    [2, 2, '2027-01-01', '2027-01-08', 0, 14000 * 7],
    [1, 0, '2027-12-31', '2028-01-01', 0, 8000],
    [0, 3, '2028-02-28', '2028-03-01', 500, (5000 + 4500) * 2 - 500],
    [6, 4, '2027-04-01', '2027-04-04', 10000, (5000 + 18000 + 6000) * 3 - 10000],
    [-2, -1, '2027-04-01', '2027-04-02', 0, 5000],
  ])('camping %d adults %d minors from %s to %s minus %d is %d', (adultos, menores, entrada, salida, descuento, total) => {
    expect(campingTotal({ prices: camping, adultos, menores, dias: nightsBetween(entrada, salida), descuento })).toBe(total);
  });

  it.each([
    ['2027-01-31', '2027-02-01', 1],
    ['2027-02-28', '2027-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-12-31', '2028-01-01', 1],
    ['2027-03-01', '2028-03-01', 366],
    ['2027-10-01', '2027-10-31', 30],
  ])('charges %s to %s as %d days in any time zone', (entrada, salida, dias) => {
    expect(nightsBetween(entrada, salida)).toBe(dias);
  });

  it('adds up over consecutive stays, grows with days and people, and subtracts a discount exactly', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 500; i++) {
      const precio = Math.round(next() * 100000);
      const d1 = Math.floor(next() * 15);
      const d2 = Math.floor(next() * 15);
      expect(unitTotal({ precioPorDia: precio, dias: d1 + d2 })).toBe(
        unitTotal({ precioPorDia: precio, dias: d1 }) + unitTotal({ precioPorDia: precio, dias: d2 }),
      );
      const adultos = Math.floor(next() * 8);
      const menores = Math.floor(next() * 8);
      expect(campingPerDay(camping, adultos + 1, menores)).toBeGreaterThan(campingPerDay(camping, adultos, menores));
      expect(campingPerDay(camping, adultos, menores + 1)).toBeGreaterThan(campingPerDay(camping, adultos, menores));
      const bruto = unitTotal({ precioPorDia: precio, dias: d1 });
      const descuento = Math.round(next() * bruto * 100) / 100;
      expect(unitTotal({ precioPorDia: precio, dias: d1, descuento })).toBeCloseTo(bruto - descuento, 2);
      expect(groupTotal({ montoManual: bruto, descuento: bruto + 1 })).toBe(0);
    }
  });
});
