/**
 * The Reservas toolbar: the search, the quick filter «Próximas llegadas» and the filters (type, payment, holds) with
 * the phone's sort. On a phone (issue 37) the filters fold behind «Filtros», which counts the active ones, so the
 * first screen shows the list; the search and the quick filter stay in view. On wider screens everything shows.
 */
import type { SortingState } from '@tanstack/react-table';
import { useId, useState } from 'react';
import type { PrereservasFiltro, SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';
import { SearchIcon } from '../../../components/icons';
import { HoldFilterChips } from '../../holds/components/hold-filter-chips';
import { activeFilterCount } from '../lib/arrivals-filter';
import { SALDO_FILTERS } from '../lib/saldo-filter';
import { TYPE_FILTERS, type TypeFilterValue } from '../lib/type-filter';
import './reservations-toolbar.css';

export const NARROW_SORTS: Array<{ value: string; label: string; sorting: SortingState }> = [
  { value: 'entrada-desc', label: 'Entrada más lejana', sorting: [{ id: 'fecha_entrada', desc: true }] },
  { value: 'entrada-asc', label: 'Entrada más próxima', sorting: [{ id: 'fecha_entrada', desc: false }] },
  { value: 'cliente-asc', label: 'Cliente (A-Z)', sorting: [{ id: 'cliente', desc: false }] },
  { value: 'monto-desc', label: 'Mayor monto', sorting: [{ id: 'monto_total', desc: true }] },
];

export interface ToolbarFilters {
  tipo: TypeFilterValue;
  saldo: SaldoFiltro | null;
  prereservas: PrereservasFiltro | null;
  llegadas: boolean;
}

export interface ReservationsToolbarProps {
  narrow: boolean;
  searchText: string;
  onSearchText: (text: string) => void;
  searching: boolean;
  filters: ToolbarFilters;
  onTipo: (tipo: TypeFilterValue) => void;
  onSaldo: (saldo: SaldoFiltro | null) => void;
  onPrereservas: (value: PrereservasFiltro | null) => void;
  onLlegadas: (on: boolean) => void;
  /** The phone's sort select: its value ('' when the table's sort is none of the options) and its change. */
  narrowSort: string;
  onSort: (sorting: SortingState) => void;
}

export function ReservationsToolbar(props: ReservationsToolbarProps) {
  const { narrow, filters } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  const shown = !narrow || open;
  return (
    <div className="card rsv-toolbar">
      <div className="rsv-search">
        <label htmlFor="rsv-search" className="visually-hidden">
          Buscar reservas
        </label>
        <span className="rsv-search-icon">
          <SearchIcon />
        </span>
        <input
          id="rsv-search"
          type="search"
          className={props.searching ? 'input rsv-search-input-busy' : 'input'}
          // The whole hint fits a phone's field too (issue 37): the label says it searches reservations.
          placeholder={narrow ? 'Nombre, hospedaje u observación' : 'Buscar por nombre, apellido, hospedaje u observaciones'}
          value={props.searchText}
          onChange={(e) => props.onSearchText(e.target.value)}
          autoComplete="off"
        />
        {props.searching ? <span className="rsv-dot-spinner rsv-search-busy" role="status" aria-label="Buscando" /> : null}
      </div>
      <div className="rsv-quick">
        <button
          type="button"
          className={filters.llegadas ? 'rsv-chip active rsv-chip-arrivals' : 'rsv-chip rsv-chip-arrivals'}
          aria-pressed={filters.llegadas}
          onClick={() => props.onLlegadas(!filters.llegadas)}
        >
          Próximas llegadas
        </button>
        {narrow ? (
          <button type="button" className="rsv-chip rsv-filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            Filtros{count > 0 ? ` (${count})` : ''}
            <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
          </button>
        ) : null}
      </div>
      <div id={panelId} className="rsv-filters" hidden={!shown}>
        <div className="rsv-type-filter" role="group" aria-label="Filtrar por tipo de hospedaje">
          {TYPE_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={filters.tipo === f.value ? `rsv-chip active rsv-chip-${f.value}` : `rsv-chip rsv-chip-${f.value}`}
              aria-pressed={filters.tipo === f.value}
              onClick={() => props.onTipo(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <div className="rsv-type-filter rsv-pay-filter" role="group" aria-label="Filtrar por pago">
          {SALDO_FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              className={filters.saldo === f.value ? 'rsv-chip active' : 'rsv-chip'}
              aria-pressed={filters.saldo === f.value}
              onClick={() => props.onSaldo(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <HoldFilterChips value={filters.prereservas} onChange={props.onPrereservas} />
        {narrow ? <NarrowSort value={props.narrowSort} onSort={props.onSort} /> : null}
      </div>
    </div>
  );
}

function NarrowSort({ value, onSort }: { value: string; onSort: (sorting: SortingState) => void }) {
  return (
    <div className="rsv-narrow-sort">
      <label htmlFor="rsv-sort">Ordenar por</label>
      <select
        id="rsv-sort"
        className="input"
        value={value}
        onChange={(e) => {
          const option = NARROW_SORTS.find((s) => s.value === e.target.value);
          if (option) onSort(option.sorting);
        }}
      >
        {value === '' ? <option value="">Orden de la tabla</option> : null}
        {NARROW_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
