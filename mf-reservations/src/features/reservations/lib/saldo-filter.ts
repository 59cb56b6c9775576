/** The payment filter of the Reservas list (issue 16): the server filters (GET reservas?page=&saldo=). */
import type { SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';

export const SALDO_FILTERS: ReadonlyArray<{ value: SaldoFiltro | null; label: string }> = [
  { value: null, label: 'Todos los pagos' },
  { value: 'pendiente', label: 'Con saldo pendiente' },
  { value: 'pagada', label: 'Pagadas' },
];
