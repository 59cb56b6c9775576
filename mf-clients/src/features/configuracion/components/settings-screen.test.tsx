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
// The catalogue of extras under the settings has tests of its own (extras-catalogue.test.tsx).
jest.mock('@camping/contracts/api/extras', () => ({ listExtras: jest.fn().mockResolvedValue({ success: true, extras: [] }) }));
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

  describe('sync interval of the imported calendars (Canales, issue #19)', () => {
    const LABEL = 'Sincronización de calendarios (minutos)';

    async function typeInterval(value: string) {
      const field = await screen.findByLabelText(LABEL);
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      return field;
    }

    it('shows the stored value with its hint, and saves the bounds 5 and 1440 as numbers', async () => {
      renderScreen();
      expect(await screen.findByLabelText(LABEL)).toHaveValue('15');
      expect(screen.getByText('Cada cuántos minutos se leen los calendarios importados en Canales (5 a 1440).')).toBeInTheDocument();
      for (const [typed, saved] of [['5', 5], ['1440', 1440], [' 30 ', 30]] as const) {
        api.updateConfiguracion.mockResolvedValueOnce({
          success: true,
          message: MSG.configuracionActualizada,
          configuracion: { ...stored, minutos_sincronizacion: saved, actualizado_por: 'admin' },
        });
        api.updateConfiguracion.mockClear();
        await typeInterval(typed);
        await waitFor(() => expect(api.updateConfiguracion).toHaveBeenCalledTimes(1));
        expect(api.updateConfiguracion.mock.calls[0][0]).toMatchObject({ minutos_sincronizacion: saved });
        expect(await screen.findByLabelText(LABEL)).toHaveValue(String(saved));
      }
      expect(toast.success).toHaveBeenCalledWith(MSG.configuracionActualizada);
    });

    it.each([
      ['4', `${LABEL}: como mínimo 5`],
      ['0', `${LABEL}: como mínimo 5`],
      ['1441', `${LABEL}: como máximo 1440`],
      ['7.5', `${LABEL}: ingrese un número entero, sin decimales`],
      ['quince', `${LABEL}: ingrese un número entero, sin decimales`],
      ['', `${LABEL}: es obligatorio`],
    ])('refuses %p beside the field in Spanish and sends nothing', async (typed, message) => {
      renderScreen();
      const field = await typeInterval(typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(api.updateConfiguracion).not.toHaveBeenCalled();
      expect(toast.success).not.toHaveBeenCalled();
    });
  });

  describe('what a cancellation from another application does with the money (issue 32)', () => {
    const LABEL = 'Al cancelar desde otras aplicaciones, lo pagado se…';

    it('offers keeping (the default, also for an older server that does not say) or refunding it all, with a hint', async () => {
      renderScreen();
      const select = await screen.findByLabelText(LABEL);
      expect(select.tagName).toBe('SELECT');
      expect(Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent])).toEqual([
        ['conservar', 'Conserva (la seña no se devuelve)'],
        ['reembolsar', 'Reembolsa completo'],
      ]);
      expect(select).toHaveValue('conservar');
      expect(select).toHaveAccessibleDescription(/«Cancelar reserva» siempre lo pregunta\.$/);
    });

    it('shows the stored choice and saves a new one', async () => {
      api.getConfiguracion.mockResolvedValue({ success: true, configuracion: { ...stored, cancelacion_dinero: 'reembolsar' } });
      api.updateConfiguracion.mockResolvedValue({
        success: true,
        message: MSG.configuracionActualizada,
        configuracion: { ...stored, cancelacion_dinero: 'conservar', actualizado_por: 'admin' },
      });
      renderScreen();
      const select = await screen.findByLabelText(LABEL);
      await waitFor(() => expect(select).toHaveValue('reembolsar'));
      await userEvent.selectOptions(select, 'conservar');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(api.updateConfiguracion).toHaveBeenCalledTimes(1));
      expect(api.updateConfiguracion.mock.calls[0][0]).toMatchObject({ cancelacion_dinero: 'conservar', sena_porcentaje: 30 });
    });

    it('is read-only for staff', async () => {
      renderScreen(staff);
      expect(await screen.findByLabelText(LABEL)).toBeDisabled();
    });
  });

  describe('what an early check-out charges unless the clerk chooses (issue 32)', () => {
    const LABEL = 'Salida anticipada: por omisión se cobra…';

    it('offers the whole stay (the default, also for an older server that does not say) or the nights used, with a hint', async () => {
      renderScreen();
      const select = await screen.findByLabelText(LABEL);
      expect(select.tagName).toBe('SELECT');
      expect(Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent])).toEqual([
        ['estadia_completa', 'la estadía completa'],
        ['noches_usadas', 'solo las noches usadas'],
      ]);
      expect(select).toHaveValue('estadia_completa');
      expect(select).toHaveAccessibleDescription(/^Lo que «Hoy» propone al registrar la salida de un huésped que se va antes de lo reservado/);
    });

    it('shows the stored choice and saves a new one beside the other settings', async () => {
      api.getConfiguracion.mockResolvedValue({ success: true, configuracion: { ...stored, salida_anticipada_cobro: 'estadia_completa' } });
      api.updateConfiguracion.mockResolvedValue({
        success: true,
        message: MSG.configuracionActualizada,
        configuracion: { ...stored, salida_anticipada_cobro: 'noches_usadas', actualizado_por: 'admin' },
      });
      renderScreen();
      const select = await screen.findByLabelText(LABEL);
      await waitFor(() => expect(select).toHaveValue('estadia_completa'));
      await userEvent.selectOptions(select, 'noches_usadas');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(api.updateConfiguracion).toHaveBeenCalledTimes(1));
      expect(api.updateConfiguracion.mock.calls[0][0]).toMatchObject({
        salida_anticipada_cobro: 'noches_usadas',
        cancelacion_dinero: 'conservar',
        sena_porcentaje: 30,
      });
      await waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveValue('noches_usadas'));
    });

    it('is read-only for staff', async () => {
      renderScreen(staff);
      expect(await screen.findByLabelText(LABEL)).toBeDisabled();
    });
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
