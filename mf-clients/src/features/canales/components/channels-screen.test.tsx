import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as canalesApi from '@camping/contracts/api/canales';
import * as importApi from '@camping/contracts/api/canales-import';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import type { Canal } from '@camping/contracts/schemas/canal';
import { notify } from '@camping/ui/toast';
import { renderWithQuery } from '../../../testing/render';
import { ChannelsScreen } from './channels-screen';

jest.mock('@camping/contracts/api/canales');
jest.mock('@camping/contracts/api/canales-import');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));
const api = jest.mocked(canalesApi);
const imports = jest.mocked(importApi);
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
  const navigate = jest.fn();
  return { reportError, navigate, ...renderWithQuery(<ChannelsScreen user={user} reportError={reportError} navigate={navigate} />) };
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.clearAllMocks();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  api.getCanales.mockResolvedValue({ success: true, canales: lista() });
  imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [] });
  imports.getConflictos.mockResolvedValue({ success: true, conflictos: [], total: 0, page: 1, page_size: 10 });
  imports.getBloqueos.mockResolvedValue({ success: true, bloqueos: [] });
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
    expect(screen.getByRole('note')).toHaveTextContent('Solo un administrador puede regenerar los enlaces y agregar o quitar calendarios importados.');
  });

  it('reports a failed load in the admin banner', async () => {
    api.getCanales.mockRejectedValue(new ApiError('Error interno', 500));
    const { reportError } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.errorCargarCanales);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(String)));
  });
});

describe('Canales: imported calendars, conflicts and manual blocks', () => {
  const calendario = {
    id: 7, hospedaje_id: 2, nombre: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics', creado_en: '2026-11-20T15:00:00.000Z',
    ultimo_intento: '2026-11-25T13:00:00.000Z', ultimo_exito: '2026-11-25T12:00:00.000Z', eventos: 3, creados: 1, movidos: 1,
    quitados: 0, conflictos: 1, error: 'El servidor del calendario respondió con el error 500',
  };

  it("shows a unit's calendar with its state, last sync, figures and error, and syncs it now", async () => {
    imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [calendario] });
    imports.sincronizarCalendario.mockResolvedValue({ success: true, message: MSG.calendarioSincronizado, calendario: { ...calendario, error: null } });
    renderScreen();
    const item = await screen.findByRole('listitem', { name: 'Airbnb de Cabaña 2' });
    expect(within(item).getByText('Con error')).toBeInTheDocument();
    expect(within(item).getByText(calendario.error)).toBeInTheDocument();
    expect(within(item).getByText('3 eventos · 1 nuevos · 1 movidos · 0 quitados · 1 conflictos')).toBeInTheDocument();
    expect(within(item).getByText(/última sincronización correcta: 25\/11\/2026/)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Sincronizar ahora Airbnb de Cabaña 2' }));
    await waitFor(() => expect(imports.sincronizarCalendario).toHaveBeenCalledWith(7));
    expect(toast.success).toHaveBeenCalledWith(MSG.calendarioSincronizado);
  });

  it('says a sync still running at the answer goes on, as information, and follows it on the card until it ends', async () => {
    const running = { ...calendario, sincronizando: true };
    const ended = { ...calendario, sincronizando: false, error: null, ultimo_exito: '2026-11-25T12:05:00.000Z', eventos: 3, creados: 3 };
    imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [calendario] });
    imports.sincronizarCalendario.mockImplementation(async () => {
      imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [running] });
      return { success: true, message: MSG_CANALES.sincronizacionSigue, en_curso: true, calendario: running };
    });
    renderScreen();
    const item = await screen.findByRole('listitem', { name: 'Airbnb de Cabaña 2' });
    await userEvent.click(within(item).getByRole('button', { name: 'Sincronizar ahora Airbnb de Cabaña 2' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(MSG_CANALES.sincronizacionSigue));
    // The previous result's error is the card's, not this sync's: no error toast for it.
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    // The card says it runs, and «Sincronizar ahora» waits for it.
    await within(item).findByText('Sincronizando...', { selector: '.mfc-sync-state' });
    expect(within(item).getByRole('button', { name: 'Sincronizar ahora Airbnb de Cabaña 2' })).toBeDisabled();
    // The list is read again while it runs: its end shows without a reload, and the conflicts are read again.
    const conflictReads = imports.getConflictos.mock.calls.length;
    imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [ended] });
    await within(item).findByText('Sincronizado', {}, { timeout: 5000 });
    expect(within(item).getByRole('button', { name: 'Sincronizar ahora Airbnb de Cabaña 2' })).toBeEnabled();
    await waitFor(() => expect(imports.getConflictos.mock.calls.length).toBeGreaterThan(conflictReads));
  });

  it('lets an administrator add a calendar (checked with the shared schema first) and remove one after confirming', async () => {
    imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [calendario] });
    imports.crearCalendario.mockResolvedValue({ success: true, message: MSG.calendarioAgregado, calendario: { ...calendario, id: 8, hospedaje_id: 1, error: null } });
    imports.borrarCalendario.mockResolvedValue({ success: true, message: MSG.calendarioEliminado });
    renderScreen();
    const unit = await screen.findByRole('listitem', { name: 'Cabaña 1' });
    await userEvent.click(within(unit).getByRole('button', { name: 'Agregar calendario a Cabaña 1' }));
    const form = within(unit).getByRole('form', { name: 'Agregar calendario a Cabaña 1' });
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Booking.com');
    await userEvent.type(within(form).getByLabelText('Dirección iCal (URL)'), 'ftp://ejemplo.com/a.ics');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar y sincronizar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MSG.calendarioUrlInvalida);
    expect(imports.crearCalendario).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText('Dirección iCal (URL)'));
    await userEvent.type(within(form).getByLabelText('Dirección iCal (URL)'), 'https://admin.booking.com/ical/1.ics');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar y sincronizar' }));
    await waitFor(() =>
      expect(imports.crearCalendario).toHaveBeenCalledWith({ hospedaje_id: 1, nombre: 'Booking.com', url: 'https://admin.booking.com/ical/1.ics' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Airbnb de Cabaña 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar calendario' }));
    await waitFor(() => expect(imports.borrarCalendario).toHaveBeenCalledWith(7));
  }, 20_000); // typing two fields letter by letter is slow on a busy machine

  it('does not offer staff adding or removing calendars, but lets them sync', async () => {
    imports.getCalendarios.mockResolvedValue({ success: true, calendarios: [calendario] });
    renderScreen(staff);
    await screen.findByRole('listitem', { name: 'Airbnb de Cabaña 2' });
    expect(screen.queryByRole('button', { name: /^Agregar calendario/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar ahora Airbnb de Cabaña 2' })).toBeEnabled();
  });

  it('lists conflicts, marks one as seen and leads to the planning grid at our stay, selected, to move it', async () => {
    imports.getConflictos.mockResolvedValue({
      success: true, total: 1, page: 1, page_size: 10,
      conflictos: [{
        id: 4, calendario_id: 7, calendario: 'Airbnb', hospedaje_id: 2, tipo_hospedaje_id: 1, numero: 2, fecha_entrada: '2026-12-12',
        fecha_salida: '2026-12-15', resumen: 'Reserved', reserva_id: 31, reserva_entrada: '2026-12-10', reserva_salida: '2026-12-13',
        choque_entrada: '2026-12-12', choque_salida: '2026-12-13',
        cliente: 'Mariela Quiroga', estado: 'pendiente', detectado_en: '2026-11-25T12:00:00.000Z', visto_por: null,
      }],
    });
    imports.marcarConflictoVisto.mockResolvedValue({ success: true, message: MSG.conflictoMarcadoVisto });
    const { navigate } = renderScreen();
    const item = await screen.findByRole('listitem', { name: 'Conflicto en Cabaña 2' });
    expect(item).toHaveTextContent('«Airbnb» ocupa del 12/12/2026 al 15/12/2026 (Reserved), sobre la reserva #31 de Mariela Quiroga del 10/12/2026 al 13/12/2026.');
    // Only the shared night is the conflict: the event's other nights were blocked on import (issue 33).
    expect(item).toHaveTextContent('Noches en conflicto: del 12/12/2026 al 13/12/2026; las demás noches del evento ya están bloqueadas.');
    await userEvent.click(within(item).getByRole('button', { name: 'Mover nuestra estadía' }));
    // The Planilla opens two days before our stay, with it selected.
    expect(navigate).toHaveBeenCalledWith('/admin/calendario/planilla#desde=2026-12-08&reserva=31');
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(imports.marcarConflictoVisto).toHaveBeenCalledWith(4));
  });

  it('creates a manual block with the shared schema and lists the upcoming ones (not the periods fuera de servicio)', async () => {
    imports.getBloqueos.mockResolvedValue({
      success: true,
      bloqueos: [
        { id: 3, hospedaje_id: 10, fecha_entrada: '2026-12-01', fecha_salida: '2026-12-04', calendario_id: null, origen: 'Mantenimiento', resumen: null, nota: 'Pintura', creado_por: 'admin' },
        { id: 4, hospedaje_id: 1, fecha_entrada: '2026-12-01', fecha_salida: '2026-12-04', calendario_id: 7, origen: 'Airbnb', resumen: 'Reserved', nota: null, creado_por: null },
        // Managed from Limpieza: not listed here, so no «Eliminar» for it.
        { id: 6, hospedaje_id: 2, fecha_entrada: '2026-12-02', fecha_salida: '2026-12-05', calendario_id: null, origen: 'Fuera de servicio', resumen: null, nota: 'Caño roto', creado_por: 'admin' },
      ],
    });
    imports.crearBloqueo.mockResolvedValue({
      success: true, message: MSG.bloqueoCreado,
      bloqueo: { id: 5, hospedaje_id: 1, fecha_entrada: '2026-12-10', fecha_salida: '2026-12-12', calendario_id: null, origen: 'Mantenimiento', resumen: null, nota: null, creado_por: 'admin' },
    });
    renderScreen();
    const section = await screen.findByRole('region', { name: 'Bloqueos de mantenimiento' });
    expect(await within(section).findByRole('listitem', { name: 'Bloqueo de Dormi 1' })).toHaveTextContent('del 01/12/2026 al 04/12/2026 — Pintura');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Bloquear' }));
    // Issue 37: the message names the field as its label does, never the wire name.
    expect(within(section).getByRole('alert')).toHaveTextContent(/^El campo hospedaje es obligatorio$/);
    await userEvent.selectOptions(within(section).getByLabelText('Hospedaje'), 'Cabaña 1');
    await userEvent.type(within(section).getByLabelText('Desde (primera noche)'), '10/12/2026');
    await userEvent.type(within(section).getByLabelText('Hasta (día de salida)'), '12/12/2026');
    await userEvent.click(within(section).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(imports.crearBloqueo).toHaveBeenCalledWith({ hospedaje_id: 1, fecha_entrada: '2026-12-10', fecha_salida: '2026-12-12', nota: null }),
    );
  });
});
