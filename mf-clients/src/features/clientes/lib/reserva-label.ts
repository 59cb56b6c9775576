/** How a reservation's lodging reads in the client's history: 'Cabaña 3', 'Dormi 0', 'Camping', 'Grupo' (lodging-names). */
import { nombreHospedaje } from '@camping/contracts/lodging-names';
import type { Reserva } from '@camping/contracts/schemas/reserva';

export function reservaHospedajeLabel(reserva: Pick<Reserva, 'tipo_hospedaje' | 'tipo_hospedaje_id' | 'numero_hospedaje'>): string {
  // The people are shown apart, so a group reads «Grupo».
  return nombreHospedaje({ tipo_hospedaje_id: reserva.tipo_hospedaje_id, tipo_hospedaje: reserva.tipo_hospedaje, numero_hospedaje: reserva.numero_hospedaje });
}
