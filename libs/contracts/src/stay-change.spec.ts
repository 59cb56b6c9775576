import { amountBreakdown, reviewEarlyCheckout, reviewStayChange, STAY_CHANGE_TEXT, type NightPrice, type SavedStay } from './stay-change';

/** Spaces as Intl writes them (a no-break space after $) made plain, to compare with readable text. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** A 3-night cabin stay for 4 at $ 70.000 a night, paid in full. */
const cabin: SavedStay = {
  hospedaje_id: 11,
  numero_hospedaje: 3,
  tipo_hospedaje_id: 1,
  fecha_entrada: '2030-03-12',
  fecha_salida: '2030-03-15',
  cantidad_personas: 4,
  metodo_pago: 'efectivo',
  descuento: 0,
  monto_total: 210000,
  total_pagado: 210000,
};
const at = (amount: number): NightPrice => ({ status: 'ready', amount });
/** The seasons' answer for a stay all at the base prices. */
const base = (nights: number, amount: number): NightPrice => ({
  status: 'ready',
  amount,
  stay: { total: nights * amount, breakdown: `${nights} noches × $\u00a0${amount.toLocaleString('es-AR')} (Base)`, refusal: null },
});

describe('one rule for a changed stay (issue 32)', () => {
  it('keeps the account\'s other charges when the lodging is priced again (item 4)', () => {
    const conCargos = { ...cabin, cargos_adicionales: 8000 };
    const review = reviewStayChange(conCargos, { ...conCargos, fecha_salida: '2030-03-16' }, at(70000));
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 4 * 70000 + 8000 });
    expect(review.amount.kind === 'repriced' && review.amount.breakdown.replace(/\s/g, ' ')).toBe('4 noches × $ 70.000 + cargos $ 8.000');
  });

  it('re-prices a cabin stay of 3 → 4 nights: old → new, breakdown, paid, the balance under each choice', () => {
    const review = reviewStayChange(cabin, { ...cabin, fecha_salida: '2030-03-16' }, at(70000));
    expect(review).toMatchObject({ moved: true, priced: true, needsConfirmation: true, before: 210000, paid: 210000 });
    expect(review.amount).toEqual({ kind: 'repriced', total: 280000, breakdown: expect.any(String) });
    expect(plain(review.amount.kind === 'repriced' ? review.amount.breakdown : null)).toBe('4 noches × $ 70.000');
    expect(review.apply).toEqual({ label: 'Aplicar monto nuevo', total: 280000, balance: 70000, refusal: null });
    expect(review.keep).toEqual({ label: 'Mantener monto', total: 210000, balance: 0, refusal: null });
    expect(review.lines.map((l) => [l.label, plain(l.before), plain(l.after)])).toEqual([
      ['Fechas', '12/03/2030 → 15/03/2030 (3 noches)', '12/03/2030 → 16/03/2030 (4 noches)'],
      ['Hospedaje', 'Cabaña 3', undefined],
    ]);
  });

  it('re-prices a move to a dormi at the dormi price, naming both units', () => {
    const dormi = { ...cabin, hospedaje_id: 36, numero_hospedaje: 6, tipo_hospedaje_id: 2, total_pagado: 50000 };
    const review = reviewStayChange({ ...cabin, total_pagado: 50000 }, dormi, at(44000));
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 132000 });
    expect(review.lines[1]).toEqual({ label: 'Hospedaje', before: 'Cabaña 3', after: 'Dormi 6' });
    expect(review.apply).toMatchObject({ total: 132000, balance: 82000 });
    expect(review.keep).toMatchObject({ total: 210000, balance: 160000 });
  });

  it('subtracts the discount, says so in the breakdown, and counts in cents', () => {
    const changed = { ...cabin, fecha_salida: '2030-03-16', descuento: 5000.1, total_pagado: 0 };
    const review = reviewStayChange({ ...cabin, total_pagado: 0.3 }, changed, at(70000.1));
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 275000.3 });
    expect(plain(review.amount.kind === 'repriced' ? review.amount.breakdown : null)).toBe('4 noches × $ 70.000,10 − descuento $ 5.000,10');
    expect(review.apply?.balance).toBe(275000);
    expect(review.lines.map((l) => l.label)).toEqual(['Fechas', 'Hospedaje', 'Descuento']);
    expect(plain(amountBreakdown(1, 46000, 0))).toBe('1 noche × $ 46.000');
  });

  it('keeps the typed amount of camping and groups, and says so', () => {
    for (const tipo of [3, 4]) {
      const saved = { ...cabin, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: tipo, total_pagado: 0 };
      const review = reviewStayChange(saved, { ...saved, fecha_salida: '2030-03-17', cantidad_personas: 6 }, { status: 'pending' });
      expect(review.amount).toEqual({ kind: 'kept', note: 'El monto de camping y grupos se mantiene: cámbielo a mano si corresponde.' });
      expect(review.apply).toBeNull();
      expect(review.keep).toEqual({ label: 'Confirmar cambio', total: 210000, balance: 210000, refusal: null });
      expect(review.lines.map((l) => l.label)).toEqual(['Fechas', 'Hospedaje', 'Personas']);
    }
  });

  it('prices the new nights of camping and groups at the stay\'s own night when only their number changed', () => {
    // Camping: 3 nights, $ 36.000 of lodging + $ 8.000 of extras − $ 2.000 of discount.
    const saved = { ...cabin, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, descuento: 2000, cargos_adicionales: 8000, monto_total: 42000, total_pagado: 0 };
    const review = reviewStayChange(saved, { ...saved, fecha_salida: '2030-03-17' }, { status: 'pending' });
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 66000, prorated: true });
    expect(plain(review.amount.kind === 'repriced' ? review.amount.breakdown : null)).toBe(
      '5 noches × $ 12.000 (precio por noche de la estadía) + cargos $ 8.000 − descuento $ 2.000',
    );
    expect(review.apply).toMatchObject({ label: 'Aplicar monto nuevo', total: 66000, balance: 66000 });
  });

  it('prices the nights left of a cabin whose price is gone at the stay\'s own night, not by hand', () => {
    const review = reviewStayChange(cabin, { ...cabin, fecha_salida: '2030-03-13' }, { status: 'missing', message: null });
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 70000, prorated: true });
  });

  it('refunds the excess instead of refusing it where the screen gives it back (the early check-out)', () => {
    const review = reviewStayChange(cabin, { ...cabin, fecha_salida: '2030-03-13' }, at(65000), { refundExcess: true });
    expect(review.apply).toEqual({ label: 'Aplicar monto nuevo', total: 65000, balance: 0, refusal: null, refund: 145000 });
    expect(review.keep).toEqual({ label: 'Mantener monto', total: 210000, balance: 0, refusal: null, refund: 0 });
  });

  it('says when the new amount is below what was paid, and why «Aplicar monto nuevo» cannot be sent', () => {
    const review = reviewStayChange(cabin, { ...cabin, fecha_salida: '2030-03-14' }, at(70000));
    expect(review.apply).toMatchObject({ total: 140000, balance: -70000 });
    expect(plain(review.apply?.refusal)).toBe(
      'El monto nuevo ($ 140.000) es menor que lo pagado ($ 210.000): para aplicarlo, primero registre el reembolso de la ' +
        'diferencia ($ 70.000) en Pagos.',
    );
    expect(review.keep).toMatchObject({ label: 'Mantener monto', balance: 0, refusal: null });
  });

  it('asks only to confirm when the same nights elsewhere of the same type cost the same (no season)', () => {
    const moved = { ...cabin, hospedaje_id: 16, numero_hospedaje: 8, fecha_entrada: '2030-03-20', fecha_salida: '2030-03-23' };
    // Other dates may fall in a season (issue 35): the list is asked, and with no season the figure is the same.
    expect(reviewStayChange(cabin, moved, { status: 'pending' })).toMatchObject({ priced: true, amount: { kind: 'pending' } });
    const review = reviewStayChange(cabin, moved, base(3, 70000));
    expect(review).toMatchObject({ moved: true, priced: true, needsConfirmation: true, amount: { kind: 'same' }, apply: null });
    expect(review.keep).toEqual({ label: 'Confirmar cambio', total: 210000, balance: 0, refusal: null });
    expect(review.seasonRefusal).toBeNull();
    expect(review.lines.map((l) => plain(l.after))).toEqual(['20/03/2030 → 23/03/2030 (3 noches)', 'Cabaña 8']);
  });

  it('asks nothing of the list when the stay only moves to another unit on the same dates', () => {
    const review = reviewStayChange(cabin, { ...cabin, hospedaje_id: 16, numero_hospedaje: 8 }, { status: 'pending' });
    expect(review).toMatchObject({ moved: true, priced: false, amount: { kind: 'same' }, apply: null });
  });

  it('needs no confirmation when nothing of the stay or its price changed', () => {
    const review = reviewStayChange(cabin, { ...cabin }, at(70000));
    expect(review).toMatchObject({ moved: false, priced: false, needsConfirmation: false, amount: { kind: 'same' }, apply: null });
  });

  it('re-prices a change of people, payment method or discount alone', () => {
    expect(reviewStayChange(cabin, { ...cabin, cantidad_personas: 2 }, at(46000)).amount).toMatchObject({ total: 138000 });
    const byCard = reviewStayChange(cabin, { ...cabin, metodo_pago: 'tarjeta' }, at(77000));
    expect(byCard).toMatchObject({ moved: false, priced: true, needsConfirmation: true, amount: { total: 231000 } });
    expect(byCard.lines[2]).toEqual({ label: 'Método de pago', before: 'Efectivo', after: 'Tarjeta' });
  });

  it('offers «Aplicar monto nuevo» disabled while the price is on its way', () => {
    const review = reviewStayChange(cabin, { ...cabin, fecha_salida: '2030-03-16' }, { status: 'pending' });
    expect(review.amount).toEqual({ kind: 'pending' });
    expect(review.apply).toBeNull();
    expect(review.keep.label).toBe('Mantener monto');
    expect(STAY_CHANGE_TEXT.pending).toBe('Calculando el monto nuevo según las tarifas...');
  });

  it('keeps the amount when the list has no price for the changed stay, naming why', () => {
    const review = reviewStayChange(cabin, { ...cabin, cantidad_personas: 6 }, { status: 'missing', message: 'No se encontró precio para los parámetros especificados' });
    expect(review.amount).toEqual({
      kind: 'kept',
      note: 'No se encontró precio para los parámetros especificados. El monto se mantiene: cámbielo a mano si corresponde.',
    });
    expect(review.apply).toBeNull();
    expect(review.keep.label).toBe('Confirmar cambio');
    expect(reviewStayChange(cabin, { ...cabin, cantidad_personas: 6 }, { status: 'missing', message: null }).amount).toMatchObject({
      note: 'No hay tarifa para la estadía nueva. El monto se mantiene: cámbielo a mano si corresponde.',
    });
  });

  it('an amount typed by hand is the one kept; the list amount is offered beside it unless they agree', () => {
    const typed = { ...cabin, fecha_salida: '2030-03-16', monto_total: 250000 };
    const review = reviewStayChange(cabin, typed, at(70000));
    expect(review.apply).toMatchObject({ total: 280000, balance: 70000 });
    expect(review.keep).toEqual({ label: 'Usar monto escrito', total: 250000, balance: 40000, refusal: null });
    const same = reviewStayChange(cabin, { ...typed, monto_total: 280000 }, at(70000));
    expect(same.apply).toBeNull();
    expect(same.keep).toMatchObject({ label: 'Confirmar cambio', total: 280000 });
    const below = reviewStayChange(cabin, { ...typed, monto_total: 200000 }, at(70000));
    expect(plain(below.keep.refusal)).toMatch(/^El monto escrito \(\$ 200\.000\) es menor que lo pagado \(\$ 210\.000\)/);
  });
});

describe('the changed stay priced by the seasons (issue 35)', () => {
  const alta: NightPrice = {
    status: 'ready',
    amount: 70000,
    stay: { total: 3 * 70000 + 2 * 95000, breakdown: '3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)', refusal: null },
  };

  it('takes the stay\'s total and its breakdown by season, with the account\'s charges and discount after it', () => {
    const saved = { ...cabin, cargos_adicionales: 8000, monto_total: 218000 };
    const review = reviewStayChange(saved, { ...saved, fecha_salida: '2030-03-17', descuento: 10000 }, alta);
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 400000 - 10000 + 8000 });
    expect(review.amount.kind === 'repriced' && plain(review.amount.breakdown)).toBe(
      '3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta) + cargos $ 8.000 − descuento $ 10.000',
    );
    expect(review.apply).toMatchObject({ total: 398000, balance: 188000 });
  });

  it('offers the season\'s amount for the same nights moved into a season', () => {
    const moved = { ...cabin, fecha_entrada: '2030-03-13', fecha_salida: '2030-03-16' };
    const review = reviewStayChange(cabin, moved, { status: 'ready', amount: 70000, stay: { total: 235000, breakdown: 'x', refusal: null } });
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 235000 });
    expect(review.apply).toMatchObject({ label: 'Aplicar monto nuevo', total: 235000, balance: 25000 });
  });

  it('reads a stay all at the base prices as before: the same figure and text as nights × the night', () => {
    const changed = { ...cabin, fecha_salida: '2030-03-16' };
    const bySeasons = reviewStayChange(cabin, changed, base(4, 70000));
    expect(bySeasons.amount).toEqual(reviewStayChange(cabin, changed, at(70000)).amount);
  });

  it('shows the minimum stay\'s refusal beside the amount, which still prices the stay', () => {
    const refusal = 'En Temporada alta la estadía mínima es de 3 noches';
    const short: NightPrice = { status: 'ready', amount: 70000, stay: { total: 190000, breakdown: '2 noches × $ 95.000 (Temporada alta)', refusal } };
    const review = reviewStayChange(cabin, { ...cabin, fecha_entrada: '2030-03-13' }, short);
    expect(review.seasonRefusal).toBe(refusal);
    expect(review.amount).toMatchObject({ kind: 'repriced', total: 190000 });
    // Nothing priced changed: no refusal to show, whatever the list says.
    expect(reviewStayChange(cabin, { ...cabin }, short).seasonRefusal).toBeNull();
  });

  it('keeps the amount, saying why, when a night of the stay has no price; prorates when only the nights changed', () => {
    const noPrice: NightPrice = { status: 'ready', amount: 70000, stay: { total: null, breakdown: '', refusal: 'La temporada Invierno no tiene precio para la estadía elegida' } };
    const moved = reviewStayChange(cabin, { ...cabin, fecha_entrada: '2030-07-12', fecha_salida: '2030-07-15', cantidad_personas: 5 }, noPrice);
    expect(moved.amount).toEqual({ kind: 'kept', note: `La temporada Invierno no tiene precio para la estadía elegida. ${STAY_CHANGE_TEXT.keptNoPrice}` });
    expect(moved.seasonRefusal).toBeNull();
    const longer = reviewStayChange(cabin, { ...cabin, fecha_entrada: '2030-07-12', fecha_salida: '2030-07-16' }, noPrice);
    expect(longer.amount).toMatchObject({ kind: 'repriced', total: 280000, prorated: true });
  });

  it('asks the seasons\' limits only of changed dates: of camping and groups as the screen read them apart, never of an early check-out', () => {
    const refusal = 'En Temporada alta la estadía mínima es de 3 noches';
    const short: NightPrice = { status: 'ready', amount: 70000, stay: { total: 240000, breakdown: 'x', refusal } };
    // A cabin changing people (not dates) is not asked the minimum, as the API does not ask it.
    expect(reviewStayChange(cabin, { ...cabin, cantidad_personas: 2 }, short).seasonRefusal).toBeNull();
    for (const tipo of [3, 4]) {
      const saved = { ...cabin, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: tipo, total_pagado: 0 };
      expect(reviewStayChange(saved, { ...saved, fecha_salida: '2030-03-16' }, { status: 'pending' }, { seasonLimit: refusal }).seasonRefusal).toBe(refusal);
      expect(reviewStayChange(saved, { ...saved, fecha_salida: '2030-03-16' }, { status: 'pending' }).seasonRefusal).toBeNull();
      expect(reviewStayChange(saved, { ...saved, cantidad_personas: 9 }, { status: 'pending' }, { seasonLimit: refusal }).seasonRefusal).toBeNull();
    }
    expect(reviewEarlyCheckout(cabin, '2030-03-13', short).seasonRefusal).toBeNull();
  });
});
