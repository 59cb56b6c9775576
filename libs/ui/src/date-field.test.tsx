import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { DateField } from './date-field';

function Harness({ initial = '2026-11-27', onChange = jest.fn(), ...props }: { initial?: string; onChange?: jest.Mock; min?: string; max?: string; allowEmpty?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="f">Fecha</label>
      <DateField
        id="f"
        value={value}
        onChange={(iso) => {
          onChange(iso);
          setValue(iso);
        }}
        {...props}
      />
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Otra
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows DD/MM/YYYY and gives YYYY-MM-DD once a real date is typed', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByLabelText('Fecha');
    expect(field).toHaveValue('27/11/2026');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await userEvent.clear(field);
    await userEvent.type(field, '3/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('03/12/2026');
    fireEvent.blur(field);
    expect(field).toHaveValue('03/12/2026');
  });

  it('takes digits only and puts the slashes in as they are typed', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial="" allowEmpty />);
    const field = screen.getByLabelText('Fecha');
    await userEvent.type(field, '05');
    expect(field).toHaveValue('05/');
    await userEvent.type(field, 'x12');
    expect(field).toHaveValue('05/12/');
    await userEvent.type(field, '2026');
    expect(field).toHaveValue('05/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
  });

  it('says in Spanish why it passes nothing on: a day that does not exist, out of range, half typed', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} max="2026-12-31" />);
    const field = screen.getByLabelText('Fecha');
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('31/02/2026 no es una fecha válida');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('31/02/2026 no es una fecha válida');
    await userEvent.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '01/01/2027');
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha no puede ser posterior al 31/12/2026');
    expect(onChange).not.toHaveBeenCalled();
    // Left: the field shows the date in use again (what the screen would send) and keeps saying why.
    fireEvent.blur(field);
    expect(field).toHaveValue('27/11/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha no puede ser posterior al 31/12/2026');
    await userEvent.clear(field);
    await userEvent.type(field, '05/12');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByRole('alert')).toHaveTextContent('«05/12» no es una fecha completa');
    await userEvent.type(field, '{ArrowUp}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not let Enter send a form while the text is not a usable date', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    const field = screen.getByLabelText('Fecha');
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2026{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '28/02/2026{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('accepts a pasted ISO date, follows a value set from outside, and may be emptied when allowed', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} allowEmpty />);
    const field = screen.getByLabelText('Fecha');
    fireEvent.change(field, { target: { value: '2026-12-24' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    fireEvent.blur(field);
    await userEvent.click(screen.getByRole('button', { name: 'Otra' }));
    expect(field).toHaveValue('05/01/2026');
    await userEvent.clear(field);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('moves a day with ↑ and ↓, within range', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} max="2026-11-28" />);
    const field = screen.getByLabelText('Fecha');
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveValue('28/11/2026');
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveValue('28/11/2026');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveValue('26/11/2026');
    expect(onChange.mock.calls.map(([iso]) => iso)).toEqual(['2026-11-28', '2026-11-27', '2026-11-26']);
  });
});
