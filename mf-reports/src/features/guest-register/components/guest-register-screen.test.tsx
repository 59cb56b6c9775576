import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistroFila } from '@camping/contracts/schemas/huesped';
import { App } from '../../../app/app';

jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const requests: URL[] = [];

const fila = (n: number, extra: Partial<RegistroFila> = {}): RegistroFila => ({
  reserva_id: 10,
  fecha_entrada: '2030-03-10',
  fecha_salida: '2030-03-12',
  unidad: 'Cabaña 2',
  titular: n === 0,
  nombre: `Nombre${n}`,
  apellido: 'Quiroga',
  tipo_documento: 'dni',
  documento: `3000000${n}`,
  nacionalidad: 'Argentina',
  fecha_nacimiento: null,
  checkin_at: '2030-03-10T17:05:00.000Z',
  hora_llegada: n === 0 ? '14:30' : null,
  patente: null,
  ...extra,
});

/** GET registro-huespedes at the fetch boundary: 120 guests, 50 a page. */
function serve() {
  requests.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    if (!url.pathname.endsWith('/endpoints/registro-huespedes')) return { ok: false, status: 404, text: async () => '{}' } as Response;
    const page = Number(url.searchParams.get('page'));
    const filas = Array.from({ length: page === 3 ? 20 : 50 }, (_, i) => fila(i, i === 1 ? { tipo_documento: 'pasaporte', documento: 'UY123' } : {}));
    const body = { success: true, filas, page, page_size: 50, total: 120 };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

describe('Registro de huéspedes (issue 36)', () => {
  beforeEach(serve);

  it('lists this month from the server, 50 a page, with the files for the whole range', async () => {
    render(<App pathname="/admin/registro-huespedes" hash="" screen="registro-huespedes" navigate={jest.fn()} user={null} reportError={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de huéspedes' })).toBeInTheDocument();
    await screen.findByText('120 huéspedes', { exact: false });
    const q = requests.at(-1)!.searchParams;
    expect(q.get('page')).toBe('1');
    expect(q.get('page_size')).toBe('50');
    expect(q.get('desde')?.endsWith('-01')).toBe(true);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(rows[1]).toHaveTextContent('Quiroga, Nombre0 · titular');
    expect(rows[1]).toHaveTextContent('10/03/2030 14:30');
    expect(rows[2]).toHaveTextContent('Pasaporte UY123');
    const csv = screen.getByRole('link', { name: 'Descargar CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/endpoints/registro-huespedes?desde=${q.get('desde')}&hasta=${q.get('hasta')}&formato=csv`);
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('page')).toBe('2'));
  });
});
