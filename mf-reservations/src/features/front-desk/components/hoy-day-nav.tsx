/** ◀ the day ▶, a date field, and «Hoy» to come back. */
import { DateField } from '@camping/ui/date-field';
import { shiftDay } from '../lib/hoy-fecha';

export function HoyDayNav({ fecha, hoy, onChange }: { fecha: string; hoy: string | undefined; onChange: (fecha: string) => void }) {
  return (
    <div className="fd-day-nav" role="group" aria-label="Día">
      <button type="button" className="btn btn-secondary btn-sm" aria-label="Día anterior" onClick={() => onChange(shiftDay(fecha, -1))}>
        ◀
      </button>
      <DateField className="input fd-date" aria-label="Fecha" value={fecha} onChange={onChange} />
      <button type="button" className="btn btn-secondary btn-sm" aria-label="Día siguiente" onClick={() => onChange(shiftDay(fecha, 1))}>
        ▶
      </button>
      {hoy && hoy !== fecha ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(hoy)}>
          Volver a hoy
        </button>
      ) : null}
    </div>
  );
}
