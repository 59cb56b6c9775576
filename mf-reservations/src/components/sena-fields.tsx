/**
 * «Seña recibida» (issue 16): the deposit received with the booking, recorded by the API as its first payment in the
 * same transaction. Optional: left empty, the booking is saved with nothing paid. Shows the balance that will remain.
 * Used by Reserva Rápida and by the wizard's Detalles step.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { METODO_PAGO_OPCIONES } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import { saldoDe } from '@camping/contracts/payment-status';
import { FormField, describedBy } from './form-field';
import { NumberField } from './number-field';
import { parseNumber } from '../lib/parse-number';

export interface SenaFieldsProps {
  idPrefix: string;
  /** The booking's total, to show the balance left. */
  total: number;
  /** The amount typed, as text. */
  monto: string;
  montoRegistration: UseFormRegisterReturn;
  metodoRegistration: UseFormRegisterReturn;
  montoError?: string;
  metodoError?: string;
}

export function SenaFields({ idPrefix, total, monto, montoRegistration, metodoRegistration, montoError, metodoError }: SenaFieldsProps) {
  const sena = parseNumber(monto);
  const hint =
    sena !== null && sena > 0 && total > 0 && sena <= total
      ? `Saldo a cobrar: ${formatARSCents(saldoDe(total, sena))}`
      : 'Opcional: lo que el huésped ya pagó.';
  const metodoId = `${idPrefix}-sena-metodo`;
  return (
    <div className="rsv-row-2 rsv-sena" role="group" aria-label="Seña recibida">
      <NumberField id={`${idPrefix}-sena`} label="Seña recibida ($)" kind="money" error={montoError} hint={hint} registration={montoRegistration} />
      <FormField id={metodoId} label="Método de la seña" error={metodoError}>
        <select id={metodoId} aria-invalid={Boolean(metodoError)} aria-describedby={describedBy(metodoId, metodoError)} {...metodoRegistration}>
          {METODO_PAGO_OPCIONES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
