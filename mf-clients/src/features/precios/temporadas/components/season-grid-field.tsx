/**
 * A season's own prices, laid out as the base grid (camping base / adulto / menor, and each type by people), one
 * column per payment method; each cell starts at the base price. An empty cell is no price in the season.
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { METODO_PAGO_LABEL, METODOS_PAGO } from '@camping/contracts/domain';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';
import { campingLabel, peopleLabel, tipoTitle } from '../../lib/group-precios';
import type { SeasonFormValues, SeasonPriceValues } from '../lib/season-form-schema';

export interface SeasonGridFieldProps {
  idPrefix: string;
  grid: SeasonPriceValues;
  base: readonly PrecioRow[];
  register: UseFormRegister<SeasonFormValues>;
  errors: FieldErrors<SeasonFormValues>;
}

interface GridLine {
  key: string;
  label: string;
  /** The form's index of each method's cell. */
  cells: Partial<Record<string, number>>;
}

function hospedajeTables(grid: SeasonPriceValues, base: readonly PrecioRow[]) {
  const tables = new Map<number, { title: string; lines: Map<number, GridLine> }>();
  grid.hospedaje.forEach((row, index) => {
    const nombre = base.find((r) => r.tipo_hospedaje_id === row.tipo_hospedaje_id)?.tipo_hospedaje_nombre ?? String(row.tipo_hospedaje_id);
    const table = tables.get(row.tipo_hospedaje_id) ?? { title: tipoTitle(nombre), lines: new Map<number, GridLine>() };
    const line = table.lines.get(row.cantidad_personas) ?? { key: String(row.cantidad_personas), label: peopleLabel(row.cantidad_personas), cells: {} };
    line.cells[row.metodo_pago] = index;
    table.lines.set(row.cantidad_personas, line);
    tables.set(row.tipo_hospedaje_id, table);
  });
  return [...tables.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tipo, t]) => ({ key: `h${tipo}`, title: t.title, lines: [...t.lines.entries()].sort(([a], [b]) => a - b).map(([, l]) => l) }));
}

function campingTable(grid: SeasonPriceValues) {
  const lines = new Map<string, GridLine>();
  grid.camping.forEach((row, index) => {
    const line = lines.get(row.descripcion) ?? { key: row.descripcion, label: campingLabel(row.descripcion), cells: {} };
    line.cells[row.metodo_pago] = index;
    lines.set(row.descripcion, line);
  });
  const order = ['base', 'adulto', 'menor'];
  return { key: 'camping', title: 'Camping', lines: [...lines.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)) };
}

export function SeasonGridField({ idPrefix, grid, base, register, errors }: SeasonGridFieldProps) {
  const metodos = METODOS_PAGO.filter((m) => grid.hospedaje.some((r) => r.metodo_pago === m) || grid.camping.some((r) => r.metodo_pago === m));
  const tables = [...(grid.camping.length ? [{ ...campingTable(grid), kind: 'camping' as const }] : []), ...hospedajeTables(grid, base).map((t) => ({ ...t, kind: 'hospedaje' as const }))];
  const gridError = errors.precios?.message ?? errors.precios?.root?.message;
  return (
    <fieldset className="mfc-season-grid">
      <legend>Precios propios por día (pesos)</legend>
      <p className="field-hint">Empiezan en los precios base. Una celda vacía no tiene precio en esta temporada.</p>
      {gridError ? (
        <p className="field-error" role="alert">
          {gridError}
        </p>
      ) : null}
      {tables.map((table) => (
        <div key={table.key} className="mfc-season-grid-table">
          <h4>{table.title}</h4>
          <table className="data-table mfc-price-table">
            <caption className="visually-hidden">{table.title}</caption>
            <thead>
              <tr>
                <th scope="col">{table.kind === 'camping' ? 'Concepto' : 'Personas'}</th>
                {metodos.map((m) => (
                  <th scope="col" key={m}>
                    {METODO_PAGO_LABEL[m]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{line.label}</th>
                  {metodos.map((m) => {
                    const index = line.cells[m];
                    if (index === undefined) return <td key={m} data-label={METODO_PAGO_LABEL[m]} />;
                    const name = table.kind === 'camping' ? (`precios.camping.${index}.precio` as const) : (`precios.hospedaje.${index}.precio` as const);
                    const cellError = table.kind === 'camping' ? errors.precios?.camping?.[index]?.precio : errors.precios?.hospedaje?.[index]?.precio;
                    const id = `${idPrefix}-${table.key}-${line.key}-${m}`;
                    return (
                      <td key={m} data-label={METODO_PAGO_LABEL[m]}>
                        <input
                          id={id}
                          className="input mfc-season-price"
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          aria-label={`${table.title}, ${line.label}, ${METODO_PAGO_LABEL[m]}`}
                          aria-invalid={cellError ? true : undefined}
                          aria-describedby={cellError ? `${id}-error` : undefined}
                          {...register(name)}
                        />
                        {cellError ? (
                          <span id={`${id}-error`} className="field-error" role="alert">
                            {cellError.message}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </fieldset>
  );
}
