/**
 * «Seña» (issue 16): the deposit received with the booking, recorded as its first payment in the same transaction.
 * Optional: left empty, the booking is saved with nothing paid. Shows the balance that will remain.
 */
import type { UseFormRegister } from 'react-hook-form';
import { formatARSCents } from '@camping/contracts/format';
import { saldoDe } from '@camping/contracts/payment-status';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { parseNumber } from '../../../lib/parse-number';
import { QUICK_PAYMENT_METHODS, quickTotal, type QuickValues } from '../lib/quick-form';

interface QuickSenaFieldsetProps {
  values: QuickValues;
  register: UseFormRegister<QuickValues>;
  inputProps: (name: keyof QuickValues, id: string, hint?: boolean) => Record<string, unknown>;
  err: (name: keyof QuickValues) => string | undefined;
}

export function QuickSenaFieldset({ values, register, inputProps, err }: QuickSenaFieldsetProps) {
  const sena = parseNumber(values.sena_monto);
  const total = quickTotal(values);
  const hint =
    sena !== null && sena > 0 && total > 0 && sena <= total
      ? `Saldo a cobrar: ${formatARSCents(saldoDe(total, sena))}`
      : 'Opcional: lo que el huésped ya pagó.';
  return (
    <div className="rsv-row-2 rsv-sena" role="group" aria-label="Seña recibida">
      <NumberField
        id="qr-sena"
        label="Seña recibida ($)"
        kind="money"
        error={err('sena_monto')}
        hint={hint}
        registration={register('sena_monto')}
      />
      <FormField id="qr-sena-metodo" label="Método de la seña" error={err('sena_metodo_pago')}>
        <select {...inputProps('sena_metodo_pago', 'qr-sena-metodo')} {...register('sena_metodo_pago')}>
          {QUICK_PAYMENT_METHODS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
