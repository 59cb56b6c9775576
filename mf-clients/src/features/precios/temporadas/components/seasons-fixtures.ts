/** Seasons and long weekends for the season tests. */
import type { FinDeSemanaLargo, Temporada } from '@camping/contracts/schemas/temporada';

export function temporada(overrides: Partial<Temporada> & { id: number }): Temporada {
  return {
    nombre: 'Temporada alta',
    color: '#E4572E',
    rangos: [{ desde: '2027-01-02', hasta: '2027-01-31' }],
    modo: 'porcentaje',
    porcentaje: 20,
    precios: null,
    recargo_fin_de_semana: null,
    minimo_noches: null,
    dias_sin_ingreso: [],
    ...overrides,
  };
}

export const carnaval: FinDeSemanaLargo = {
  nombre: 'Fin de semana largo de Carnaval',
  desde: '2027-02-06',
  hasta: '2027-02-09',
  dias: 4,
  feriados: [
    { fecha: '2027-02-08', nombre: 'Carnaval' },
    { fecha: '2027-02-09', nombre: 'Carnaval' },
  ],
  noches: { desde: '2027-02-05', hasta: '2027-02-08' },
};
