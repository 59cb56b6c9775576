import { nombreHospedaje, nombreTipo, nombreUnidad, tipoHospedajeDe } from './lodging-names';
import { stayUnitLabel } from './guest-whatsapp';
import { unitLabel } from './unit-move';

describe('lodging names (issue 37 item 9): a unit is «Dormi 0», its type «Dormis»', () => {
  it('names units in the singular and types in the plural, for every type', () => {
    expect(nombreUnidad(1, 3)).toBe('Cabaña 3');
    expect(nombreUnidad(2, 0)).toBe('Dormi 0');
    expect([1, 2, 3, 4].map((t) => nombreTipo(t))).toEqual(['Cabañas', 'Dormis', 'Camping', 'Grupos']);
  });

  it('names where a stay sleeps, from the id or the stored type name', () => {
    expect(nombreHospedaje({ tipo_hospedaje_id: 2, numero_hospedaje: 0 })).toBe('Dormi 0');
    expect(nombreHospedaje({ tipo_hospedaje_id: 0, tipo_hospedaje: 'dormis', numero_hospedaje: 4 })).toBe('Dormi 4');
    expect(nombreHospedaje({ tipo_hospedaje_id: 3, numero_hospedaje: null, cantidad_personas: 4 })).toBe('Camping');
    expect(nombreHospedaje({ tipo_hospedaje_id: 4, numero_hospedaje: null, cantidad_personas: 1 })).toBe('Grupo - 1 persona');
    expect(nombreHospedaje({ tipo_hospedaje_id: 4, numero_hospedaje: null })).toBe('Grupo');
    expect(tipoHospedajeDe(undefined, ' Cabaña ')).toBe(1);
  });

  it('is the name the room move and the guest messages use', () => {
    expect(unitLabel({ tipo_hospedaje_id: 2, numero: 0 })).toBe('Dormi 0');
    expect(stayUnitLabel({ tipo_hospedaje_id: 2, numero_hospedaje: 5 })).toBe('Dormi 5');
  });
});
