/**
 * Reserva Rápida's entry and exit dates, each with its weekday, and the nights once both are set. The shared date
 * field (DD/MM/YYYY on any computer, its calendar) is bound to the form with a Controller: the form keeps
 * `YYYY-MM-DD` text, and an emptied field is '' so the schema says the date is missing.
 */
import { Controller, type Control } from 'react-hook-form';
import { addDaysIso, isIsoDate, maxFutureIso, nightsBetween } from '@camping/contracts/dates';
import { DateField } from '@camping/ui/date-field';
import { FormField } from '../../../components/form-field';
import { dateWithWeekday } from '../../../lib/date-label';
import { nightsLabel } from '../../../lib/lodging-label';
import type { QuickValues } from '../lib/quick-form';

interface QuickDateFieldsProps {
  values: QuickValues;
  today: string;
  datesReady: boolean;
  control: Control<QuickValues, unknown, QuickValues>;
  inputProps: (name: keyof QuickValues, id: string, hint?: boolean) => Record<string, unknown>;
  err: (name: keyof QuickValues) => string | undefined;
}

export function QuickDateFields({ values, today, datesReady, control, inputProps, err }: QuickDateFieldsProps) {
  /** One date of the form: the field shows DD/MM/YYYY, the form keeps ISO text; up to ten years ahead. */
  const dateControl = (name: 'fecha_entrada' | 'fecha_salida', id: string, min: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          {...inputProps(name, id, isIsoDate(values[name]))}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          allowEmpty
          min={min}
          max={maxFutureIso(today)}
        />
      )}
    />
  );
  return (
    <div className="rsv-row-2">
      <FormField
        id="qr-entrada"
        label="Fecha entrada"
        required
        error={err('fecha_entrada')}
        hint={dateWithWeekday(values.fecha_entrada) || undefined}
      >
        {dateControl('fecha_entrada', 'qr-entrada', today)}
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
        {dateControl('fecha_salida', 'qr-salida', isIsoDate(values.fecha_entrada) ? addDaysIso(values.fecha_entrada, 1) : today)}
      </FormField>
    </div>
  );
}
