/** Business constants of the complex (spec sections 3, 4 and 9). */

export const APP_VERSION = '1.0.0';

export const TIPO_CABANA = 1;
export const TIPO_DORMIS = 2;
export const TIPO_CAMPING = 3;
export const TIPO_GRUPOS = 4;

export const TIPOS_HOSPEDAJE = [
  { id: TIPO_CABANA, nombre: 'cabaña' },
  { id: TIPO_DORMIS, nombre: 'dormis' },
  { id: TIPO_CAMPING, nombre: 'camping' },
  { id: TIPO_GRUPOS, nombre: 'grupos' },
] as const;

export type TipoHospedajeId = 1 | 2 | 3 | 4;

/** Types whose reservations carry no unit: camping (unlimited) and groups. */
export function tipoSinUnidad(tipoId: number): boolean {
  return tipoId === TIPO_CAMPING || tipoId === TIPO_GRUPOS;
}

/** Camping plots of the complex (spec section 1): the most camping reservations live on one night. */
export const PARCELAS_CAMPING = 72;

export const METODOS_PAGO = ['efectivo', 'transferencia', 'tarjeta'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];
export const METODO_PAGO_LABEL: Record<MetodoPago, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
};
/**
 * The payment methods a clerk may choose, in order: every method the price table carries (seeded for all three,
 * and the API refuses any other), so the wizard and Reserva Rápida offer what the public quote shows.
 */
export const METODO_PAGO_OPCIONES: ReadonlyArray<{ value: MetodoPago; label: string }> = METODOS_PAGO.map((value) => ({
  value,
  label: METODO_PAGO_LABEL[value],
}));

/** Stored states. `pendiente` and `confirmada` are only display fallbacks for legacy data (docs/decisions.md). */
export const ESTADOS_RESERVA = ['activa', 'finalizada', 'cancelada'] as const;
export type EstadoReserva = (typeof ESTADOS_RESERVA)[number];
export const ESTADO_LABEL: Record<string, string> = {
  activa: 'Activa',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
};

/** A reservation's payment status, computed by the server from what was paid (issue 16). */
export const ESTADOS_PAGO = ['pendiente', 'parcial', 'completo'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];
export const ESTADO_PAGO_LABEL: Record<EstadoPago, string> = {
  pendiente: 'Sin pagos',
  parcial: 'Pago parcial',
  completo: 'Pagada',
};

export const CAMPING_PRECIO_TIPOS = ['base', 'adulto', 'menor'] as const;
export type CampingPrecioTipo = (typeof CAMPING_PRECIO_TIPOS)[number];

export const GRUPO_SUFIJO = ' - RESERVA ESPECIAL PARA GRUPO';

/** People counts offered when the server has none configured for a type (spec section 9). */
export const CANTIDADES_PERSONAS_FALLBACK: Record<TipoHospedajeId, number[]> = {
  1: [2, 3, 4, 5],
  2: [2, 3, 4],
  3: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  4: [10, 15, 20, 25, 30, 35, 40, 45, 50],
};

export const LIMITES = {
  pageSize: 10,
  narrowCards: 3,
  narrowWidth: 768,
  adminCollapseWidth: 900,
  searchDebounceMs: 500,
  toastMs: 3000,
  toastErrorMs: 5000,
  navbarScrolledPx: 50,
  scrollTopPx: 300,
  preloaderMs: 2000,
  gallerySkeletonMs: 400,
  bubbleHideMs: 300,
  documentLookupMinChars: 7,
  maxYearsAhead: 10,
  calendarEventsNarrow: 2,
  calendarEventsWide: 4,
} as const;

export const CALENDAR_COLORS: Record<TipoHospedajeId, string> = {
  1: '#2563eb',
  2: '#16a34a',
  3: '#ea580c',
  4: '#7c3aed',
};
