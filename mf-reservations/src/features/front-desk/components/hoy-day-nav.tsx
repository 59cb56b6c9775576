/** ◀ the day ▶, a date field, and «Hoy» to come back. */
import { isIsoDate } from '@camping/contracts/dates';
import { shiftDay } from '../lib/hoy-fecha';

export function HoyDayNav({ fecha, hoy, onChange }: { fecha: string; hoy: string | undefined; onChange: (fecha: string) => void }) {
  return (
    <div className="fd-day-nav" role="group" aria-label="Día">
      <button type="button" className="btn btn-secondary btn-sm" aria-label="Día anterior" onClick={() => onChange(shiftDay(fecha, -1))}>
        ◀
      </button>
      <input
        type="date"
        className="input fd-date"
        aria-label="Fecha"
        value={fecha}
        onChange={(event) => isIsoDate(event.target.value) && onChange(event.target.value)}
      />
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
