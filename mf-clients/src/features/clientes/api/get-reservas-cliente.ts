import { useQuery } from '@tanstack/react-query';
import { listReservasCliente } from '@camping/contracts/api/reservas';
import { clientesKeys } from './clientes-keys';

/** GET reservas?cliente_id: one client's whole history, for the detail modal. */
export function useReservasCliente(clienteId: number | null) {
  return useQuery({
    queryKey: clientesKeys.reservas(clienteId ?? 0),
    queryFn: ({ signal }) => listReservasCliente(clienteId as number, signal),
    enabled: clienteId !== null,
  });
}
