/** Renders public components with what the app provides them (navigation). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NavigationProvider } from '../lib/navigation';

export function renderSite(ui: ReactElement, navigate: (to: string) => void = jest.fn()) {
  return render(<NavigationProvider value={navigate}>{ui}</NavigationProvider>);
}

export const SITIO = {
  telefono: '+54 9 2664 55-1234',
  whatsapp: '5492664551234',
  email: 'reservas@example.com',
  direccion: 'Ruta 1 km 5, Merlo, San Luis',
  mapa_url: 'https://maps.google.com/maps?q=Merlo&output=embed',
  nombre: 'Camping Test',
};
