import { useQuery } from '@tanstack/react-query';
import { listReservasPagina } from '@camping/contracts/api/reservas';
import { RESERVA_SORT_DEFAULT } from '@camping/contracts/schemas/reserva-pagina';

/** How many live holds expire before today ends (GET reservas?page=1&page_size=1&prereservas=vencen_hoy: one row). */
export function useHoldsDueToday() {
  return useQuery({
    queryKey: ['reservas', 'vencen-hoy'],
    queryFn: ({ signal }) =>
      listReservasPagina({ page: 1, page_size: 1, sort: RESERVA_SORT_DEFAULT, prereservas: 'vencen_hoy' }, signal),
    select: (pagina) => pagina.total,
    staleTime: 60_000,
  });
}
