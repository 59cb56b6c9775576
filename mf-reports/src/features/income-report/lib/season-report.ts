/**
 * What the «Por temporada» section draws from a season's figures: its swatch and its headline occupancy. Cabins and
 * dormis together are the headline (units sold over units available, the figure a season is priced for); a report
 * filtered to camping shows its plots instead, and groups have no fixed capacity.
 */
import type { ReporteTemporada, ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';
import { tipoHospedajeLabel } from './report-labels';

type Cifras = ReporteTemporadasResponse['totales'];

export interface OccupancyFigure {
  label: string;
  share: number;
}

/** «Base» has no colour of its own: the page's surface, framed, as in the Precios year strip. */
export const BASE_SWATCH = 'var(--c-surface)';

export function seasonSwatch(row: Pick<ReporteTemporada, 'color'>): string {
  return row.color ?? BASE_SWATCH;
}

export function headlineOccupancy(cifras: Cifras): OccupancyFigure | null {
  if (cifras.porcentaje_unidades !== null) return { label: 'Cabañas y dormis', share: cifras.porcentaje_unidades };
  const measurable = cifras.ocupacion.find((tipo) => tipo.porcentaje !== null);
  return measurable ? { label: tipoHospedajeLabel(measurable.tipo_hospedaje), share: measurable.porcentaje ?? 0 } : null;
}

/** Camping beside the headline, when the headline is the units' and camping is in the report. */
export function campingOccupancy(cifras: Cifras): OccupancyFigure | null {
  if (cifras.porcentaje_unidades === null) return null;
  const camping = cifras.ocupacion.find((tipo) => tipo.tipo_hospedaje === 'camping' && tipo.porcentaje !== null);
  return camping ? { label: 'Camping', share: camping.porcentaje ?? 0 } : null;
}
