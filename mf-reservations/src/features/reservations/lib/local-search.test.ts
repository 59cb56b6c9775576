import { reserva } from '../../../testing/fixtures';
import { localSearchReservas } from './local-search';

describe('local fallback search (spec section 8)', () => {
  const list = [
    reserva({ id: 1, nombre: 'Juan', apellido: 'Pérez', tipo_hospedaje: 'cabaña', numero_hospedaje: 3 }),
    reserva({ id: 2, nombre: 'María', apellido: 'López', tipo_hospedaje: 'dormis', tipo_hospedaje_id: 2, numero_hospedaje: 7 }),
    reserva({ id: 3, nombre: 'Club', apellido: 'Andino', tipo_hospedaje: 'grupos', tipo_hospedaje_id: 4, numero_hospedaje: null, observaciones: 'Egresados - RESERVA ESPECIAL PARA GRUPO' }),
    reserva({ id: 4, nombre: 'Documento', apellido: 'Oculto', documento: '99887766', tipo_hospedaje: 'camping', tipo_hospedaje_id: 3, numero_hospedaje: null }),
  ];
  const ids = (term: string) => localSearchReservas(list, term).map((r) => r.id);

  it('matches nombre and apellido, ignoring case and accents', () => {
    expect(ids('perez')).toEqual([1]);
    expect(ids('MARÍA')).toEqual([2]);
  });
  it('matches tipo_hospedaje, numero_hospedaje and observaciones', () => {
    expect(ids('dormis')).toEqual([2]);
    expect(ids('7')).toEqual([2]);
    expect(ids('egresados')).toEqual([3]);
  });
  it('needs every word to match some field', () => {
    expect(ids('juan cabaña')).toEqual([1]);
    expect(ids('juan dormis')).toEqual([]);
  });
  it('does not search the fields the spec leaves out', () => {
    expect(ids('99887766')).toEqual([]);
  });
  it('returns everything for an empty text', () => {
    expect(ids('  ')).toEqual([1, 2, 3, 4]);
  });
});
