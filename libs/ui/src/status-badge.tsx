import { ESTADO_LABEL } from '@camping/contracts/domain';

/** Reservation status badge; a missing status reads 'pendiente' (spec section 4). */
export function StatusBadge({ estado }: { estado: string | null | undefined }) {
  const value = estado && estado.trim() ? estado.trim().toLowerCase() : 'pendiente';
  return <span className={`badge badge-${value}`}>{ESTADO_LABEL[value] ?? value}</span>;
}
