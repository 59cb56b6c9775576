/** Reserva Rápida's entry and exit dates, each with its weekday, and the nights once both are set. */
import type { UseFormRegister } from 'react-hook-form';
import { addDaysIso, isIsoDate, maxFutureIso, nightsBetween } from '@camping/contracts/dates';
import { FormField } from '../../../components/form-field';
import { dateWithWeekday } from '../../../lib/date-label';
import { nightsLabel } from '../../../lib/lodging-label';
import type { QuickValues } from '../lib/quick-form';

interface QuickDateFieldsProps {
  values: QuickValues;
  today: string;
  datesReady: boolean;
  register: UseFormRegister<QuickValues>;
  inputProps: (name: keyof QuickValues, id: string, hint?: boolean) => Record<string, unknown>;
  err: (name: keyof QuickValues) => string | undefined;
}

export function QuickDateFields({ values, today, datesReady, register, inputProps, err }: QuickDateFieldsProps) {
  return (
    <div className="rsv-row-2">
      <FormField
        id="qr-entrada"
        label="Fecha entrada"
        required
        error={err('fecha_entrada')}
        hint={dateWithWeekday(values.fecha_entrada) || undefined}
      >
        <input
          {...inputProps('fecha_entrada', 'qr-entrada', isIsoDate(values.fecha_entrada))}
          type="date"
          min={today}
          max={maxFutureIso(today)}
          {...register('fecha_entrada')}
        />
      </FormField>
      <FormField
        id="qr-salida"
        label="Fecha salida"
        required
        error={err('fecha_salida')}
        hint={
          isIsoDate(values.fecha_salida)
            ? `${dateWithWeekday(values.fecha_salida)}${datesReady ? ` · ${nightsLabel(nightsBetween(values.fecha_entrada, values.fecha_salida))}` : ''}`
            : undefined
        }
      >
        <input
          {...inputProps('fecha_salida', 'qr-salida', isIsoDate(values.fecha_salida))}
          type="date"
          min={isIsoDate(values.fecha_entrada) ? addDaysIso(values.fecha_entrada, 1) : today}
          max={maxFutureIso(today)}
          {...register('fecha_salida')}
        />
      </FormField>
    </div>
  );
}
