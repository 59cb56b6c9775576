/** What the Reservas list says when no row answers its search and filters. */
import { MSG } from '@camping/contracts/messages';
import type { PrereservasFiltro, SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';
import type { TypeFilterValue } from './type-filter';

export interface ListFilters {
  term: string;
  prereservas: PrereservasFiltro | null;
  saldo: SaldoFiltro | null;
  tipo: TypeFilterValue;
  /** «Próximas llegadas» (issue 37). */
  llegadas?: boolean;
}

export function emptyListMessage({ term, prereservas, saldo, tipo, llegadas = false }: ListFilters): string {
  if (term !== '') return MSG.sinReservasBusqueda;
  if (llegadas) return 'No hay llegadas de hoy en adelante.';
  if (prereservas === 'vencen_hoy') return 'No hay pre-reservas que venzan hoy.';
  if (prereservas === 'vigentes') return 'No hay pre-reservas pendientes.';
  if (saldo === 'pendiente') return 'No hay reservas con saldo pendiente.';
  if (saldo !== null) return 'No hay reservas pagadas.';
  return tipo === 'todos' ? 'Todavía no hay reservas registradas.' : 'No hay reservas de este tipo.';
}
