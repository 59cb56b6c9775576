import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as clientesApi from '@camping/contracts/api/clientes';
import { ApiError } from '@camping/contracts/api/http';
import { notify } from '@camping/ui/toast';
import { cliente } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { NewClientModal } from './new-client-modal';

jest.mock('@camping/contracts/api/clientes');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));
const api = jest.mocked(clientesApi);
const toast = jest.mocked(notify);

describe('new client modal', () => {
  beforeEach(() => jest.clearAllMocks());

  it('has the six fields, with nombre, apellido and documento required', async () => {
    renderWithQuery(<NewClientModal open onClose={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Nuevo Cliente' });
    for (const label of ['Nombre', 'Apellido', 'Documento (DNI)', 'Teléfono', 'Modelo de vehículo', 'Patente']) {
      expect(within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El campo nombre es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('El campo apellido es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('El campo documento es obligatorio')).toBeInTheDocument();
    expect(api.createCliente).not.toHaveBeenCalled();
  });

  it('shows a server refusal without losing what was typed, then saves', async () => {
    const onClose = jest.fn();
    api.createCliente.mockRejectedValueOnce(new ApiError('Ya existe un cliente con ese documento', 409));
    renderWithQuery(<NewClientModal open onClose={onClose} />);
    const form = screen.getByRole('form', { name: 'Nuevo Cliente' });
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Laura');
    await userEvent.type(within(form).getByLabelText(/^Apellido/), 'Quiroga');
    await userEvent.type(within(form).getByLabelText(/^Documento/), '31222333');
    await userEvent.type(within(form).getByLabelText(/^Teléfono/), '2664 123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText('Ya existe un cliente con ese documento')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Ya existe un cliente con ese documento');
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Laura');
    expect(within(form).getByLabelText(/^Teléfono/)).toHaveValue('2664 123456');
    expect(onClose).not.toHaveBeenCalled();

    api.createCliente.mockResolvedValueOnce({ success: true, message: 'ok', cliente: cliente({ id: 50 }) });
    const documento = within(form).getByLabelText(/^Documento/);
    await userEvent.clear(documento);
    await userEvent.type(documento, '31222334');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.createCliente).toHaveBeenLastCalledWith({
      nombre: 'Laura',
      apellido: 'Quiroga',
      documento: '31222334',
      telefono: '2664 123456',
      modelo_vehiculo: null,
      patente: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Cliente creado exitosamente');
  });

  it('refuses a phone that is not one and a symbol in the document, under each field (issue 15)', async () => {
    renderWithQuery(<NewClientModal open onClose={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Nuevo Cliente' });
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Laura');
    await userEvent.type(within(form).getByLabelText(/^Apellido/), 'Quiroga');
    await userEvent.type(within(form).getByLabelText(/^Documento/), '31222333#');
    await userEvent.type(within(form).getByLabelText(/^Teléfono/), 'abc 😀');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Teléfono: solo números, espacios y los signos + - ( )')).toBeInTheDocument();
    expect(within(form).getByText('El campo documento solo admite números, letras, puntos y guiones')).toBeInTheDocument();
    expect(api.createCliente).not.toHaveBeenCalled();
  });

  it('shows a failure that names no field above the form', async () => {
    api.createCliente.mockRejectedValueOnce(new ApiError('', 0));
    renderWithQuery(<NewClientModal open onClose={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Nuevo Cliente' });
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Laura');
    await userEvent.type(within(form).getByLabelText(/^Apellido/), 'Quiroga');
    await userEvent.type(within(form).getByLabelText(/^Documento/), '31222333');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Error al crear el cliente')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error al crear el cliente');
  });

  it('says nothing of its own when the session ended (401): the login dialog opens over the form, input intact', async () => {
    const onClose = jest.fn();
    api.createCliente.mockRejectedValueOnce(new ApiError('No autorizado', 401));
    renderWithQuery(<NewClientModal open onClose={onClose} />);
    const form = screen.getByRole('form', { name: 'Nuevo Cliente' });
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Laura');
    await userEvent.type(within(form).getByLabelText(/^Apellido/), 'Quiroga');
    await userEvent.type(within(form).getByLabelText(/^Documento/), '31222333');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.createCliente).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Guardar' })).toBeEnabled());
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(form).queryByText('No autorizado')).not.toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Laura');
    expect(within(form).getByLabelText(/^Documento/)).toHaveValue('31222333');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancelar closes and clears the form', async () => {
    const onClose = jest.fn();
    renderWithQuery(<NewClientModal open onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Laura');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('');
  });
});
