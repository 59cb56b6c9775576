/**
 * Stay states as one table (issue 33, docs/reservations.md «Stay states»). A stay's state is read from what is stored
 * (`estado` plus the front desk's `checkin_at`, `checkout_at` and `no_show`), and every move between states that a
 * feature makes is a row of STAY_STATE_MOVES. The API checks a change against it before writing (PUT reservas, the
 * front desk's actions through stay-states.ts) and PostgreSQL holds the same table in a trigger (migration
 * 1764500000021), whoever writes; a refusal names the state the stay is in, as the screens call it.
 */
import { ESTADO_ESTADIA_ETIQUETA, movimientoEstadiaMessage } from './messages-estados';

export const STAY_STATES = ['prereserva', 'activa', 'en_casa', 'finalizada', 'salio', 'cancelada', 'no_show'] as const;
export type StayState = (typeof STAY_STATES)[number];

/** What the screens call each state («Pre-reserva», «En el complejo», «Salió»...). */
export const STAY_STATE_LABEL: Readonly<Record<StayState, string>> = ESTADO_ESTADIA_ETIQUETA;

/**
 * The moves a stay may make, and the feature that makes each:
 * - prereserva → activa: «Confirmar», a payment on the hold, PUT estado; → cancelada: its expiry, «Cancelar
 *   reserva», PUT; → no_show: «No se presentó» on its entry day or later.
 * - activa → en_casa: «Registrar ingreso»; → salio: «Registrar salida» without a recorded arrival (issue 32);
 *   → finalizada: PUT estado (the spec's edit form finishes a stay by hand); → cancelada; → no_show.
 * - en_casa → salio: «Registrar salida», the only way out once the guest is in (no undo of a check-in is offered).
 * - finalizada (by hand, no check-out recorded) → activa: the same edit undone; → salio: «Registrar salida».
 * - cancelada → activa: a stay cancelled by mistake made live again (its nights checked again).
 * - salio and no_show are final: a guest who comes back is a new booking.
 */
export const STAY_STATE_MOVES: Readonly<Record<StayState, readonly StayState[]>> = {
  prereserva: ['activa', 'cancelada', 'no_show'],
  activa: ['en_casa', 'salio', 'finalizada', 'cancelada', 'no_show'],
  en_casa: ['salio'],
  finalizada: ['activa', 'salio'],
  salio: [],
  cancelada: ['activa'],
  no_show: [],
};

/** What the state reads from: the stored row, or the one a write would leave. */
export interface StayStateColumns {
  estado: string;
  checkin_at?: string | Date | null;
  checkout_at?: string | Date | null;
  no_show?: boolean | null;
}

/**
 * The stay's state, or null when its columns do not agree (a check-out on a stay that is not finalizada, a
 * cancelled stay with a check-in...): no move leads there, and PostgreSQL refuses it.
 */
export function stayStateOf(r: StayStateColumns): StayState | null {
  const { estado } = r;
  if (r.no_show) return (estado === 'cancelada' || estado === 'finalizada') && !r.checkin_at && !r.checkout_at ? 'no_show' : null;
  if (r.checkout_at) return estado === 'finalizada' && r.checkin_at ? 'salio' : null;
  if (estado === 'pendiente') return r.checkin_at ? null : 'prereserva';
  if (estado === 'cancelada') return r.checkin_at ? null : 'cancelada';
  if (estado === 'finalizada') return 'finalizada';
  if (estado === 'activa') return r.checkin_at ? 'en_casa' : 'activa';
  return null;
}

/** The state a write of `estado` asks for, to word a refusal when the row it would leave is incoherent. */
export function requestedStayState(estado: string): StayState | null {
  if (estado === 'pendiente') return 'prereserva';
  return (STAY_STATES as readonly string[]).includes(estado) ? (estado as StayState) : null;
}

export function isStayMoveAllowed(from: StayState, to: StayState): boolean {
  return from === to || STAY_STATE_MOVES[from].includes(to);
}

/**
 * Why the stay stored as `actual` cannot be written as `nueva`, or null. Only a change of state is checked: the same
 * state sent back (a client echoing the whole reservation) is no move, and a row already incoherent (written before
 * this rule) may be set right.
 */
export function stayMoveError(actual: StayStateColumns, nueva: StayStateColumns): string | null {
  const from = stayStateOf(actual);
  if (from === null) return null;
  const to = stayStateOf(nueva) ?? requestedStayState(nueva.estado);
  if (to === null || isStayMoveAllowed(from, to)) return null;
  return movimientoEstadiaMessage(from, to);
}

/** Why a stay in `actual` cannot take the front desk's action that leads to `to`, or null (stay-states.ts). */
export function stayActionError(actual: StayStateColumns, to: StayState): string | null {
  const from = stayStateOf(actual);
  if (from === null || isStayMoveAllowed(from, to)) return null;
  return movimientoEstadiaMessage(from, to);
}
