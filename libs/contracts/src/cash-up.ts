/**
 * The cash-up's rules («Caja», issue 32, docs/cash-up.md), the same for the API and the screen: whose till a session
 * may see, close or reopen, and how counted cash compares with what the till should hold. Money in whole cents.
 */
import { formatARSCents } from './format';
import { toCents } from './money';
import type { Rol, SessionUser } from './schemas/auth';

/** The roles that keep a till: the front desk and administrators. Any other role is refused (403). */
export const ROLES_CON_CAJA: readonly Rol[] = ['admin', 'recepcion'];

type Sesion = Pick<SessionUser, 'usuario' | 'rol'>;

export function tieneCaja(sesion: Pick<SessionUser, 'rol'>): boolean {
  return ROLES_CON_CAJA.includes(sesion.rol);
}

/** An administrator sees every user's till and every closure; reception only its own. */
export function puedeVerTodasLasCajas(sesion: Pick<SessionUser, 'rol'>): boolean {
  return tieneCaja(sesion) && sesion.rol === 'admin';
}

/** Reception sees its own till; an administrator sees everyone's. */
export function puedeVerCaja(sesion: Sesion, usuario: string): boolean {
  return tieneCaja(sesion) && (puedeVerTodasLasCajas(sesion) || sesion.usuario === usuario);
}

/** Everyone closes only their own till: whoever counts the drawer signs the count, administrators included. */
export function puedeCerrarCaja(sesion: Sesion, usuario: string): boolean {
  return tieneCaja(sesion) && sesion.usuario === usuario;
}

/** Reopening a closure (with a reason) is an administrator's call. */
export function puedeReabrirCaja(sesion: Pick<SessionUser, 'rol'>): boolean {
  return sesion.rol === 'admin';
}

/** Counted less expected, exact to the cent: above 0 the drawer holds more than it should, below 0 less. */
export function diferenciaCaja(esperado: number, contado: number): number {
  return (toCents(contado) - toCents(esperado)) / 100;
}

/** A till that does not square must say why: any difference needs a note. */
export function requiereObservacion(esperado: number, contado: number): boolean {
  return toCents(contado) !== toCents(esperado);
}

/** How staff read a difference: «Sobrante de $ 500», «Faltante de $ 1.200,50», «Sin diferencia». */
export function diferenciaLabel(diferencia: number): string {
  const c = toCents(diferencia);
  if (c === 0) return 'Sin diferencia';
  return `${c > 0 ? 'Sobrante' : 'Faltante'} de ${formatARSCents(Math.abs(c) / 100)}`;
}
