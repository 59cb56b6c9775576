import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as hospedajesApi from '@camping/contracts/api/hospedajes';
import * as temporadasApi from '@camping/contracts/api/temporadas';
import { ApiError } from '@camping/contracts/api/http';
import { notify, notifyWithAction } from '@camping/ui/toast';
import { precio, seededPrecios } from '../../../testing/fixtures';
import { renderWithQuery, setNarrow } from '../../../testing/render';
import { PricesScreen } from './prices-screen';

jest.mock('@camping/contracts/api/hospedajes');
// The seasons under the grid have their own tests (features/temporadas); here they answer an empty list.
jest.mock('@camping/contracts/api/temporadas');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
  notifyWithAction: jest.fn(),
}));
const undoToast = jest.mocked(notifyWithAction);
const api = jest.mocked(hospedajesApi);
const toast = jest.mocked(notify);
const admin = { usuario: 'admin', rol: 'admin' as const };
const staff = { usuario: 'recepcion', rol: 'recepcion' as const };

function renderScreen(user: typeof admin | typeof staff | null = admin) {
  const reportError = jest.fn();
  return { reportError, ...renderWithQuery(<PricesScreen user={user} reportError={reportError} />) };
}

beforeEach(() => {
  jest.clearAllMocks();
  setNarrow(false);
  api.getTodosPrecios.mockResolvedValue({ success: true, precios: seededPrecios() });
  jest.mocked(temporadasApi).getTemporadas.mockResolvedValue({ success: true, temporadas: [] });
  jest.mocked(temporadasApi).getSugerencias.mockResolvedValue({ success: true, anio: 2026, sugerencias: [], aviso: '' });
});

describe('Precios', () => {
  it('shows the camping and accommodation sections, as ARS without decimals', async () => {
    api.getTodosPrecios.mockResolvedValue({
      success: true,
      precios: [...seededPrecios().filter((r) => r.id !== 4), precio({ id: 4, precio: 46000.75 })],
    });
    renderScreen();
    const camping = await screen.findByRole('region', { name: 'Precios de camping' });
    const hospedaje = screen.getByRole('region', { name: 'Precios de hospedaje' });
    const campingTable = within(camping).getByRole('table', { name: 'Camping' });
    expect(within(campingTable).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Base', 'Adulto', 'Menor']);
    expect(within(campingTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Concepto',
      'Efectivo',
      'Transferencia',
      'Tarjeta',
    ]);
    expect(within(hospedaje).getByRole('heading', { name: 'Cabañas' })).toBeInTheDocument();
    expect(within(hospedaje).getByRole('heading', { name: 'Dormis' })).toBeInTheDocument();
    const cabanas = within(hospedaje).getByRole('table', { name: 'Cabañas' });
    const twoPeople = within(cabanas).getByRole('row', { name: /2 personas/ });
    // 46000.75 shows as $ 46.001: prices have no decimals.
    expect(within(twoPeople).getAllByRole('cell')[0].textContent).toMatch(/^\$\s46\.001/);
    expect(document.body.textContent).not.toMatch(/,\d\d/);
  });

  it('edits one price at a time and saves the new value', async () => {
    api.updatePrecio.mockResolvedValue({ success: true, message: 'ok', precio: precio({ id: 4, precio: 50000 }) });
    renderScreen();
    await screen.findByRole('region', { name: 'Precios de camping' });
    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Cabañas, 2 personas, Efectivo/ }));
    expect(screen.getByRole('textbox', { name: 'Nuevo precio: Cabañas, 2 personas, Efectivo' })).toHaveValue('46000');
    // Opening another price closes the first.
    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Camping, Base, Efectivo/ }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Cabañas, 2 personas, Efectivo/ }));
    const input = screen.getByRole('textbox', { name: /Cabañas, 2 personas, Efectivo/ });
    await userEvent.clear(input);
    await userEvent.type(input, '50.000{Enter}');
    // Under half the old price either way: saved at once, no question asked.
    await waitFor(() => expect(api.updatePrecio).toHaveBeenCalledWith({ id: 4, precio: 50000 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(undoToast).toHaveBeenCalledWith('Precio actualizado correctamente', { label: 'Deshacer', onClick: expect.any(Function) }),
    );
    await waitFor(() => expect(screen.queryAllByRole('textbox')).toHaveLength(0));
    expect(api.getTodosPrecios).toHaveBeenCalledTimes(2);

    // Deshacer puts the old price back with the same call, and says so.
    undoToast.mock.calls[0][1].onClick();
    await waitFor(() => expect(api.updatePrecio).toHaveBeenLastCalledWith({ id: 4, precio: 46000 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Se restauró el precio anterior'));
    await waitFor(() => expect(api.getTodosPrecios).toHaveBeenCalledTimes(3));
  });

  it('refuses cents instead of rounding: 46,5 is not saved as $47 (issue 15)', async () => {
    renderScreen();
    await screen.findByRole('region', { name: 'Precios de camping' });
    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Cabañas, 2 personas, Efectivo/ }));
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '46,5{Enter}');
    expect(await screen.findByText('El precio va en pesos enteros, sin centavos (por ejemplo 46.000)')).toBeInTheDocument();
    expect(input).toHaveValue('46,5');
    expect(api.updatePrecio).not.toHaveBeenCalled();
  });

  it('asks before a change of more than half or below $1.000, showing old and new; Cancelar saves nothing', async () => {
    api.updatePrecio.mockResolvedValue({ success: true, message: 'ok', precio: precio({ id: 4, precio: 46 }) });
    renderScreen();
    await screen.findByRole('region', { name: 'Precios de camping' });
    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Cabañas, 2 personas, Efectivo/ }));
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '46{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cambio de precio' });
    expect(dialog).toHaveTextContent(/Cabañas, 2 personas, Efectivo: de \$\s46\.000 a \$\s46 \(queda por debajo de \$\s1\.000\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updatePrecio).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('46');

    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.type(screen.getByRole('textbox'), '80.000{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Confirmar cambio de precio' });
    expect(again).toHaveTextContent(/de \$\s46\.000 a \$\s80\.000 \(sube un 74 %\)/);
    await userEvent.click(within(again).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.updatePrecio).toHaveBeenCalledWith({ id: 4, precio: 80000 }));
    await waitFor(() => expect(screen.queryAllByRole('textbox')).toHaveLength(0));
  });

  it('refuses a value that is not a number >= 0 with the spec message, keeping what was typed', async () => {
    renderScreen();
    await screen.findByRole('region', { name: 'Precios de camping' });
    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Camping, Adulto, Tarjeta/ }));
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '-300');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El precio debe ser un número válido mayor o igual a 0')).toBeInTheDocument();
    expect(input).toHaveValue('-300');
    expect(api.updatePrecio).not.toHaveBeenCalled();
  });

  it('shows the server refusal and keeps the editor open', async () => {
    api.updatePrecio.mockRejectedValue(new ApiError('', 500));
    renderScreen();
    await screen.findByRole('region', { name: 'Precios de camping' });
    await userEvent.click(screen.getByRole('button', { name: /Editar precio: Dormis, 3 personas, Transferencia/ }));
    await userEvent.type(screen.getByRole('textbox'), '1{Enter}');
    // 34.000 to 340.001 is a big change: confirmed first.
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cambio de precio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar precio');
    expect(toast.error).toHaveBeenCalledWith('Error al actualizar precio');
    expect(screen.getByRole('textbox')).toHaveValue('340001');
  });

  it('shows prices read-only to a staff user', async () => {
    renderScreen(staff);
    await screen.findByRole('region', { name: 'Precios de camping' });
    expect(screen.getByRole('note')).toHaveTextContent('Solo un administrador puede modificar los precios.');
    // Only the seasons' year navigation is a button: nothing edits.
    expect(screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Ver \d{4}$/), expect.stringMatching(/^Ver \d{4}$/)]);
    expect(screen.getAllByText(/^\$\s46\.000$/).length).toBeGreaterThan(0);
  });

  it('says No hay precios configurados when there are none', async () => {
    api.getTodosPrecios.mockResolvedValue({ success: true, precios: [] });
    renderScreen();
    expect(await screen.findByText('No hay precios configurados')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reports a failed load as Error al cargar los precios', async () => {
    api.getTodosPrecios.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    const { reportError, unmount } = renderScreen();
    expect(await screen.findByText('Error al cargar los precios')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith('Error al cargar los precios');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Error al cargar los precios');
    // Leaving the screen takes its message out of the admin banner.
    unmount();
    expect(reportError).toHaveBeenLastCalledWith(null);
  });

  it('labels each price with its payment method on narrow screens', async () => {
    setNarrow(true);
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Camping' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.slice(0, 3).map((c) => c.getAttribute('data-label'))).toEqual(['Efectivo', 'Transferencia', 'Tarjeta']);
  });
});
