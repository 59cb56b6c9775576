/**
 * The «Pago» of a stay in the Reservas table and cards (issue 16): its status and a partial payment's balance. A
 * cancelled stay owes nothing (issue 32): instead of «Pagada» or «Pago parcial · Saldo», what it kept, if anything.
 */
import { formatARSCents } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { PaymentStatusBadge } from '@camping/ui/payment-status-badge';
import { saldoAdeudado } from '@camping/contracts/payment-status';

export function StayPaymentStatus({ reserva: r }: { reserva: Pick<Reserva, 'estado' | 'estado_pago' | 'saldo' | 'total_pagado'> }) {
  if (r.estado === 'cancelada') {
    return r.total_pagado > 0 ? (
      <span className="rsv-muted rsv-kept">Conservado {formatARSCents(r.total_pagado)}</span>
    ) : (
      <span className="rsv-muted" title="Cancelada sin pagos: no se debe nada">
        —
      </span>
    );
  }
  return (
    <>
      <PaymentStatusBadge estado={r.estado_pago} />
      {r.estado_pago === 'parcial' ? <span className="rsv-muted"> Saldo {formatARSCents(saldoAdeudado(r))}</span> : null}
    </>
  );
}
