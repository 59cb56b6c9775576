import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from './date-field';
import { Dialog } from './dialog';

function Harness({ initial = '2026-11-27', onChange = jest.fn(), min, max }: { initial?: string; onChange?: jest.Mock; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="f">Fecha</label>
      <DateField
        id="f"
        value={value}
        min={min}
        max={max}
        onChange={(iso) => {
          onChange(iso);
          setValue(iso);
        }}
      />
      <button type="button">Después</button>
    </>
  );
}

const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Elegir fecha' }));
  return screen.findByRole('dialog', { name: 'Elegir fecha' });
};

describe('DateField calendar', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T15:00:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('opens on the chosen day, in Spanish from Monday, and a click picks a day', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Elegir fecha' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const calendar = await openCalendar();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(calendar).getByText('noviembre 2026')).toBeInTheDocument();
    const weekdays = [...calendar.querySelectorAll('th.rdp-weekday')].map((th) => th.getAttribute('aria-label'));
    expect(weekdays[0]).toBe('lunes');
    expect(weekdays[6]).toBe('domingo');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('27 de noviembre de 2026')));
    await userEvent.click(within(calendar).getByRole('button', { name: 'Ir al mes siguiente' }));
    await userEvent.click(within(calendar).getByRole('button', { name: /sábado, 5 de diciembre de 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Fecha')).toHaveValue('05/12/2026');
    expect(screen.getByLabelText('Fecha')).toHaveFocus();
  });

  it('is reachable by keyboard: Alt+↓ opens it, the arrows move, Enter picks, Escape closes', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    screen.getByLabelText('Fecha').focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: 'Elegir fecha' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('27 de noviembre')));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elegir fecha' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Elegir fecha' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elegir fecha' })).toHaveFocus();
  });

  it('honours min and max: days outside are disabled and no month outside is offered', async () => {
    render(<Harness min="2026-11-20" max="2026-11-30" />);
    const calendar = await openCalendar();
    expect(within(calendar).getByRole('button', { name: /jueves, 19 de noviembre de 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /viernes, 20 de noviembre de 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Ir al mes siguiente' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: 'Ir al mes anterior' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('closes on a click outside, and the button toggles it', async () => {
    render(<Harness />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Después' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir fecha' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside a modal, Escape closes the calendar and leaves the modal open', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Mover estadía">
        <Harness />
      </Dialog>,
    );
    await openCalendar();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Elegir fecha' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Mover estadía' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
