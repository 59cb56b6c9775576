import type { Hospedaje } from './schemas/hospedaje';
import { groupMoveOptions, moveOptions, unitLabel } from './unit-move';

const unit = (id: number, tipo: number, numero: number, capacidad = tipo === 1 ? 5 : 4): Hospedaje => ({
  id,
  numero,
  capacidad,
  tipo_hospedaje_id: tipo,
  tipo_hospedaje: tipo === 1 ? 'cabaña' : 'dormis',
});
const stay = { hospedaje_id: 7, numero_hospedaje: 7, tipo_hospedaje_id: 1 };

describe('moveOptions', () => {
  it('puts the own unit first, then free units by type and number', () => {
    const options = moveOptions([unit(12, 2, 3), unit(8, 1, 8), unit(7, 1, 7), unit(2, 1, 2)], stay, 2);
    expect(options.map((o) => [o.label, o.actual, o.libre])).toEqual([
      ['Cabaña 7', true, true],
      ['Cabaña 2', false, true],
      ['Cabaña 8', false, true],
      ['Dormi 3', false, true],
    ]);
  });

  it('keeps the own unit, marked taken, when the new dates clash', () => {
    expect(moveOptions([unit(8, 1, 8)], stay, 2)[0]).toMatchObject({ id: 7, actual: true, libre: false });
  });

  it('lists only the own unit, not marked taken, while the free units are not known', () => {
    expect(moveOptions(null, stay, 2)).toEqual([{ id: 7, numero: 7, tipo_hospedaje_id: 1, label: 'Cabaña 7', actual: true, libre: true }]);
  });

  it('leaves out units too small for the people', () => {
    expect(moveOptions([unit(12, 2, 3), unit(8, 1, 8)], stay, 5).map((o) => o.label)).toEqual(['Cabaña 7', 'Cabaña 8']);
  });

  it('offers nothing to a stay without a unit (camping, groups)', () => {
    expect(moveOptions([unit(8, 1, 8)], { hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3 }, 2)).toEqual([]);
  });
});

describe('groupMoveOptions', () => {
  it('separates the own unit and groups the rest by type', () => {
    const grouped = groupMoveOptions(moveOptions([unit(12, 2, 3), unit(8, 1, 8)], stay, 2));
    expect(grouped.actual?.label).toBe('Cabaña 7');
    expect(grouped.groups.map((g) => [g.label, g.options.map((o) => o.label)])).toEqual([
      ['Cabañas', ['Cabaña 8']],
      ['Dormis', ['Dormi 3']],
    ]);
  });
});

it('labels units as staff read them', () => {
  expect(unitLabel({ tipo_hospedaje_id: 2, numero: 0 })).toBe('Dormi 0');
});
