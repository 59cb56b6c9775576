/** How each client field reads in the list, the cards and the detail (es-AR formats of libs/contracts). */
import { formatDateAR, formatPhone } from '@camping/contracts/format';
import type { Cliente } from '@camping/contracts/schemas/cliente';

export const NO_ESPECIFICADO = 'No especificado';
export const NO_ESPECIFICADA = 'No especificada';

export function fullName(cliente: Pick<Cliente, 'nombre' | 'apellido'>): string {
  return `${cliente.nombre} ${cliente.apellido}`.trim();
}

export function clientCellText(cliente: Cliente, columnId: string): string {
  switch (columnId) {
    case 'apellido':
      return cliente.apellido;
    case 'nombre':
      return cliente.nombre;
    case 'documento':
      return cliente.documento;
    case 'telefono':
      return formatPhone(cliente.telefono) || '—';
    case 'modelo_vehiculo':
      return cliente.modelo_vehiculo?.trim() || '—';
    case 'patente':
      return cliente.patente?.trim() || '—';
    case 'created_at':
      return formatDateAR(cliente.created_at);
    default:
      return '';
  }
}
