/** How a reservation's lodging reads in the history: 'Cabaña 3', 'Dormis 0', 'Camping', 'Grupo'. */
import { TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import type { Reserva } from '@camping/contracts/schemas/reserva';

const TIPO_NOMBRE: Record<string, string> = {
  'cabaña': 'Cabaña',
  cabana: 'Cabaña',
  dormis: 'Dormis',
  camping: 'Camping',
  grupos: 'Grupo',
  grupo: 'Grupo',
};

export function tipoHospedajeLabel(nombre: string): string {
  const key = nombre.trim().toLowerCase();
  return TIPO_NOMBRE[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : '');
}

export function reservaHospedajeLabel(reserva: Pick<Reserva, 'tipo_hospedaje' | 'tipo_hospedaje_id' | 'numero_hospedaje'>): string {
  if (reserva.tipo_hospedaje_id === TIPO_GRUPOS) return 'Grupo';
  const tipo = tipoHospedajeLabel(reserva.tipo_hospedaje);
  if (reserva.tipo_hospedaje_id === TIPO_CAMPING || reserva.numero_hospedaje === null) return tipo;
  return `${tipo} ${reserva.numero_hospedaje}`;
}
