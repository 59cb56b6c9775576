/**
 * «Registrar salida» of a guest leaving before the booked day (issue 32): the stay (booked dates, leaving today, what
 * was paid), a note when the arrival was never recorded, and the question of what to charge, Configuración's choice
 * first. Until Configuración is read the question waits; if it cannot be read, the whole stay is offered first (what
 * the system did before the setting existed).
 */
import { useMemo, useState } from 'react';
import { nightsBetween } from '@camping/contracts/dates';
import { formatARSCents, formatClientName, formatDateAR } from '@camping/contracts/format';
import type { EstadiaSalidaData } from '@camping/contracts/schemas/hoy';
import type { Reserva } from '@camping/contracts/schemas/reserva';
// By package name: Module Federation shares a module by the request that names it (see libs/ui's cancel dialog).
import { Dialog } from '@camping/ui/dialog';
import { Spinner } from '@camping/ui/spinner';
import { useConfiguracion } from '../../../hooks/use-configuracion';
import { lodgingLabel, nightsLabel } from '../../../lib/lodging-label';
import { earlyCheckoutQuote } from '../lib/early-checkout';
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
  const quote = useMemo(() => earlyCheckoutQuote(r, hoy), [r, hoy]);
  return (
    <>
      <dl className="fd-early-stay">
        <div>
          <dt>Reservó</dt>
          <dd>
            {formatDateAR(r.fecha_entrada)} → {formatDateAR(r.fecha_salida)}{' '}
            <span className="fd-early-nights">({nightsLabel(nightsBetween(r.fecha_entrada, r.fecha_salida))})</span>
          </dd>
        </div>
        <div>
          <dt>Sale hoy</dt>
          <dd>{formatDateAR(hoy)}</dd>
        </div>
        <div>
          <dt>Pagado</dt>
          <dd data-testid="fd-early-pagado">{formatARSCents(r.total_pagado)}</dd>
        </div>
      </dl>
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
          quote={quote}
          cobroInicial={configuracion.data?.salida_anticipada_cobro ?? 'estadia_completa'}
          checkOut={checkOut}
          onDone={onClose}
          onBack={onClose}
        />
      )}
    </>
  );
}
