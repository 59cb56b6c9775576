import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as canalesApi from '@camping/contracts/api/canales';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { Canal } from '@camping/contracts/schemas/canal';
import { notify } from '@camping/ui/toast';
import { renderWithQuery } from '../../../testing/render';
import { ChannelsScreen } from './channels-screen';

jest.mock('@camping/contracts/api/canales');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));
const api = jest.mocked(canalesApi);
const toast = jest.mocked(notify);
const admin = { usuario: 'admin', rol: 'admin' as const };
const staff = { usuario: 'recepcion', rol: 'recepcion' as const };

const canal = (hospedaje_id: number, tipo: 1 | 2, numero: number, token = `token-${hospedaje_id}`): Canal => ({
  hospedaje_id,
  numero,
  tipo_hospedaje_id: tipo,
  tipo_hospedaje: tipo === 1 ? 'cabaña' : 'dormis',
  url_exportacion: `https://camping.example/ical/${token}.ics`,
  enlace_creado: '2026-11-20T15:00:00.000Z',
});
const lista = () => [canal(1, 1, 1), canal(2, 1, 2), canal(10, 2, 1)];

function renderScreen(user: typeof admin | typeof staff = admin) {
  const reportError = jest.fn();
  return { reportError, ...renderWithQuery(<ChannelsScreen user={user} reportError={reportError} />) };
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.clearAllMocks();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  api.getCanales.mockResolvedValue({ success: true, canales: lista() });
});

describe('Canales', () => {
  it('shows each cabin and dormi with its export URL and the date of the link, grouped by type', async () => {
    renderScreen();
    const cabanas = await screen.findByRole('region', { name: 'Cabañas' });
    const dormis = screen.getByRole('region', { name: 'Dormis' });
    expect(within(cabanas).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Cabaña 1', 'Cabaña 2']);
    const dormi = within(dormis).getByRole('listitem', { name: 'Dormi 1' });
    expect(within(dormi).getByLabelText('Exportar calendario (iCal)')).toHaveValue('https://camping.example/ical/token-10.ics');
    expect(within(dormi).getByText('Enlace creado el 20/11/2026')).toBeInTheDocument();
  });

  it('copies the URL to the clipboard and says so', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar enlace de Cabaña 2' }));
    expect(writeText).toHaveBeenCalledWith('https://camping.example/ical/token-2.ics');
    expect(toast.success).toHaveBeenCalledWith(MSG.enlaceCopiado);
  });

  it('selects the URL for a manual copy when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar enlace de Cabaña 1' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.errorCopiarEnlace));
    const field = screen.getAllByLabelText('Exportar calendario (iCal)')[0] as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('regenerates a link only after confirming, warning that the old URL stops working', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerar enlace de Cabaña 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Regenerar el enlace de Cabaña 1');
    expect(dialog).toHaveTextContent('El enlace actual dejará de funcionar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.regenerarEnlace).not.toHaveBeenCalled();

    const nuevo = canal(1, 1, 1, 'nuevo');
    api.regenerarEnlace.mockResolvedValue({ success: true, message: MSG.enlaceRegenerado, canal: nuevo });
    api.getCanales.mockResolvedValue({ success: true, canales: [nuevo, ...lista().slice(1)] });
    await userEvent.click(screen.getByRole('button', { name: 'Regenerar enlace de Cabaña 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerar enlace' }));
    expect(api.regenerarEnlace).toHaveBeenCalledWith({ hospedaje_id: 1 });
    expect(toast.success).toHaveBeenCalledWith(MSG.enlaceRegenerado);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'Cabaña 1' })).getByRole('textbox')).toHaveValue(
      'https://camping.example/ical/nuevo.ics',
    );
  });

  it('shows the server message when regenerating fails and keeps the dialog open', async () => {
    api.regenerarEnlace.mockRejectedValue(new ApiError(MSG.sinPermiso, 403));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerar enlace de Dormi 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerar enlace' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.sinPermiso));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets staff copy but not regenerate', async () => {
    renderScreen(staff);
    expect(await screen.findByRole('button', { name: 'Copiar enlace de Cabaña 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Regenerar enlace/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Solo un administrador puede regenerar los enlaces.');
  });

  it('reports a failed load in the admin banner', async () => {
    api.getCanales.mockRejectedValue(new ApiError('Error interno', 500));
    const { reportError } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.errorCargarCanales);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(String)));
  });
});
