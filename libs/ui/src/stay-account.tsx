/**
 * «Cuenta» of a stay (issue 32, «Charges»), written once for the Reservas detail and the calendar's detail, above the
 * payments: the lodging, the extras and manual charges, the discounts with their reason, each with who added it and
 * when; «Agregar cargo», «Agregar descuento» and «Quitar» (confirmed); the charges, discounts and total. The payments
 * panel below shows what was paid and the balance. Every write answers the stay as the server left it, and
 * `onChanged` hands it to the screen that holds it (its amount changed). A cancelled stay's account is a record: its
 * lines are shown, none is added or removed.
 */
import { useState } from 'react';
import { deleteLineaCuenta } from '@camping/contracts/api/cuenta';
import { failureMessage } from '@camping/contracts/api/http';
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA, confirmarQuitarCargoMessage, confirmarQuitarDescuentoMessage } from '@camping/contracts/messages-cuenta';
import type { CuentaEscrita, LineaCuenta } from '@camping/contracts/schemas/cuenta';
import type { Reserva } from '@camping/contracts/schemas/reserva';
// By package name, not './confirm-dialog': it opens over the detail's Dialog, and a relative import would bundle a
// second copy of the Dialog and of Radix here (cancel-reservation-dialog.tsx tells what that did).
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { ChargeForm } from './charge-form';
import { DiscountForm } from './discount-form';
import { useMoneyWritten } from './hooks/use-payment-mutations';
import { useStayAccount } from './hooks/use-stay-account';
import { Spinner } from './spinner';
import { StayAccountLines, StayAccountTotals } from './stay-account-lines';
import { notify } from './toast';

export interface StayAccountProps {
  reserva: Pick<Reserva, 'id' | 'estado' | 'monto_total' | 'descuento' | 'total_pagado'>;
  /** The stay as the server left it after a change of its account. */
  onChanged?: (reserva: Reserva) => void;
  /** The heading's id prefix, unique on the page. */
  idPrefix?: string;
}

type Abierto = 'cargo' | 'descuento' | null;

/** What «Quitar» asks before the line leaves the account. */
function confirmacion(l: LineaCuenta): string {
  const monto = formatARSCents(l.monto);
  return l.tipo === 'descuento' ? confirmarQuitarDescuentoMessage(l.motivo ?? l.concepto, monto) : confirmarQuitarCargoMessage(l.concepto, monto);
}

export function StayAccount({ reserva, onChanged, idPrefix = 'cuenta' }: StayAccountProps) {
  const cancelada = reserva.estado === 'cancelada';
  // Read again when the stay's figures change elsewhere (its amount edited, a payment, a cancellation).
  const { data, error, reload } = useStayAccount(reserva.id, `${reserva.monto_total}|${reserva.descuento}|${reserva.estado}|${reserva.total_pagado}`);
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [quitando, setQuitando] = useState<LineaCuenta | null>(null);
  const headingId = `${idPrefix}-titulo`;
  // A charge or a discount changes the stay's total: its account and every list or report that shows it, everywhere.
  const moneyWritten = useMoneyWritten();

  const written = (answer: CuentaEscrita) => {
    notify.success(answer.message);
    setAbierto(null);
    moneyWritten();
    onChanged?.(answer.reserva);
  };

  async function confirmRemove() {
    if (!quitando) return;
    try {
      written(await deleteLineaCuenta(quitando.id));
    } catch (e) {
      const message = failureMessage(e, MSG_CUENTA.errorQuitarLineaCuenta);
      if (message !== null) notify.error(message);
    } finally {
      setQuitando(null);
    }
  }

  return (
    <section className="acct-panel" aria-labelledby={headingId}>
      <div className="pay-head">
        <h3 id={headingId}>{MSG_CUENTA.cuentaTitulo}</h3>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}{' '}
          <button type="button" className="pay-link" onClick={reload}>
            Reintentar
          </button>
        </p>
      ) : null}
      {!data && !error ? <Spinner label="Cargando la cuenta..." /> : null}
      {data ? (
        <>
          <StayAccountLines lineas={data.lineas} noches={data.noches} onRemove={cancelada ? null : setQuitando} />
          <StayAccountTotals totales={data.totales} cancelada={cancelada} />
        </>
      ) : null}

      {cancelada ? (
        <p className="pay-empty">{MSG_CUENTA.cuentaReservaCancelada}.</p>
      ) : data && abierto === 'cargo' ? (
        <ChargeForm reservaId={reserva.id} noches={data.noches} onSaved={written} onCancel={() => setAbierto(null)} />
      ) : data && abierto === 'descuento' ? (
        <DiscountForm reservaId={reserva.id} totales={data.totales} pagado={data.totales.pagado} onSaved={written} onCancel={() => setAbierto(null)} />
      ) : data ? (
        <div className="acct-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAbierto('cargo')}>
            Agregar cargo
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAbierto('descuento')}>
            Agregar descuento
          </button>
        </div>
      ) : null}

      <ConfirmDialog
        open={quitando !== null}
        title={quitando?.tipo === 'descuento' ? 'Quitar descuento' : 'Quitar cargo'}
        message={quitando ? confirmacion(quitando) : ''}
        confirmLabel="Quitar"
        onConfirm={confirmRemove}
        onCancel={() => setQuitando(null)}
      />
    </section>
  );
}
