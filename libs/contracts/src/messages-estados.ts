/**
 * The words of a stay's states and of the moves between them (issue 33, docs/reservations.md «Stay states»), and of
 * the new-booking refusals of the same issue. Like messages.ts it imports nothing, so the federation shares one copy.
 * The keys are stay-state-moves.ts's states, which checks that every state has its words.
 */

/** How each state reads on the screens (the lists' «Activa», «Hoy»'s «En el complejo», the badges' «Salió»...). */
export const ESTADO_ESTADIA_ETIQUETA = {
  prereserva: 'Pre-reserva',
  activa: 'Activa',
  en_casa: 'En el complejo',
  finalizada: 'Finalizada',
  salio: 'Salió',
  cancelada: 'Cancelada',
  no_show: 'No se presentó',
} as const;
type Estado = keyof typeof ESTADO_ESTADIA_ETIQUETA;

/** The stay as it is now, opening a refusal. */
const AHORA: Record<Estado, string> = {
  prereserva: 'La reserva es una pre-reserva sin confirmar',
  activa: 'La reserva está activa',
  en_casa: 'La reserva ya tiene el ingreso registrado (el huésped está en el complejo)',
  finalizada: 'La reserva está finalizada',
  salio: 'La reserva ya tiene la salida registrada',
  cancelada: 'La reserva está cancelada',
  no_show: 'La reserva está marcada «No se presentó»',
};

/** What the refused move would have done. */
const MOVIMIENTO: Record<Estado, string> = {
  prereserva: 'no puede volver a ser una pre-reserva',
  activa: 'no puede volver a estar activa',
  en_casa: 'no se puede registrar el ingreso',
  finalizada: 'no se puede finalizar',
  salio: 'no se puede registrar la salida',
  cancelada: 'no se puede cancelar',
  no_show: 'no se puede marcar «No se presentó»',
};

/** What the clerk can do instead, when there is something. */
function enCambio(desde: Estado, hacia: Estado): string {
  if (desde === 'en_casa') return ' Registre la salida del huésped en «Hoy».';
  if (hacia === 'activa') return ' Si el huésped vuelve, cree una reserva nueva.';
  if (desde === 'prereserva') return ' Confírmela primero.';
  if (desde === 'cancelada' || desde === 'finalizada') return ' Si la estadía sigue en pie, vuelva a ponerla «Activa» primero.';
  return '';
}

/** A move the table of stay states does not allow, naming the state the stay is in. */
export function movimientoEstadiaMessage(desde: Estado, hacia: Estado): string {
  return `${AHORA[desde]}: ${MOVIMIENTO[hacia]}.${enCambio(desde, hacia)}`;
}

/** A row whose columns disagree (written straight in the database): no move of the table leads there. */
export const ESTADO_INCOHERENTE_MSG =
  'El estado de la reserva no coincide con lo registrado en ella (ingreso, salida o «No se presentó»): el cambio no se guardó';

/** New bookings (POST reservas, issue 33). */
export const MSG_ALTA = {
  /** The states a new booking may take: 'pendiente' is a hold (pre-reserva), as `es_prereserva: true`. */
  estadoAlta: 'El campo estado debe ser activa, finalizada, cancelada o pendiente (pre-reserva)',
  venceElSinPrereserva: 'El campo vence_el solo se usa en una pre-reserva (estado: pendiente o es_prereserva: true)',
  prereservaContradictoria: 'Una reserva con estado pendiente es una pre-reserva: es_prereserva no puede ser false',
} as const;

/** A field POST clientes does not know (PUT reservas and POST reservas say «de la reserva»). */
export function campoDesconocidoClienteMessage(campo: string): string {
  return `El campo ${campo} no es un campo del cliente`;
}

/**
 * A discount larger than the amount left to charge after it (`descuento` and `monto` as ARS). Larger discounts go to
 * the stay's account, with their reason.
 */
export function descuentoSuperaMontoMessage(descuento: string, monto: string): string {
  return `El descuento (${descuento}) no puede superar el monto total (${monto}). Para un descuento mayor, reserve por el precio completo y aplíquelo desde «Cuenta», con su motivo.`;
}
