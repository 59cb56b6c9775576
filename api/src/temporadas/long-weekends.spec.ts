import { argentineDaysOff } from './argentine-holidays';
import { longWeekends } from './long-weekends';

describe('longWeekends', () => {
  it('joins holidays with their weekend; a lone midweek holiday is not a long weekend', () => {
    const found = longWeekends(2027, [
      { fecha: '2027-02-08', nombre: 'Carnaval' },
      { fecha: '2027-02-09', nombre: 'Carnaval' },
      { fecha: '2027-03-24', nombre: 'Día de la Memoria' },
    ]);
    expect(found).toEqual([
      {
        nombre: 'Fin de semana largo de Carnaval',
        desde: '2027-02-06',
        hasta: '2027-02-09',
        dias: 4,
        feriados: [
          { fecha: '2027-02-08', nombre: 'Carnaval' },
          { fecha: '2027-02-09', nombre: 'Carnaval' },
        ],
        noches: { desde: '2027-02-05', hasta: '2027-02-08' },
      },
    ]);
  });

  it('keeps a run that crosses New Year in the year of its holiday', () => {
    // Friday 1 January 2027: Friday to Sunday.
    const found = longWeekends(2027, [{ fecha: '2027-01-01', nombre: 'Año Nuevo' }]);
    expect(found.map((f) => [f.desde, f.hasta])).toEqual([['2027-01-01', '2027-01-03']]);
    expect(longWeekends(2026, [{ fecha: '2027-01-01', nombre: 'Año Nuevo' }])).toEqual([]);
  });
});

describe('Argentina’s long weekends from date-holidays', () => {
  it('finds 2026’s, bridge days included', async () => {
    const found = longWeekends(2026, await argentineDaysOff([2025, 2026, 2027]));
    expect(found.map((f) => `${f.desde} ${f.hasta} ${f.dias}`)).toEqual(EXPECTED_2026);
    // The bridge day of 23 March joins the weekend with the 24th: four days.
    expect(found[1].feriados.map((f) => f.nombre)).toEqual(['Día no laborable con fines turísticos', 'Día Nacional de la Memoria por la Verdad y la Justicia']);
  });
});

/** Checked by hand against the 2026 calendar (decree of bridge days 23/03, 10/07 and 07/12). */
const EXPECTED_2026 = [
  '2026-02-14 2026-02-17 4',
  '2026-03-21 2026-03-24 4',
  '2026-04-02 2026-04-05 4',
  '2026-05-01 2026-05-03 3',
  '2026-05-23 2026-05-25 3',
  '2026-06-13 2026-06-15 3',
  '2026-07-09 2026-07-12 4',
  '2026-08-15 2026-08-17 3',
  '2026-10-10 2026-10-12 3',
  '2026-11-21 2026-11-23 3',
  '2026-12-05 2026-12-08 4',
  '2026-12-25 2026-12-27 3',
];
