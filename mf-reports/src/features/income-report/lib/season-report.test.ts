import { seasonReportResponse } from '../../../testing/report-fixtures';
import { campingOccupancy, headlineOccupancy, seasonSwatch } from './season-report';

const totales = seasonReportResponse().totales;

describe('season report figures', () => {
  it('heads with cabins and dormis together, camping beside them', () => {
    expect(headlineOccupancy(totales)).toEqual({ label: 'Cabañas y dormis', share: totales.porcentaje_unidades });
    expect(campingOccupancy(totales)).toEqual({ label: 'Camping', share: totales.ocupacion[2].porcentaje });
  });

  it('heads with camping when the report is filtered to it, and with nothing for groups', () => {
    const camping = { ...totales, porcentaje_unidades: null, ocupacion: [totales.ocupacion[2]] };
    expect(headlineOccupancy(camping)).toEqual({ label: 'Camping', share: totales.ocupacion[2].porcentaje });
    expect(campingOccupancy(camping)).toBeNull();
    const grupos = { ...totales, porcentaje_unidades: null, ocupacion: [totales.ocupacion[3]] };
    expect(headlineOccupancy(grupos)).toBeNull();
  });

  it('draws Base with the framed surface swatch and a season with its colour', () => {
    expect(seasonSwatch({ color: null })).toBe('var(--c-surface)');
    expect(seasonSwatch({ color: '#E4572E' })).toBe('#E4572E');
  });
});
