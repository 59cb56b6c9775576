/** «Días sin ingresos»: one checkbox per weekday, Monday first as the complex reads a week; the value is 0–6 (domingo 0). */
import { DIAS_SEMANA } from '@camping/contracts/seasons/season-messages';

const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface WeekdayFieldProps {
  idPrefix: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}

export function WeekdayField({ idPrefix, value, onChange, error }: WeekdayFieldProps) {
  const toggle = (day: number, on: boolean) => onChange(on ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day));
  return (
    <fieldset className="mfc-season-weekdays" aria-describedby={`${idPrefix}-dias-hint${error ? ` ${idPrefix}-dias-error` : ''}`}>
      <legend>Días sin ingresos</legend>
      <span className="field-hint" id={`${idPrefix}-dias-hint`}>
        Una estadía cuya primera noche cae en la temporada no puede empezar esos días.
      </span>
      <div className="mfc-season-weekday-list">
        {ORDER.map((day) => (
          <label key={day} className="mfc-season-weekday">
            <input type="checkbox" checked={value.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />
            {capital(DIAS_SEMANA[day])}
          </label>
        ))}
      </div>
      {error ? (
        <span className="field-error" id={`${idPrefix}-dias-error`} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
