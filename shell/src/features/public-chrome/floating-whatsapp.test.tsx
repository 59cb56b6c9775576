import './test-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BUBBLE_MESSAGE, FloatingWhatsApp, STATUS_LATER, STATUS_ONLINE } from './floating-whatsapp';

jest.mock('@camping/ui/hooks/use-sitio', () => ({
  useSitio: () => ({
    data: {
      telefono: '+54 9 2664 55-1234',
      whatsapp: '5492664551234',
      email: '',
      direccion: '',
      mapa_url: '',
      horario_atencion: { desde: '08:00', hasta: '20:00' },
    },
    isError: false,
  }),
}));

/** San Luis is UTC-3: 15:00 UTC is 12:00 there (open), 02:00 UTC is 23:00 the day before (closed). */
const NOON_IN_SAN_LUIS = new Date('2026-11-23T15:00:00Z');
const NIGHT_IN_SAN_LUIS = new Date('2026-11-24T02:00:00Z');

const mouse = { pointerType: 'mouse' };

describe('FloatingWhatsApp', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOON_IN_SAN_LUIS }));
  afterEach(() => jest.useRealTimers());

  it("reveals the bubble on hover with the message, 'En línea' and 'Reservar Ahora', and hides it 300 ms after leaving", () => {
    const { container } = render(<FloatingWhatsApp />);
    const wrapper = container.querySelector('.floating-whatsapp')!;
    fireEvent.pointerEnter(wrapper, mouse);
    const bubble = screen.getByTestId('whatsapp-bubble');
    expect(bubble).toHaveTextContent(BUBBLE_MESSAGE);
    expect(bubble).toHaveTextContent('En línea');
    const cta = screen.getByRole('link', { name: 'Reservar Ahora' });
    expect(cta.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5492664551234\?text=/);
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener');
    fireEvent.pointerLeave(wrapper, mouse);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByTestId('whatsapp-bubble')).not.toBeNull();
    fireEvent.pointerEnter(wrapper, mouse);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByTestId('whatsapp-bubble')).not.toBeNull();
    fireEvent.pointerLeave(wrapper, mouse);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByTestId('whatsapp-bubble')).toBeNull();
  });

  it("says 'Respondemos a la brevedad' instead of 'En línea' outside the reception hours", () => {
    jest.setSystemTime(NIGHT_IN_SAN_LUIS);
    render(<FloatingWhatsApp />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir chat de WhatsApp' }));
    const bubble = screen.getByTestId('whatsapp-bubble');
    expect(bubble).toHaveTextContent(STATUS_LATER);
    expect(bubble).not.toHaveTextContent(STATUS_ONLINE);
  });

  it('closes on an outside click', () => {
    render(
      <>
        <p>afuera</p>
        <FloatingWhatsApp />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abrir chat de WhatsApp' }));
    expect(screen.getByTestId('whatsapp-bubble')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('afuera'));
    expect(screen.queryByTestId('whatsapp-bubble')).toBeNull();
  });

  it('on a touch screen the first tap opens the bubble and the second opens the chat in a new tab', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { container } = render(<FloatingWhatsApp />);
    const button = screen.getByRole('button', { name: 'Abrir chat de WhatsApp' });
    fireEvent.pointerEnter(container.querySelector('.floating-whatsapp')!, { pointerType: 'touch' });
    expect(screen.queryByTestId('whatsapp-bubble')).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/5492664551234\?text=/), '_blank', 'noopener');
    open.mockRestore();
  });

  it('closes with Escape and the × button', () => {
    render(<FloatingWhatsApp />);
    const button = screen.getByRole('button', { name: 'Abrir chat de WhatsApp' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('whatsapp-bubble')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByTestId('whatsapp-bubble')).toBeNull();
    expect(button).toHaveFocus();
  });
});
