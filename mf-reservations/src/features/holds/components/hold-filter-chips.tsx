/** «Todas · Pre-reservas · Vencen hoy» above the Reservas list; the server filters (GET reservas?page&prereservas). */
import type { PrereservasFiltro } from '@camping/contracts/schemas/reserva-pagina';
import { HOLD_FILTERS } from '../lib/hold-filter';

export function HoldFilterChips({ value, onChange }: { value: PrereservasFiltro | null; onChange: (value: PrereservasFiltro | null) => void }) {
  return (
    <div className="rsv-type-filter rsv-hold-filter" role="group" aria-label="Filtrar pre-reservas">
      {HOLD_FILTERS.map((f) => (
        <button
          key={f.label}
          type="button"
          className={value === f.value ? 'rsv-chip active rsv-chip-hold' : 'rsv-chip rsv-chip-hold'}
          aria-pressed={value === f.value}
          onClick={() => onChange(f.value)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}
