import { act, screen, waitFor, within } from '@testing-library/react';
import { getCotizacion, getSitio } from '@camping/contracts/api/publico';
import { renderSite, SITIO } from '../testing/render-site';
import { App } from './app';

jest.mock('@camping/contracts/api/publico', () => ({ getSitio: jest.fn(), getCotizacion: jest.fn() }));

const props = { hash: '', navigate: jest.fn(), user: null, reportError: jest.fn() };

describe('mf-public App', () => {
  beforeEach(() => {
    jest.mocked(getSitio).mockResolvedValue(SITIO);
    jest.mocked(getCotizacion).mockResolvedValue({ success: true, disponible: true, noches: 2, cotizaciones: [], message: 'ok' });
  });

  it('renders the home with the hero, its WhatsApp button and the four sections', async () => {
    renderSite(<App {...props} pathname="/" />);
    // The home is a chunk of its own, like every page: it shows once its code is here.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu escape perfecto a la naturaleza' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Tu escape perfecto a la naturaleza' });
    await waitFor(() =>
      expect(within(hero).getByRole('link', { name: 'Reservar Ahora' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/5492664551234\?text=/,
      ),
    );
    expect(within(hero).getByRole('link', { name: 'Reservar Ahora' })).toHaveAttribute('target', '_blank');
    for (const id of ['about', 'servicios', 'contact']) expect(document.getElementById(id)).not.toBeNull();
    expect(screen.getByText(/15 x 8 m/)).toBeInTheDocument();
    expect(await screen.findByTestId('contact-address')).toHaveTextContent(SITIO.direccion);
    await waitFor(() => expect(document.title).toBe('Camping, cabañas y dormis en San Luis · Tu escape perfecto a la naturaleza | Camping Test'));
    const jsonLd = JSON.parse(document.getElementById('datos-estructurados-complejo')!.textContent!);
    expect(jsonLd['@type']).toEqual(['Campground', 'LodgingBusiness']);
    expect(jsonLd.telephone).toBe(SITIO.telefono);
  });

  it.each([
    ['/camping', 'Camping', 40],
    ['/cabanas', 'Cabañas', 7],
    ['/dormis', 'Dormis', 5],
  ])('%s has its video and a gallery of %s pictures', async (pathname, title, count) => {
    jest.useFakeTimers();
    // Awaited: the page waits for its media table (React's `use`), which comes on its own.
    await act(async () => renderSite(<App {...props} pathname={pathname} />));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveTextContent('Tu navegador no soporta el elemento de video.');
    act(() => jest.advanceTimersByTime(400));
    const gallery = screen.getByRole('list', { name: `Galería de ${title.toLowerCase()}` });
    expect(within(gallery).getAllByRole('img')).toHaveLength(count);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    jest.useRealTimers();
  });

  it('embeds the configured map on /contact', async () => {
    renderSite(<App {...props} pathname="/contact" />);
    const frame = await screen.findByTitle(`Mapa: ubicación del complejo en ${SITIO.direccion}`);
    expect(frame).toHaveAttribute('src', SITIO.mapa_url);
  });

  it('answers unknown paths with a Spanish not-found page that is not indexed', async () => {
    renderSite(<App {...props} pathname="/no-existe" />);
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  });
});
