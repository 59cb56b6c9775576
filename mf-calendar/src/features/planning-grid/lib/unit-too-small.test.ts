import { capacidadExcedidaMessage } from '@camping/contracts/messages';
import { unitTooSmall } from './drop-clash';

describe('unitTooSmall (issue 37: the capacity rule first)', () => {
  const units = [
    { id: 1, capacidad: 5 },
    { id: 20, capacidad: 4 },
  ];
  it('refuses a unit with fewer places than the stay has people, in the API\'s words', () => {
    expect(unitTooSmall({ cantidad_personas: 5, hospedaje_id: 1 }, 20, units)).toBe(capacidadExcedidaMessage(5, 4));
  });
  it('lets a unit that fits, the stay\'s own unit, and units not known here through', () => {
    expect(unitTooSmall({ cantidad_personas: 4, hospedaje_id: 1 }, 20, units)).toBeNull();
    expect(unitTooSmall({ cantidad_personas: 6, hospedaje_id: 1 }, 1, units)).toBeNull();
    expect(unitTooSmall({ cantidad_personas: 6, hospedaje_id: 1 }, 99, units)).toBeNull();
    expect(unitTooSmall({ cantidad_personas: 6, hospedaje_id: null }, null, units)).toBeNull();
  });
});
