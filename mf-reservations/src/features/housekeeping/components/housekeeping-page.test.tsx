import { api, resetApiMocks } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { todayIso } from '@camping/contracts/dates';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import { unidadLimpieza as unidad } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { HousekeepingPage } from './housekeeping-page';

const UNIDADES = [
  unidad({ hospedaje_id: 2, numero: 2, estado: 'sucia', salida: { reserva_id: 7, salio: true } }),
  unidad({ hospedaje_id: 9, numero: 0, tipo_hospedaje_id: 2, estado: 'en_limpieza', llegada: { reserva_id: 8, personas: 3, ingreso: false }, urgente: true, ocupada: true, libre: false }),
  unidad({ hospedaje_id: 5, numero: 5, estado: 'fuera_de_servicio', fuera_de_servicio: { id: 4, fecha_entrada: '2030-03-10', fecha_salida: '2030-03-15', motivo: 'Techo', creado_por: 'maria' }, libre: false }),
];

function renderPage(rol: 'admin' | 'recepcion' | 'limpieza') {
  return renderWithQuery(<HousekeepingPage user={{ usuario: 'x', rol }} reportError={jest.fn()} />);
}

beforeEach(() => {
  resetApiMocks();
  api.limpieza.getLimpieza.mockImplementation(async (fecha: string) => ({ success: true, fecha, hoy: fecha, unidades: UNIDADES }));
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('«Limpieza»', () => {
  it('lists the units in the server order with the day facts, the urgent one marked', async () => {
    renderPage('limpieza');
    expect(await screen.findByRole('heading', { name: 'Cabaña 2' })).toBeInTheDocument();
    expect(api.limpieza.getLimpieza).toHaveBeenCalledWith(todayIso(), expect.anything());
    const names = screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-labelledby'));
    expect(names).toEqual(['hk-unit-2', 'hk-unit-9', 'hk-unit-5']);
    expect(within(card('Cabaña 2')).getByText('Ya salió')).toBeInTheDocument();
    expect(within(card('Dormi 0')).getByText('Urgente')).toBeInTheDocument();
    expect(within(card('Dormi 0')).getByText('Llega hoy · 3 personas')).toBeInTheDocument();
    expect(within(card('Cabaña 5')).getByText(/Fuera de servicio · vuelve el 15\/03\/2030 · Techo/)).toBeInTheDocument();
  });

  it('moves a unit on with one tap and reads the list again; the housekeeping role gets no fuera de servicio', async () => {
    api.limpieza.cambiarEstadoLimpieza.mockResolvedValue({
      success: true,
      message: LIMPIEZA_MSG.estadoCambiado,
      unidad: { hospedaje_id: 2, estado: 'en_limpieza', antes: 'sucia', cambiado_en: '2030-03-12T13:05:00Z', cambiado_por: 'rosa' },
    });
    renderPage('limpieza');
    await userEvent.click(await screen.findByRole('button', { name: 'Empezar limpieza: Cabaña 2' }));
    expect(api.limpieza.cambiarEstadoLimpieza).toHaveBeenCalledWith(2, 'en_limpieza');
    await waitFor(() => expect(api.limpieza.getLimpieza).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Marcar limpia: Dormi 0' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fuera de servicio/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Volver al servicio' })).toBeNull();
  });

  it('lets the desk close a unit, showing the refusal of a stay on those nights in the dialog', async () => {
    api.limpieza.crearFueraDeServicio.mockRejectedValue(new ApiError(LIMPIEZA_MSG.fueraSobreEstadia, 409));
    renderPage('recepcion');
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Cabaña 2' })).getByRole('button', { name: 'Fuera de servicio…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poner fuera de servicio' }));
    expect(await within(dialog).findByText(LIMPIEZA_MSG.motivoObligatorio)).toBeInTheDocument();
    expect(api.limpieza.crearFueraDeServicio).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Pérdida de agua');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poner fuera de servicio' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMPIEZA_MSG.fueraSobreEstadia);
    expect(api.limpieza.crearFueraDeServicio).toHaveBeenCalledWith(expect.objectContaining({ hospedaje_id: 2, motivo: 'Pérdida de agua' }));
  });

  it('puts a closed unit back in service', async () => {
    api.limpieza.terminarFueraDeServicio.mockResolvedValue({ success: true, message: LIMPIEZA_MSG.fueraTerminado });
    renderPage('admin');
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Cabaña 5' })).getByRole('button', { name: 'Volver al servicio' }));
    expect(api.limpieza.terminarFueraDeServicio).toHaveBeenCalledWith(4);
  });
});
