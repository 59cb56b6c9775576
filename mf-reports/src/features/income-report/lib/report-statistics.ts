/** Turns the API's statistics into what the cards and charts draw: ordered entries, shares, month names. */
import { METODOS_PAGO, TIPOS_HOSPEDAJE } from '@camping/contracts/domain';
import type { Estadisticas, IngresoMensual } from '@camping/contracts/schemas/reporte';
import { metodoPagoColor, metodoPagoLabel, tipoHospedajeColor, tipoHospedajeLabel } from './report-labels';

export interface BreakdownEntry {
  key: string;
  label: string;
  color: string;
  total: number;
  cantidad: number;
  /** Share of the income, 0..1. */
  share: number;
}

type TotalCantidad = Estadisticas['porMetodoPago'][string];

/**
 * Known categories first, in their usual order and even at zero (a receptionist sees that nobody paid by card),
 * then any category the server adds that this screen does not know yet.
 */
function entries(
  record: Record<string, TotalCantidad>,
  known: readonly string[],
  label: (key: string) => string,
  color: (key: string) => string,
): BreakdownEntry[] {
  const byKey = new Map(Object.entries(record).map(([key, value]) => [key.trim().toLowerCase(), value]));
  const keys = [...known, ...[...byKey.keys()].filter((key) => !known.includes(key))];
  const income = [...byKey.values()].reduce((sum, value) => sum + value.total, 0);
  return keys.map((key) => {
    const value = byKey.get(key) ?? { total: 0, cantidad: 0 };
    return {
      key,
      label: label(key),
      color: color(key),
      total: value.total,
      cantidad: value.cantidad,
      share: income > 0 ? value.total / income : 0,
    };
  });
}

export function paymentMethodEntries(estadisticas: Pick<Estadisticas, 'porMetodoPago'>): BreakdownEntry[] {
  return entries(estadisticas.porMetodoPago, METODOS_PAGO, metodoPagoLabel, metodoPagoColor);
}

export function lodgingTypeEntries(estadisticas: Pick<Estadisticas, 'porTipoHospedaje'>): BreakdownEntry[] {
  return entries(
    estadisticas.porTipoHospedaje,
    TIPOS_HOSPEDAJE.map((tipo) => tipo.nombre),
    tipoHospedajeLabel,
    tipoHospedajeColor,
  );
}

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });
const percentOneDecimal = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 });

/** 0.456 -> '46 %'; small non-zero shares keep a decimal so they never read '0 %'. */
export function formatShare(share: number): string {
  if (!Number.isFinite(share)) return percent.format(0);
  return share > 0 && share < 0.1 ? percentOneDecimal.format(share) : percent.format(share);
}

const oneDecimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Axis ticks as staff say them: '$ 1,3 M', '$ 350 mil', '$ 900' (ICU's es-AR compact form mixes 'k' and 'K'). */
export function formatCompactARS(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `$ ${oneDecimal.format(amount / 1_000_000)} M`;
  if (abs >= 1_000) return `$ ${oneDecimal.format(amount / 1_000)} mil`;
  return `$ ${oneDecimal.format(amount)}`;
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const MONTHS_LONG = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function splitMonth(mes: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(mes);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? [Number(match[1]), month] : null;
}

/** '2026-01' -> 'ene 26' (axis). */
export function formatMonthShort(mes: string): string {
  const parts = splitMonth(mes);
  return parts ? `${MONTHS[parts[1] - 1]} ${String(parts[0]).slice(-2)}` : mes;
}

/** '2026-01' -> 'enero 2026' (tooltips, the table of values). */
export function formatMonthLong(mes: string): string {
  const parts = splitMonth(mes);
  return parts ? `${MONTHS_LONG[parts[1] - 1]} ${parts[0]}` : mes;
}

export interface MonthlyIncomeSummary {
  total: number;
  cantidad: number;
  best: IngresoMensual | null;
}

export function summarizeMonths(meses: readonly IngresoMensual[]): MonthlyIncomeSummary {
  let best: IngresoMensual | null = null;
  for (const mes of meses) if (mes.total > 0 && (!best || mes.total > best.total)) best = mes;
  return {
    total: meses.reduce((sum, mes) => sum + mes.total, 0),
    cantidad: meses.reduce((sum, mes) => sum + mes.cantidad, 0),
    best,
  };
}
