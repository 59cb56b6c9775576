import { ESTADO_PAGO_LABEL, type EstadoPago } from '@camping/contracts/domain';

/** A reservation's payment status (issue 16): «Sin pagos», «Pago parcial», «Pagada». */
export function PaymentStatusBadge({ estado }: { estado: EstadoPago }) {
  return <span className={`badge badge-pago-${estado}`}>{ESTADO_PAGO_LABEL[estado]}</span>;
}
