import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as usuariosApi from '@camping/contracts/api/usuarios';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { UsuarioCuenta } from '@camping/contracts/schemas/usuario';
import { notify } from '@camping/ui/toast';
import { renderWithQuery } from '../../../testing/render';
import { AccountsScreen } from './accounts-screen';

jest.mock('@camping/contracts/api/usuarios');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));
const api = jest.mocked(usuariosApi);
const toast = jest.mocked(notify);

const cuenta = (over: Partial<UsuarioCuenta>): UsuarioCuenta => ({
  id: 1,
  usuario: 'admin',
  rol: 'admin',
  activo: true,
  debe_cambiar_contrasena: false,
  created_at: '2026-11-01T12:00:00.000Z',
  ...over,
});

let cuentas: UsuarioCuenta[] = [];

/** The server as a list of accounts: each accepted change alters it, each read answers it. */
function serve(initial: UsuarioCuenta[]) {
  cuentas = initial;
  api.getUsuarios.mockImplementation(async () => ({ success: true, usuarios: cuentas }));
  api.cambiarUsuario.mockImplementation(async (body) => {
    cuentas = cuentas.map((c) => (c.id === body.id ? { ...c, ...(body.activo === undefined ? {} : { activo: body.activo }), ...(body.rol ? { rol: body.rol } : {}) } : c));
    return { success: true, message: MSG.usuarioActualizado, usuario: cuentas.find((c) => c.id === body.id)! };
  });
}

const me = { usuario: 'admin', rol: 'admin' as const };

function renderScreen() {
  const reportError = jest.fn();
  return { reportError, ...renderWithQuery(<AccountsScreen user={me} reportError={reportError} />) };
}

const row = (usuario: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByText(usuario, { selector: 'strong' }))!;

beforeEach(() => {
  jest.clearAllMocks();
  serve([cuenta({}), cuenta({ id: 2, usuario: 'maria', rol: 'recepcion', debe_cambiar_contrasena: true })]);
});

describe('Usuarios', () => {
  it('lists the accounts with their role, state and temporary password; the own account cannot be disabled', async () => {
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Cuentas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Rol de maria' })).toHaveValue('recepcion');
    expect(screen.getByRole('combobox', { name: 'Rol de admin' })).toHaveValue('admin');
    expect(within(row('maria')).getByText('Contraseña temporal')).toBeInTheDocument();
    expect(within(row('maria')).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    expect(within(row('admin')).getByText('Su cuenta')).toBeInTheDocument();
    expect(within(row('admin')).queryByRole('button', { name: 'Desactivar' })).toBeNull();
  });

  it('creates an account and shows its temporary password once', async () => {
    api.crearUsuario.mockResolvedValue({
      success: true,
      message: MSG.usuarioCreado,
      usuario: cuenta({ id: 3, usuario: 'jose', rol: 'admin', debe_cambiar_contrasena: true }),
      contrasena_temporal: 'abcd-efgh-jkmn',
    });
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), 'jose');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(api.crearUsuario).toHaveBeenCalledWith({ usuario: 'jose', rol: 'admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraseña temporal' });
    expect(within(dialog).getByTestId('contrasena-temporal')).toHaveTextContent('abcd-efgh-jkmn');
    expect(dialog).toHaveTextContent('Comuníquele a jose esta contraseña');
    expect(toast.success).toHaveBeenCalledWith(MSG.usuarioCreado);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('');
  });

  it('refuses a bad name in Spanish without calling the API, and shows the server refusing a duplicate', async () => {
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    const nombre = screen.getByRole('textbox', { name: 'Usuario' });
    await userEvent.type(nombre, 'Jo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('El usuario debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(api.crearUsuario).not.toHaveBeenCalled();

    api.crearUsuario.mockRejectedValue(new ApiError(MSG.usuarioDuplicado, 409));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'maria');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.usuarioDuplicado));
    expect(screen.queryByRole('dialog', { name: 'Contraseña temporal' })).toBeNull();
    // What was typed stays, to be corrected.
    expect(nombre).toHaveValue('maria');
  });

  it('disables after confirming, and re-enables', async () => {
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    await userEvent.click(within(row('maria')).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar maria' });
    expect(dialog).toHaveTextContent('Sus sesiones abiertas terminan de inmediato');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.cambiarUsuario).not.toHaveBeenCalled();

    await userEvent.click(within(row('maria')).getByRole('button', { name: 'Desactivar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Desactivar maria' })).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(api.cambiarUsuario).toHaveBeenCalledWith({ id: 2, activo: false }));
    expect(await within(row('maria')).findByText('Desactivado')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(MSG.usuarioActualizado);

    await userEvent.click(within(row('maria')).getByRole('button', { name: 'Reactivar' }));
    await waitFor(() => expect(api.cambiarUsuario).toHaveBeenLastCalledWith({ id: 2, activo: true }));
    expect(await within(row('maria')).findByText('Activo')).toBeInTheDocument();
  });

  it('resets a password after confirming and shows the new temporary one', async () => {
    api.restablecerContrasena.mockResolvedValue({
      success: true,
      message: 'Contraseña restablecida',
      usuario: cuenta({ id: 2, usuario: 'maria', rol: 'recepcion', debe_cambiar_contrasena: true }),
      contrasena_temporal: 'wxyz-2345-6789',
    });
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    await userEvent.click(within(row('maria')).getByRole('button', { name: 'Restablecer contraseña' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restablecer la contraseña de maria' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(api.restablecerContrasena).toHaveBeenCalledWith(2));
    const dialog = await screen.findByRole('dialog', { name: 'Contraseña temporal' });
    expect(within(dialog).getByTestId('contrasena-temporal')).toHaveTextContent('wxyz-2345-6789');
  });

  it('shows the server refusing a reset in Spanish', async () => {
    api.restablecerContrasena.mockRejectedValue(new ApiError(MSG.usuarioNoEncontrado, 404));
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    await userEvent.click(within(row('maria')).getByRole('button', { name: 'Restablecer contraseña' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.usuarioNoEncontrado));
    expect(screen.queryByRole('dialog', { name: 'Contraseña temporal' })).toBeNull();
  });

  it('changes a role after confirming what it means; cancelling leaves it', async () => {
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    const select = screen.getByRole('combobox', { name: 'Rol de maria' });
    await userEvent.selectOptions(select, 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el rol de maria' });
    expect(dialog).toHaveTextContent('Pasa a Administración: podrá cambiar precios y configuración');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.cambiarUsuario).not.toHaveBeenCalled();
    expect(select).toHaveValue('recepcion');

    await userEvent.selectOptions(select, 'admin');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cambiar el rol de maria' })).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() => expect(api.cambiarUsuario).toHaveBeenCalledWith({ id: 2, rol: 'admin' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rol de maria' })).toHaveValue('admin'));
    expect(toast.success).toHaveBeenCalledWith(MSG.usuarioActualizado);
  });

  it('shows the API refusing an administrator who demotes themselves, and keeps the role shown', async () => {
    api.cambiarUsuario.mockRejectedValue(new ApiError(MSG.noCambiarseASiMismo, 400));
    renderScreen();
    await screen.findByRole('list', { name: 'Cuentas' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rol de admin' }), 'recepcion');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el rol de admin' });
    expect(dialog).toHaveTextContent('Pasa a Recepción');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No puede desactivar su propio usuario ni quitarse el rol de administrador'));
    expect(api.cambiarUsuario).toHaveBeenCalledWith({ id: 1, rol: 'recepcion' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Rol de admin' })).toHaveValue('admin');
  });

  it('reports a list that fails to load in Spanish', async () => {
    api.getUsuarios.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    const { reportError } = renderScreen();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(MSG.errorCargarUsuarios));
  });
});
