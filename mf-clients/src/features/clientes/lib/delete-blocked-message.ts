import { formatInteger } from '@camping/contracts/format';

/** Why a client with reservations cannot be deleted, said before anything is asked (issue 15). */
export function deleteBlockedMessage(reservas: number): string {
  const count = reservas === 1 ? 'una reserva registrada' : `${formatInteger(reservas)} reservas registradas`;
  return `Este cliente tiene ${count} y no se puede eliminar. Elimine o reasigne sus reservas primero.`;
}
