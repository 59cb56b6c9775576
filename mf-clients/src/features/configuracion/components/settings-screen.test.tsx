import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as configuracionApi from '@camping/contracts/api/configuracion';
import { ApiError } from '@camping/contracts/api/http';
import { CBU_MSG } from '@camping/contracts/cbu';
import { MSG } from '@camping/contracts/messages';
import type { Configuracion } from '@camping/contracts/schemas/configuracion';
import { notify } from '@camping/ui/toast';
import { renderWithQuery } from '../../../testing/render';
import { SettingsScreen } from './settings-screen';

jest.mock('@camping/contracts/api/configuracion');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));
const api = jest.mocked(configuracionApi);
const toast = jest.mocked(notify);
const admin = { usuario: 'admin', rol: 'admin' as const };
const staff = { usuario: 'recepcion', rol: 'recepcion' as const };

const stored: Configuracion = {
  sena_porcentaje: 30,
  horas_prereserva: 24,
  alias_bancario: null,
  cbu: null,
  titular_cuenta: null,
  whatsapp_negocio: null,
  minutos_sincronizacion: 15,
  actualizado_el: '2030-03-01T15:00:00.000Z',
  actualizado_por: null,
};

function renderScreen(user: typeof admin | typeof staff = admin) {
  const reportError = jest.fn();
  return { reportError, ...renderWithQuery(<SettingsScreen user={user} reportError={reportError} />) };
}

beforeEach(() => {
  jest.clearAllMocks();
  api.getConfiguracion.mockResolvedValue({ success: true, configuracion: stored });
});

describe('Configuración', () => {
  it('shows the stored settings and saves the changes, then says who changed them', async () => {
    api.updateConfiguracion.mockResolvedValue({
      success: true,
      message: MSG.configuracionActualizada,
      configuracion: { ...stored, sena_porcentaje: 40, cbu: '2850590940090418135201', actualizado_por: 'admin', actualizado_el: '2030-03-02T21:30:00.000Z' },
    });
    renderScreen();
    expect(await screen.findByLabelText('Seña (%)')).toHaveValue('30');
    expect(screen.getByLabelText('Duración de la pre-reserva (horas)')).toHaveValue('24');
    expect(screen.getByText('Valores iniciales: todavía nadie los modificó.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Seña (%)'));
    await userEvent.type(screen.getByLabelText('Seña (%)'), '40');
    await userEvent.type(screen.getByLabelText('CBU'), '2850590940090418135201');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(api.updateConfiguracion).toHaveBeenCalled());
    expect(api.updateConfiguracion.mock.calls[0][0]).toMatchObject({ sena_porcentaje: 40, cbu: '2850590940090418135201', alias_bancario: null });
    expect(toast.success).toHaveBeenCalledWith(MSG.configuracionActualizada);
    expect(await screen.findByText('Última modificación: 02/03/2030 18:30 por admin')).toBeInTheDocument();
  });

  it('refuses a wrong CBU and a percentage above 100 beside their fields, sending nothing', async () => {
    renderScreen();
    await userEvent.type(await screen.findByLabelText('CBU'), '2850590940090418135202');
    await userEvent.clear(screen.getByLabelText('Seña (%)'));
    await userEvent.type(screen.getByLabelText('Seña (%)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(CBU_MSG.verificador)).toBeInTheDocument();
    expect(screen.getByText('Seña (%): como máximo 100')).toBeInTheDocument();
    expect(api.updateConfiguracion).not.toHaveBeenCalled();
  });

  it('shows a server refusal above the button and keeps what was typed', async () => {
    api.updateConfiguracion.mockRejectedValue(new ApiError(MSG.sinPermiso, 403));
    renderScreen();
    await userEvent.type(await screen.findByLabelText('Titular de la cuenta'), 'Camping SRL');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MSG.sinPermiso, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titular de la cuenta')).toHaveValue('Camping SRL');
  });

  it('is read-only for staff', async () => {
    renderScreen(staff);
    expect(await screen.findByLabelText('Seña (%)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Solo un administrador puede modificar la configuración');
  });

  it('reports a failed load', async () => {
    api.getConfiguracion.mockRejectedValue(new ApiError('x', 500));
    const { reportError } = renderScreen();
    expect(await screen.findByText(MSG.errorCargarConfiguracion)).toBeInTheDocument();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(MSG.errorCargarConfiguracion));
  });
});
