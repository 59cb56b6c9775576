/** Step 1, Fechas: the stay on a range calendar; nothing before today, nothing beyond 10 years. */
import { useFormContext } from 'react-hook-form';
import { maxFutureIso } from '@camping/contracts/dates';
import { DateRangePicker } from '../../../components/date-range-picker';
import type { WizardValues } from '../lib/wizard-rules';

export function WizardStepDates({ today, values }: { today: string; values: WizardValues }) {
  const { setValue } = useFormContext<WizardValues>();
  const { fecha_entrada: entrada, fecha_salida: salida } = values;
  return (
    <div className="rsv-step">
      <p className="rsv-step-lead">Toque el día de entrada y después el de salida.</p>
      <DateRangePicker
        legend="Fechas de la estadía"
        entrada={entrada}
        salida={salida}
        minDate={today}
        maxDate={maxFutureIso(today)}
        resetOnSelect
        onChange={(range) => {
          setValue('fecha_entrada', range.entrada);
          setValue('fecha_salida', range.salida);
          // A unit free for the old dates may not be free for the new ones.
          setValue('hospedaje_id', '');
        }}
      />
    </div>
  );
}
