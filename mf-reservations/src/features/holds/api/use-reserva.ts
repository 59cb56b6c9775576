import { useQuery } from '@tanstack/react-query';
import { getReserva } from '@camping/contracts/api/reservas';

/** One reservation as the server has it now (GET reservas?id=): a hold just created, for its WhatsApp message. */
export function useReserva(id: number) {
  return useQuery({
    queryKey: ['reservas', 'id', id],
    queryFn: ({ signal }) => getReserva(id, signal),
    select: (answer) => answer.reserva,
  });
}
