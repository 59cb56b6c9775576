/**
 * The stay's account as lines (issue 32, docs/stay-account.md «Charges»): the lodging, extras from the catalogue,
 * manual charges and discounts. Its total (charges less discounts) is the spec's `monto_total`; PostgreSQL keeps it so
 * (migration 1764400000005). These are the rules the API and the screens share: what an extra costs, what a
 * percentage takes off, what a line says, and when a discount or a removed charge would leave the total below what
 * was paid. Counted in whole cents.
 */
import { nightsBetween } from './dates';
import { formatARSCents } from './format';
import { toCents } from './money';
import { descuentoExcedeTotalMessage, totalBajoPagadoMessage } from './messages-cuenta';

export const COBROS_EXTRA = ['por_noche', 'unico'] as const;
export type CobroExtra = (typeof COBROS_EXTRA)[number];

export const COBRO_EXTRA_LABEL: Record<CobroExtra, string> = { por_noche: 'Por noche', unico: 'Por vez' };
export const COBRO_EXTRA_OPCIONES: ReadonlyArray<{ value: CobroExtra; label: string }> = COBROS_EXTRA.map((value) => ({
  value,
  label: COBRO_EXTRA_LABEL[value],
}));

export const TIPOS_LINEA_CUENTA = ['alojamiento', 'extra', 'manual', 'descuento'] as const;
export type TipoLineaCuenta = (typeof TIPOS_LINEA_CUENTA)[number];

/**
 * One line's most (a hundred million pesos: far beyond any charge of a stay, far below numeric(12,2), so a few of
 * them never overflow the stay's total), the most of one extra, and the texts' lengths (the columns').
 */
export const CUENTA_LIMITES = {
  montoLinea: 99_999_999.99,
  cantidad: 99,
  concepto: 120,
  motivo: 300,
  nombreExtra: 60,
  porcentaje: 100,
} as const;
export const MONTO_LINEA_MAXIMO_TEXTO = '$ 99.999.999,99';

/** What a line is, as the account shows and the API answers it (only what the rules read). */
export interface LineaMonto {
  tipo: TipoLineaCuenta;
  monto: number;
}

/** An extra's amount: price × quantity, × nights when charged per night (null nights: once). */
export function montoExtraCentavos(precio: number, cantidad: number, noches: number | null): number {
  return toCents(precio) * cantidad * (noches ?? 1);
}

/** A percentage of the charges, rounded to the cent (half up). */
export function descuentoPorcentajeCentavos(cargosCentavos: number, porcentaje: number): number {
  return Math.round((cargosCentavos * porcentaje) / 100);
}

export interface TotalesLineas {
  alojamiento: number;
  cargos_adicionales: number;
  cargos: number;
  descuentos: number;
  /** Charges less discounts: a live stay's `monto_total`. */
  total: number;
}

export function totalesDeLineas(lineas: readonly LineaMonto[]): TotalesLineas {
  let alojamiento = 0;
  let adicionales = 0;
  let descuentos = 0;
  for (const l of lineas) {
    if (l.tipo === 'alojamiento') alojamiento += toCents(l.monto);
    else if (l.tipo === 'descuento') descuentos += toCents(l.monto);
    else adicionales += toCents(l.monto);
  }
  return {
    alojamiento: alojamiento / 100,
    cargos_adicionales: adicionales / 100,
    cargos: (alojamiento + adicionales) / 100,
    descuentos: descuentos / 100,
    total: (alojamiento + adicionales - descuentos) / 100,
  };
}

/**
 * How a line's amount came about: «2 × $ 8.000», «1 × 3 noches × $ 12.000», «10 % de los cargos»; '' when it says
 * nothing the amount does not (one extra charged once, a discount in pesos, a manual charge).
 */
export function detalleLinea(l: {
  tipo: TipoLineaCuenta;
  cantidad: number | null;
  noches: number | null;
  precio_unitario: number | null;
  porcentaje: number | null;
}): string {
  if (l.tipo === 'descuento') return l.porcentaje !== null ? `${l.porcentaje} % de los cargos` : '';
  if (l.tipo !== 'extra' || l.precio_unitario === null || l.cantidad === null) return '';
  if (l.cantidad === 1 && l.noches === null) return '';
  const noches = l.noches === null ? '' : `${l.noches === 1 ? '1 noche' : `${l.noches} noches`} × `;
  return `${l.cantidad} × ${noches}${formatARSCents(l.precio_unitario)}`;
}

/** The nights a per-night extra is charged for unless the clerk says: the whole stay. */
export function nochesDeLaEstadia(r: { fecha_entrada: string; fecha_salida: string }): number {
  return Math.max(1, nightsBetween(r.fecha_entrada, r.fecha_salida));
}

/** Why a discount of `descuento` cannot be given to a stay whose account totals `total` with `pagado` held; null if it can. */
export function descuentoError(descuento: number, total: number, pagado: number): string | null {
  if (toCents(descuento) > toCents(total)) return descuentoExcedeTotalMessage(formatARSCents(descuento), formatARSCents(total));
  const queda = (toCents(total) - toCents(descuento)) / 100;
  if (toCents(queda) < toCents(pagado)) return totalBajoPagadoMessage('Con ese descuento', formatARSCents(queda), formatARSCents(pagado));
  return null;
}

/** Why a charge of `monto` cannot be removed from a stay whose account totals `total` with `pagado` held; null if it can. */
export function quitarCargoError(monto: number, total: number, pagado: number): string | null {
  const queda = (toCents(total) - toCents(monto)) / 100;
  return toCents(queda) < toCents(pagado) ? totalBajoPagadoMessage('Sin ese cargo', formatARSCents(queda), formatARSCents(pagado)) : null;
}
