/** The discount is confirmed a second after the receptionist stops typing it (spec section 9). */
import { useEffect } from 'react';
import { formatARSCents } from '@camping/contracts/format';
import { notify } from '@camping/ui/toast';

export function useDiscountNotice(descuento: number, total: number): void {
  useEffect(() => {
    if (descuento <= 0 || total <= 0) return;
    const timer = setTimeout(
      () => notify.info(`Descuento de ${formatARSCents(descuento)} aplicado. Total: ${formatARSCents(total)}`),
      1000,
    );
    return () => clearTimeout(timer);
  }, [descuento, total]);
}
