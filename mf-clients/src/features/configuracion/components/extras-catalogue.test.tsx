import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as extrasApi from '@camping/contracts/api/extras';
import { ApiError } from '@camping/contracts/api/http';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { notify } from '@camping/ui/toast';
import { renderWithQuery } from '../../../testing/render';
import { ExtrasCatalogue } from './extras-catalogue';

jest.mock('@camping/contracts/api/extras');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));
const api = jest.mocked(extrasApi);
const toast = jest.mocked(notify);

const extra = (over: Partial<Extra>): Extra => ({ id: 1, nombre: 'Leña', precio: 8000, cobro: 'unico', activo: true, updated_at: '2030-03-01T15:00:00Z', ...over });
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  jest.clearAllMocks();
  api.listExtras.mockResolvedValue({
    success: true,
    extras: [extra({}), extra({ id: 2, nombre: 'Persona adicional', precio: 12000, cobro: 'por_noche' }), extra({ id: 3, nombre: 'Kayak', activo: false })],
  });
});

describe('Configuración: the catalogue of extras (issue 32)', () => {
  it('lists each extra with its price and how it is charged; a retired one says so', async () => {
    renderWithQuery(<ExtrasCatalogue canEdit />);
    const list = await screen.findByRole('list', { name: 'Extras del catálogo' });
    const items = within(list).getAllByRole('listitem').map((li) => plain(li.textContent));
    expect(items).toEqual([
      'Leña$ 8.000 por vezCambiarDejar de ofrecer',
      'Persona adicional$ 12.000 por nocheCambiarDejar de ofrecer',
      'Kayak$ 8.000 por vezYa no se ofreceCambiarVolver a ofrecer',
    ]);
  });

  it('reception reads it, without changing it', async () => {
    renderWithQuery(<ExtrasCatalogue canEdit={false} />);
    expect(await screen.findByText('Leña')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('adds an extra, checked with the API\'s rules first', async () => {
    api.createExtra.mockResolvedValue({ success: true, message: MSG_CUENTA.extraCreado, extra: extra({ id: 4, nombre: 'Ropa de cama', precio: 6000 }) });
    renderWithQuery(<ExtrasCatalogue canEdit />);
    const form = await screen.findByRole('form', { name: 'Agregar un extra' });
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar extra' }));
    expect(await within(form).findByText('El campo nombre es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('El campo precio es obligatorio')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Ropa de cama');
    await userEvent.type(within(form).getByLabelText('Precio ($)'), '6000');
    await userEvent.selectOptions(within(form).getByLabelText('Se cobra'), 'por_noche');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar extra' }));
    await waitFor(() => expect(api.createExtra).toHaveBeenCalledWith({ nombre: 'Ropa de cama', precio: 6000, cobro: 'por_noche' }));
    expect(toast.success).toHaveBeenCalledWith(MSG_CUENTA.extraCreado);
    await waitFor(() => expect(within(form).getByLabelText('Nombre')).toHaveValue(''));
    expect(api.listExtras).toHaveBeenCalledTimes(2);
  });

  it('a repeated name: the server\'s refusal beside the form', async () => {
    api.createExtra.mockRejectedValue(new ApiError(MSG_CUENTA.extraDuplicado, 409));
    renderWithQuery(<ExtrasCatalogue canEdit />);
    const form = await screen.findByRole('form', { name: 'Agregar un extra' });
    await userEvent.type(within(form).getByLabelText('Nombre'), 'leña');
    await userEvent.type(within(form).getByLabelText('Precio ($)'), '9000');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar extra' }));
    expect(await within(form).findByText(MSG_CUENTA.extraDuplicado)).toBeInTheDocument();
  });

  it('changes an extra\'s price in place, and retires one (it stays on the stays that have it)', async () => {
    api.updateExtra.mockImplementation(async (body) => ({
      success: true,
      message: MSG_CUENTA.extraActualizado,
      extra: extra({ id: Number(body.id), precio: Number(body.precio ?? 8000), activo: body.activo ?? true }),
    }));
    renderWithQuery(<ExtrasCatalogue canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar «Leña»' }));
    const form = screen.getByRole('form', { name: 'Cambiar el extra «Leña»' });
    expect(within(form).getByLabelText('Precio ($)')).toHaveValue(8000);
    await userEvent.clear(within(form).getByLabelText('Precio ($)'));
    await userEvent.type(within(form).getByLabelText('Precio ($)'), '9500');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar extra' }));
    await waitFor(() => expect(api.updateExtra).toHaveBeenCalledWith({ id: 1, nombre: 'Leña', precio: 9500, cobro: 'unico' }));
    expect(toast.success).toHaveBeenCalledWith(MSG_CUENTA.extraActualizado);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Cambiar el extra «Leña»' })).not.toBeInTheDocument());

    const persona = screen.getByText('Persona adicional').closest('li') as HTMLElement;
    await userEvent.click(within(persona).getByRole('button', { name: 'Dejar de ofrecer' }));
    await waitFor(() => expect(api.updateExtra).toHaveBeenLastCalledWith({ id: 2, activo: false }));
    expect(toast.success).toHaveBeenLastCalledWith('«Persona adicional» ya no se ofrece');
  });
});
