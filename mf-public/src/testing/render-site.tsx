/** Renders public components with what the app provides them (TanStack Query, navigation). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NavigationProvider } from '../lib/navigation';

export function renderSite(ui: ReactElement, navigate: (to: string) => void = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={navigate}>{ui}</NavigationProvider>
    </QueryClientProvider>,
  );
}

export const SITIO = {
  telefono: '+54 9 2664 55-1234',
  whatsapp: '5492664551234',
  email: 'reservas@example.com',
  direccion: 'Ruta 1 km 5, Merlo, San Luis',
  mapa_url: 'https://maps.google.com/maps?q=Merlo&output=embed',
  nombre: 'Camping Test',
};
