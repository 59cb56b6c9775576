import { priceStay } from './price-stay';
import type { SeasonRule } from './season-types';
import { stayLimitRefusal } from './stay-limits';

const season = (over: Partial<SeasonRule>): SeasonRule => ({
  nombre: 'Temporada alta',
  rangos: [{ desde: '2031-01-01', hasta: '2031-01-31' }],
  porcentaje: 20,
  precios: null,
  recargo_fin_de_semana: null,
  minimo_noches: null,
  dias_sin_ingreso: [],
  ...over,
});

describe('the seasons\' limits on a stay, without pricing it (issue 35)', () => {
  it('refuses a stay shorter than the largest minimum of the seasons it touches, in the rule\'s words', () => {
    const alta = season({ minimo_noches: 3 });
    expect(stayLimitRefusal('2031-01-10', '2031-01-12', [alta])).toBe('En Temporada alta la estadía mínima es de 3 noches');
    expect(stayLimitRefusal('2031-01-10', '2031-01-13', [alta])).toBeNull();
    // Touching the season by its last night is enough; a stay before it is not refused.
    expect(stayLimitRefusal('2031-01-31', '2031-02-02', [alta])).toBe('En Temporada alta la estadía mínima es de 3 noches');
    expect(stayLimitRefusal('2030-12-28', '2030-12-30', [alta])).toBeNull();
  });

  it('refuses an arrival on a no-arrival day of the season of the first night', () => {
    // 2031-01-11 is a Saturday.
    const alta = season({ dias_sin_ingreso: [6] });
    expect(stayLimitRefusal('2031-01-11', '2031-01-14', [alta])).toBe('En Temporada alta no se reciben ingresos los sábados');
    expect(stayLimitRefusal('2031-01-12', '2031-01-14', [alta])).toBeNull();
  });

  it('says what priceStay says for a stay it can price', () => {
    const seasons = [season({ minimo_noches: 4, dias_sin_ingreso: [6] })];
    const base = { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo' as const, precio: 50000 }], camping: [] };
    for (const [entrada, salida] of [['2031-01-11', '2031-01-13'], ['2031-01-11', '2031-01-16'], ['2031-01-12', '2031-01-14']]) {
      const priced = priceStay({ entrada, salida, base, seasons, tipo: 1, personas: 2, metodo_pago: 'efectivo' });
      expect(stayLimitRefusal(entrada, salida, seasons)).toBe(priced.refusal);
    }
  });
});
