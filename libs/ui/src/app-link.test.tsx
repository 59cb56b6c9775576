import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink, isPlainClick } from './app-link';
import { ReservationLink, reservationUrl } from './reservation-link';

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
  it('is the main button without a modifier, on a link that opens here', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
  });
  it('leaves modified clicks, the middle button and other targets to the browser', () => {
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick(click, '_blank')).toBe(false);
  });
});

describe('AppLink', () => {
  it('is a real link whose plain click navigates inside the app', async () => {
    const navigate = jest.fn();
    render(
      <AppLink href="/admin/reservas/12" navigate={navigate}>
        Ver
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Ver' });
    expect(link).toHaveAttribute('href', '/admin/reservas/12');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/admin/reservas/12');
  });

  it('lets ctrl, ⌘ and middle clicks through to the browser (a new tab)', () => {
    const navigate = jest.fn();
    render(
      <AppLink href="/admin/hoy" navigate={navigate}>
        Hoy
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Hoy' });
    // fireEvent returns false when the default was prevented: here the browser keeps it.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('replaces the entry when asked, and respects an onClick that prevented the default', () => {
    const navigate = jest.fn();
    const { rerender } = render(
      <AppLink href="/admin/calendario" navigate={navigate} replace>
        Calendario
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Calendario' }));
    expect(navigate).toHaveBeenCalledWith('/admin/calendario', { replace: true });
    rerender(
      <AppLink href="/admin/calendario" navigate={navigate} onClick={(e) => e.preventDefault()}>
        Calendario
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Calendario' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('without navigate (a remote mounted alone) leaves the click to the browser', () => {
    render(<AppLink href="/admin/hoy">Hoy</AppLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Hoy' }))).toBe(true);
  });
});

describe('ReservationLink', () => {
  it('names the reservation and leads to its address', () => {
    render(<ReservationLink reservaId={42} navigate={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Reserva N.º 42' })).toHaveAttribute('href', '/admin/reservas/42');
  });

  it('builds the absolute address to share', () => {
    expect(reservationUrl(42, 'https://camping.example')).toBe('https://camping.example/admin/reservas/42');
  });
});
