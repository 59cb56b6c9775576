import { render, screen } from '@testing-library/react';
import { unitLabel, type MoveOption } from '@camping/contracts/unit-move';
import { UnitMoveSelect } from './unit-move-select';

const option = (id: number, tipo: number, numero: number, extra: Partial<MoveOption> = {}): MoveOption => ({
  id,
  numero,
  tipo_hospedaje_id: tipo,
  label: unitLabel({ tipo_hospedaje_id: tipo, numero }),
  actual: false,
  libre: true,
  ...extra,
});

describe('UnitMoveSelect', () => {
  it('lists the own unit first, then the free units grouped by type', () => {
    render(
      <label>
        Hospedaje
        <UnitMoveSelect options={[option(7, 1, 7, { actual: true }), option(8, 1, 8), option(23, 2, 3)]} defaultValue="7" />
      </label>,
    );
    const select = screen.getByRole('combobox', { name: 'Hospedaje' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['7', 'Cabaña 7 (actual)'],
      ['8', 'Cabaña 8'],
      ['23', 'Dormi 3'],
    ]);
    expect(Array.from(select.querySelectorAll('optgroup')).map((g) => g.label)).toEqual(['Cabañas', 'Dormis']);
    expect(select).toHaveValue('7');
  });

  it('says when the own unit is taken on the dates chosen', () => {
    render(<UnitMoveSelect aria-label="Hospedaje" options={[option(7, 1, 7, { actual: true, libre: false })]} />);
    expect(screen.getByRole('option')).toHaveTextContent('Cabaña 7 (actual, ocupada en esas fechas)');
  });
});
