/** «Pre-reserva · vence 12/03/2030 18:30»: how every screen marks a hold and its expiry (San Luis time). */
import { formatDateTimeAR } from '@camping/contracts/format';

export function HoldExpiry({ venceEl, className }: { venceEl: string | null | undefined; className?: string }) {
  const when = formatDateTimeAR(venceEl);
  return (
    <span className={className ? `hold-expiry ${className}` : 'hold-expiry'} title={`Pre-reserva: vence el ${when}`}>
      Pre-reserva · vence {when}
    </span>
  );
}
