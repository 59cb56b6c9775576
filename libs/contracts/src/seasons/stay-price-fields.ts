/** The pricing rule's answer as the API's new fields (schemas/temporada.ts `precioEstadiaCamposSchema`). */
import type { StayPrice } from './price-stay';

export interface PrecioEstadiaCampos {
  total: number | null;
  noches: number;
  detalle_noches: StayPrice['nights'];
  desglose: StayPrice['breakdown'];
  desglose_texto: string;
  minimo: StayPrice['minimo'];
  rechazo: string | null;
}

export function precioEstadiaCampos(price: StayPrice): PrecioEstadiaCampos {
  return {
    total: price.total,
    noches: price.nights.length,
    detalle_noches: price.nights,
    desglose: price.breakdown,
    desglose_texto: price.breakdownText,
    minimo: price.minimo,
    rechazo: price.refusal,
  };
}
