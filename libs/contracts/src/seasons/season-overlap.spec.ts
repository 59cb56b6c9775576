import { seasonOverlap } from './season-overlap';

const alta = { nombre: 'Temporada alta', rangos: [{ desde: '2027-01-02', hasta: '2027-01-31' }] };

describe('seasonOverlap', () => {
  it('accepts seasons back to back', () => {
    expect(seasonOverlap([alta, { nombre: 'Febrero', rangos: [{ desde: '2027-02-01', hasta: '2027-02-28' }] }])).toBeNull();
  });

  it('names both seasons and their dates when they share a night (ends included)', () => {
    const invierno = { nombre: 'Invierno', rangos: [{ desde: '2027-07-01', hasta: '2027-07-31' }, { desde: '2027-01-31', hasta: '2027-01-31' }] };
    expect(seasonOverlap([invierno, alta])).toBe(
      'Las fechas de «Temporada alta» (02/01/2027 al 31/01/2027) se superponen con «Invierno» (31/01/2027)',
    );
  });

  it('finds a range hidden inside a longer one', () => {
    const verano = { nombre: 'Verano', rangos: [{ desde: '2026-12-01', hasta: '2027-03-01' }] };
    const carnaval = { nombre: 'Carnaval', rangos: [{ desde: '2027-02-06', hasta: '2027-02-09' }] };
    expect(seasonOverlap([carnaval, alta, verano])).toMatch(/^Las fechas de «Verano» .* se superponen con «Temporada alta»/);
  });

  it('tells a season whose own ranges overlap', () => {
    const doble = { nombre: 'Doble', rangos: [{ desde: '2027-01-01', hasta: '2027-01-10' }, { desde: '2027-01-05', hasta: '2027-01-06' }] };
    expect(seasonOverlap([doble])).toBe('Las fechas de «Doble» se superponen entre sí (01/01/2027 al 10/01/2027 y 05/01/2027 al 06/01/2027)');
  });
});
