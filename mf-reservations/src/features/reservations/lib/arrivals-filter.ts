/**
 * «Próximas llegadas» (issue 37): the quick filter of the Reservas list. The server keeps the stays arriving from
 * today on (GET reservas?page=&llegadas=proximas) and the screen asks for them soonest first; turning it off goes
 * back to the spec's default order (entry date, newest first). A booking made today is one tap away.
 */
import type { SortingState } from '@tanstack/react-table';

export const ARRIVALS_SORT: SortingState = [{ id: 'fecha_entrada', desc: false }];

/** How many filters narrow the list besides the search and the quick filter: the count on «Filtros». */
export function activeFilterCount(f: { tipo: string; saldo: unknown; prereservas: unknown }): number {
  return (f.tipo !== 'todos' ? 1 : 0) + (f.saldo !== null ? 1 : 0) + (f.prereservas !== null ? 1 : 0);
}
