import { priceStay, type StayPriceQuery, weekdayOf } from './price-stay';
import type { PriceGrid, SeasonRule } from './season-types';

/** The seeded base prices (ARCHITECTURE.md «Data»), efectivo and tarjeta. */
const BASE: PriceGrid = {
  hospedaje: [
    { tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo', precio: 46_000 },
    { tipo_hospedaje_id: 1, cantidad_personas: 3, metodo_pago: 'efectivo', precio: 58_000 },
    { tipo_hospedaje_id: 1, cantidad_personas: 5, metodo_pago: 'efectivo', precio: 70_000 },
    { tipo_hospedaje_id: 1, cantidad_personas: 5, metodo_pago: 'tarjeta', precio: 70_000 },
    { tipo_hospedaje_id: 2, cantidad_personas: 4, metodo_pago: 'efectivo', precio: 44_000 },
  ],
  camping: [
    { descripcion: 'base', metodo_pago: 'efectivo', precio: 5_000 },
    { descripcion: 'adulto', metodo_pago: 'efectivo', precio: 3_000 },
    { descripcion: 'menor', metodo_pago: 'efectivo', precio: 1_500 },
  ],
};

const season = (over: Partial<SeasonRule> & Pick<SeasonRule, 'nombre' | 'rangos'>): SeasonRule => ({
  porcentaje: null,
  precios: null,
  recargo_fin_de_semana: null,
  minimo_noches: null,
  dias_sin_ingreso: [],
  ...over,
});

/** Temporada alta: its own grid, 95.000 a night for a cabin of 4-5. */
const ALTA = season({
  nombre: 'Temporada alta',
  rangos: [{ desde: '2027-01-04', hasta: '2027-01-31' }],
  precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 5, metodo_pago: 'efectivo', precio: 95_000 }], camping: [] },
});

const cabin = (entrada: string, salida: string, seasons: SeasonRule[], over: Partial<StayPriceQuery> = {}) =>
  priceStay({ entrada, salida, tipo: 1, personas: 4, metodo_pago: 'efectivo', base: BASE, seasons, ...over });

/** Intl writes a no-break space after the peso sign. */
const ARS = (text: string) => text.replace(/\$ /g, '$\u00a0');

describe('priceStay', () => {
  it('prices base nights and season nights apart, with the breakdown in words', () => {
    // Nights 1, 2, 3 of January (base) and 4, 5 (Temporada alta): the season starts on the 4th night.
    const p = cabin('2027-01-01', '2027-01-06', [ALTA]);
    expect(p.total).toBe(3 * 70_000 + 2 * 95_000);
    expect(p.nights.map((n) => n.temporada)).toEqual([null, null, null, 'Temporada alta', 'Temporada alta']);
    expect(p.breakdown).toEqual([
      { noches: 3, precio: 70_000, etiqueta: 'Base' },
      { noches: 2, precio: 95_000, etiqueta: 'Temporada alta' },
    ]);
    expect(p.breakdownText).toBe(ARS('3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)'));
    expect(p.refusal).toBeNull();
    expect(p.minimo).toBeNull();
  });

  it('counts the season on its first and last night, and not the check-out day', () => {
    // Leaving on the first day of the season: every night is base.
    expect(cabin('2027-01-02', '2027-01-04', [ALTA]).breakdown).toEqual([{ noches: 2, precio: 70_000, etiqueta: 'Base' }]);
    // Arriving on the last day of the season: that night is the season's, the next one base.
    const p = cabin('2027-01-31', '2027-02-02', [ALTA]);
    expect(p.nights).toEqual([
      { fecha: '2027-01-31', temporada: 'Temporada alta', precio: 95_000 },
      { fecha: '2027-02-01', temporada: null, precio: 70_000 },
    ]);
  });

  it('raises Friday and Saturday nights by the weekend surcharge', () => {
    expect(weekdayOf('2027-01-08')).toBe(5);
    const alta = { ...ALTA, recargo_fin_de_semana: 20 };
    // Thursday 7 to Monday 11: Thu, Fri, Sat, Sun nights.
    const p = cabin('2027-01-07', '2027-01-11', [alta]);
    expect(p.nights.map((n) => n.precio)).toEqual([95_000, 114_000, 114_000, 95_000]);
    expect(p.breakdown).toEqual([
      { noches: 2, precio: 95_000, etiqueta: 'Temporada alta' },
      { noches: 2, precio: 114_000, etiqueta: 'Temporada alta, fin de semana' },
    ]);
    expect(p.total).toBe(418_000);
  });

  it('refuses a stay shorter than the minimum of a season it touches, still telling the total', () => {
    const alta = { ...ALTA, minimo_noches: 3 };
    // One night in the season is enough to bind the whole stay.
    const p = cabin('2027-01-02', '2027-01-05', [alta]);
    expect(p.nights).toHaveLength(3);
    expect(p.minimo).toEqual({ noches: 3, temporada: 'Temporada alta' });
    expect(p.refusal).toBeNull();
    const corta = cabin('2027-01-03', '2027-01-05', [alta]);
    expect(corta.refusal).toBe('En Temporada alta la estadía mínima es de 3 noches');
    expect(corta.total).toBe(70_000 + 95_000);
  });

  it('takes the largest minimum among the seasons touched', () => {
    const a = season({ nombre: 'Carnaval', rangos: [{ desde: '2027-02-05', hasta: '2027-02-08' }], porcentaje: 30, minimo_noches: 3 });
    const b = season({ nombre: 'Febrero', rangos: [{ desde: '2027-02-09', hasta: '2027-02-28' }], porcentaje: 10, minimo_noches: 2 });
    expect(cabin('2027-02-08', '2027-02-10', [b, a]).refusal).toBe('En Carnaval la estadía mínima es de 3 noches');
  });

  it('prices a percentage season over the base, rounding to the cent', () => {
    const baja = season({ nombre: 'Temporada baja', rangos: [{ desde: '2027-05-01', hasta: '2027-06-30' }], porcentaje: -12.5 });
    const p = cabin('2027-05-10', '2027-05-12', [baja], { personas: 3 });
    expect(p.nights.map((n) => n.precio)).toEqual([50_750, 50_750]);
    expect(p.total).toBe(101_500);
    const raro = season({ nombre: 'Raro', rangos: [{ desde: '2027-05-01', hasta: '2027-05-31' }], porcentaje: 33.33 });
    // 58.000 × 1,3333 = 77.331,40: cents, never floats.
    expect(cabin('2027-05-10', '2027-05-13', [raro], { personas: 3 }).total).toBe(231_994.2);
  });

  it('prices camping as base + adults + minors, in a season too', () => {
    const verano = season({ nombre: 'Verano', rangos: [{ desde: '2027-01-01', hasta: '2027-02-28' }], porcentaje: 50 });
    const guests = { tipo: 3, adultos: 2, menores: 1, personas: undefined };
    expect(cabin('2026-12-30', '2027-01-02', [verano], guests).breakdown).toEqual([
      { noches: 2, precio: 12_500, etiqueta: 'Base' },
      { noches: 1, precio: 18_750, etiqueta: 'Verano' },
    ]);
    const propia = season({
      nombre: 'Propia',
      rangos: [{ desde: '2027-03-01', hasta: '2027-03-31' }],
      precios: {
        hospedaje: [],
        camping: [
          { descripcion: 'base', metodo_pago: 'efectivo', precio: 6_000 },
          { descripcion: 'adulto', metodo_pago: 'efectivo', precio: 4_000 },
          { descripcion: 'menor', metodo_pago: 'efectivo', precio: 2_000 },
        ],
      },
    });
    expect(cabin('2027-03-01', '2027-03-03', [propia], guests).total).toBe(2 * 16_000);
  });

  it('refuses an arrival on a day the season takes none', () => {
    const alta = { ...ALTA, dias_sin_ingreso: [6] };
    expect(weekdayOf('2027-01-09')).toBe(6);
    expect(cabin('2027-01-09', '2027-01-12', [alta]).refusal).toBe('En Temporada alta no se reciben ingresos los sábados');
    // A Saturday outside the season, or a stay merely crossing a Saturday, is fine.
    expect(cabin('2027-01-08', '2027-01-12', [alta]).refusal).toBeNull();
    expect(cabin('2027-02-06', '2027-02-08', [alta]).refusal).toBeNull();
  });

  it('prices 30 nights across three seasons', () => {
    const seasons = [
      season({ nombre: 'Navidad', rangos: [{ desde: '2026-12-20', hasta: '2026-12-31' }], porcentaje: 20 }),
      ALTA,
      season({ nombre: 'Año nuevo', rangos: [{ desde: '2027-01-01', hasta: '2027-01-03' }], porcentaje: 50, recargo_fin_de_semana: 10 }),
    ];
    // 15/12 to 14/01: 5 base, 12 Navidad, 3 Año nuevo (Fri 1 and Sat 2 with surcharge), 10 Temporada alta.
    const p = cabin('2026-12-15', '2027-01-14', seasons);
    expect(p.nights).toHaveLength(30);
    expect(p.breakdown).toEqual([
      { noches: 5, precio: 70_000, etiqueta: 'Base' },
      { noches: 12, precio: 84_000, etiqueta: 'Navidad' },
      { noches: 2, precio: 115_500, etiqueta: 'Año nuevo, fin de semana' },
      { noches: 1, precio: 105_000, etiqueta: 'Año nuevo' },
      { noches: 10, precio: 95_000, etiqueta: 'Temporada alta' },
    ]);
    expect(p.total).toBe(5 * 70_000 + 12 * 84_000 + 2 * 115_500 + 105_000 + 10 * 95_000);
  });

  it('uses the row of the fewest people that is at least the stay’s people, as the API', () => {
    expect(cabin('2027-03-01', '2027-03-02', [], { personas: 1 }).total).toBe(46_000);
    expect(cabin('2027-03-01', '2027-03-02', [], { personas: 4, metodo_pago: 'tarjeta' }).total).toBe(70_000);
  });

  it('says which price is missing instead of inventing one', () => {
    const p = cabin('2027-01-30', '2027-02-02', [ALTA], { metodo_pago: 'tarjeta' });
    expect(p.total).toBeNull();
    expect(p.refusal).toBe('La temporada Temporada alta no tiene precio para la estadía elegida');
    expect(p.nights.map((n) => n.precio)).toEqual([null, null, 70_000]);
    expect(cabin('2027-03-01', '2027-03-02', [], { metodo_pago: 'transferencia' }).refusal).toBe(
      'La lista de precios base no tiene precio para la estadía elegida',
    );
  });

  it('leaves groups to be priced by hand and refuses a stay with no nights', () => {
    expect(cabin('2027-03-01', '2027-03-02', [], { tipo: 4 }).refusal).toBe('Las estadías de grupos se cotizan a mano');
    expect(cabin('2027-03-02', '2027-03-02', []).refusal).toBe('La fecha de entrada debe ser anterior a la fecha de salida');
  });
});
