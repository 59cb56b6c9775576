/**
 * How the report names and colours its categories. The API answers the stored words ('cabaña', 'transferencia',
 * 'activa'); staff read them capitalised, the same on screen, in the charts and in the CSV.
 */
import { nombreTipo } from '@camping/contracts/lodging-names';
import { ESTADO_LABEL, METODO_PAGO_LABEL, METODOS_PAGO, TIPOS_HOSPEDAJE } from '@camping/contracts/domain';

export const METODO_PAGO_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  ...METODOS_PAGO.map((value) => ({ value, label: METODO_PAGO_LABEL[value] })),
];

export const TIPO_HOSPEDAJE_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  ...TIPOS_HOSPEDAJE.map((tipo) => ({ value: tipo.nombre, label: tipoHospedajeLabel(tipo.nombre) })),
];

function capitalize(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed.charAt(0).toLocaleUpperCase('es-AR') + trimmed.slice(1) : '';
}

/** The type by its stored name: 'Cabañas', 'Dormis', 'Camping', 'Grupos' (the one name, lodging-names). */
export function tipoHospedajeLabel(tipo: string): string {
  return nombreTipo(null, tipo);
}

export function metodoPagoLabel(metodo: string): string {
  return (METODO_PAGO_LABEL as Record<string, string>)[metodo.trim().toLowerCase()] ?? capitalize(metodo);
}

/** A missing status reads 'Pendiente', as the badges do (spec section 4). */
export function estadoLabel(estado: string | null | undefined): string {
  const value = estado && estado.trim() ? estado.trim().toLowerCase() : 'pendiente';
  return ESTADO_LABEL[value] ?? capitalize(value);
}

/** The calendar's colours for lodging types (spec section 9), so a type looks the same on every screen. */
const TIPO_COLORS: Record<string, string> = {
  cabaña: 'var(--c-cabana)',
  dormis: 'var(--c-dormis)',
  camping: 'var(--c-camping)',
  grupos: 'var(--c-grupos)',
};

const METODO_COLORS: Record<string, string> = {
  efectivo: 'var(--c-primary)',
  transferencia: 'var(--c-sky)',
  tarjeta: 'var(--c-accent)',
};

const FALLBACK_COLOR = 'var(--c-text-muted)';

export function tipoHospedajeColor(tipo: string): string {
  return TIPO_COLORS[tipo.trim().toLowerCase()] ?? FALLBACK_COLOR;
}

export function metodoPagoColor(metodo: string): string {
  return METODO_COLORS[metodo.trim().toLowerCase()] ?? FALLBACK_COLOR;
}
