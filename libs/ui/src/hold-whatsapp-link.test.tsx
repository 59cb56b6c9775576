import { render, screen } from '@testing-library/react';
import { MSG } from '@camping/contracts/messages';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { HoldExpiry } from './hold-expiry';
import { HoldWhatsappLink } from './hold-whatsapp-link';

const configuracion = {
  sena_porcentaje: 30,
  horas_prereserva: 24,
  alias_bancario: 'camping.sanluis',
  cbu: '2850590940090418135201',
  titular_cuenta: 'Camping SRL',
  whatsapp_negocio: null,
  minutos_sincronizacion: 15,
  actualizado_el: '2030-03-01T12:00:00.000Z',
  actualizado_por: 'admin',
};
const hold = reservaFixture({ estado: 'pendiente', vence_el: '2030-03-10T21:30:00.000Z', telefono: '(0266) 15 444-1234' });

describe('HoldWhatsappLink', () => {
  it('opens wa.me with the +54 9 number and the hold message', () => {
    render(<HoldWhatsappLink reserva={hold} configuracion={configuracion} />);
    const link = screen.getByRole('link', { name: 'Enviar WhatsApp con la seña' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5492664441234');
    expect(url.searchParams.get('text')).toContain('seña del 30 %');
    expect(url.searchParams.get('text')).toContain('hasta el 10/03/2030 18:30');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says why there is no link when the guest has no phone', () => {
    render(<HoldWhatsappLink reserva={{ ...hold, telefono: null }} configuracion={configuracion} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(MSG.sinTelefonoWhatsapp);
  });

  it('waits for the settings, and says when they failed', () => {
    const { rerender } = render(<HoldWhatsappLink reserva={hold} configuracion={undefined} />);
    expect(screen.getByRole('button', { name: 'Preparando WhatsApp...' })).toBeDisabled();
    rerender(<HoldWhatsappLink reserva={hold} configuracion={undefined} configuracionError />);
    expect(screen.getByRole('note')).toHaveTextContent('No se pudieron cargar los datos de la seña');
  });
});

describe('HoldExpiry', () => {
  it('shows the expiry in San Luis time', () => {
    render(<HoldExpiry venceEl="2030-03-10T21:30:00.000Z" />);
    expect(screen.getByText('Pre-reserva · vence 10/03/2030 18:30')).toBeInTheDocument();
  });
});
