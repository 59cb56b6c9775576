/**
 * «Registrar salida» of a guest leaving before the booked day (issue 32): the stay as the one rule for a changed stay
 * shows it (booked → new dates, the amount before and for the nights used with its breakdown, what was paid), a note
 * when the arrival was never recorded, and the question of what to charge, Configuración's choice first. Until Configuración is read the question waits; if it cannot be read, the whole stay is offered first (what
 * the system did before the setting existed).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { nightPriceOf, nightPriceQuery } from '@camping/contracts/api/night-price-query';
import { formatClientName } from '@camping/contracts/format';
import type { EstadiaSalidaData } from '@camping/contracts/schemas/hoy';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reviewEarlyCheckout } from '@camping/contracts/stay-change';
import { salidaTrasCheckout } from '@camping/contracts/stay-states';
// By package name: Module Federation shares a module by the request that names it (see libs/ui's cancel dialog).
import { Dialog } from '@camping/ui/dialog';
import { Spinner } from '@camping/ui/spinner';
import { StayChangeFacts } from '@camping/ui/stay-change-confirmation';
import { useConfiguracion } from '@camping/ui/hooks/use-configuracion';
import { lodgingLabel } from '../../../lib/lodging-label';
import { SALIDA_SIN_INGRESO_AVISO } from '../lib/stay-action-confirmation';
import { EarlyCheckoutForm } from './early-checkout-form';

export interface EarlyCheckoutDialogProps {
  reserva: Reserva | null;
  /** Today in the complex's zone, as «Hoy» answered it. */
  hoy: string;
  checkOut: (data: EstadiaSalidaData) => Promise<unknown>;
  onClose: () => void;
}

export function EarlyCheckoutDialog({ reserva, hoy, checkOut, onClose }: EarlyCheckoutDialogProps) {
  const [sending, setSending] = useState(false);
  const send = async (data: EstadiaSalidaData) => {
    setSending(true);
    try {
      return await checkOut(data);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Salida anticipada"
      description={reserva ? `${formatClientName(reserva)} · ${lodgingLabel(reserva)}` : undefined}
      dismissable={!sending}
    >
      {reserva ? <EarlyCheckoutBody key={reserva.id} reserva={reserva} hoy={hoy} checkOut={send} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EarlyCheckoutBody({ reserva: r, hoy, checkOut, onClose }: Omit<EarlyCheckoutDialogProps, 'reserva'> & { reserva: Reserva }) {
  const configuracion = useConfiguracion();
  const salida = salidaTrasCheckout(r, hoy);
  // The rule says first whether it needs the list's price of a night (cabins and dormis); camping and groups do not.
  const needsPrice = reviewEarlyCheckout(r, salida, { status: 'pending' }).amount.kind === 'pending';
  const price = nightPriceOf(
    useQuery(nightPriceQuery(
        { tipoId: r.tipo_hospedaje_id, personas: r.cantidad_personas, metodoPago: r.metodo_pago, entrada: r.fecha_entrada, salida },
        needsPrice,
      ),
    ),
  );
  const review = useMemo(() => reviewEarlyCheckout(r, salida, price), [r, salida, price]);
  return (
    <>
      <StayChangeFacts review={review} />
      {r.checkin_at ? null : (
        <p className="rsv-info fd-early-note" role="note">
          {SALIDA_SIN_INGRESO_AVISO}
        </p>
      )}
      {configuracion.isPending ? (
        <Spinner label="Cargando la configuración..." />
      ) : (
        <EarlyCheckoutForm
          reservaId={r.id}
          review={review}
          cobroInicial={configuracion.data?.salida_anticipada_cobro ?? 'estadia_completa'}
          checkOut={checkOut}
          onDone={onClose}
          onBack={onClose}
        />
      )}
    </>
  );
}
