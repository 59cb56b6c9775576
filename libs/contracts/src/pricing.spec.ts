import { applyDiscount, campingPerDay, campingTotal, chargedDays, groupTotal, unitTotal } from './pricing';

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

  it('charges the ceiling of the day difference', () => {
    expect(chargedDays('2026-01-10', '2026-01-13')).toBe(3);
    expect(chargedDays('2026-01-13', '2026-01-10')).toBe(0);
    expect(chargedDays('bad', '2026-01-10')).toBe(0);
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
