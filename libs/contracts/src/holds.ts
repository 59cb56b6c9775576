/** What the screens ask of a reservation that may be a hold (pre-reserva, issue 16). */
import { ESTADO_PRERESERVA, type Reserva } from './schemas/reserva';

/** A hold whose time has not run out: it still keeps its unit. */
export function isLiveHold(r: Pick<Reserva, 'estado' | 'vence_el'>, now: number = Date.now()): boolean {
  return r.estado === ESTADO_PRERESERVA && Boolean(r.vence_el) && new Date(r.vence_el as string).getTime() > now;
}

/** A hold past its expiry that the sweep has not cancelled yet: it keeps nothing, and the screens treat it as cancelled. */
export function isExpiredHold(r: Pick<Reserva, 'estado' | 'vence_el'>, now: number = Date.now()): boolean {
  return r.estado === ESTADO_PRERESERVA && !isLiveHold(r, now);
}

/** When a hold made now would expire with the hours of Configuración (what Reserva Rápida announces). */
export function holdExpiryFrom(horas: number, now: number = Date.now()): string {
  return new Date(now + horas * 3600_000).toISOString();
}
