import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';
import { AuthProvider, useAuth } from './auth-context';
import { ChangePasswordDialog } from './change-password-dialog';

jest.mock('@camping/ui/toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The API at the fetch boundary: the session check, the password change (answered by `cambio`) and the logout. */
function serve(user: { usuario: string; rol: 'admin' | 'recepcion'; debe_cambiar_contrasena?: boolean }, cambio: () => Promise<Response>) {
  return jest.spyOn(global, 'fetch').mockImplementation((input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/auth/me')) return respond(200, { success: true, usuario: user });
    if (url.includes('/auth/contrasena')) return cambio();
    if (url.includes('/auth/logout')) return respond(200, { success: true, message: 'Sesión cerrada' });
    return respond(404, { success: false, message: 'No encontrado' });
  });
}

const sentBodies = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter(([input]) => String(input).includes('/auth/contrasena')).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

/** The dialog as the admin layout opens it (voluntary) or the admin area forces it; shows who is signed in. */
function Harness({ forced }: { forced: boolean }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="sesion">{user ? `${user.usuario}${user.debe_cambiar_contrasena ? ' (temporal)' : ''}` : 'sin sesión'}</p>
      {user ? <ChangePasswordDialog open={open} forced={forced} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function renderDialog(forced = false) {
  render(
    <AuthProvider verifyAtStart>
      <Harness forced={forced} />
    </AuthProvider>,
  );
  return screen.findByRole('dialog', { name: 'Cambiar contraseña' });
}

async function fill(dialog: HTMLElement, actual: string, nueva: string, repetida = nueva) {
  const user = userEvent.setup();
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  if (actual) await user.type(field(within(dialog).queryByLabelText('Contraseña temporal') ? 'Contraseña temporal' : 'Contraseña actual'), actual);
  if (nueva) await user.type(field('Contraseña nueva'), nueva);
  if (repetida) await user.type(field('Repita la contraseña nueva'), repetida);
  await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('ChangePasswordDialog', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.clearAllMocks();
  });
  afterEach(() => jest.restoreAllMocks());

  it('requires the current password, without calling the API', async () => {
    const fetchSpy = serve({ usuario: 'maria', rol: 'recepcion' }, () => respond(200, {}));
    const dialog = await renderDialog();
    await fill(dialog, '', 'el mate de la tarde');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ingrese su contraseña actual');
    expect(sentBodies(fetchSpy)).toHaveLength(0);
  });

  it('requires at least 8 characters and the same new password twice', async () => {
    const fetchSpy = serve({ usuario: 'maria', rol: 'recepcion' }, () => respond(200, {}));
    const dialog = await renderDialog();
    await fill(dialog, 'vieja-clave', 'corta');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La contraseña nueva debe tener al menos 8 caracteres');
    expect(within(dialog).getByText('Al menos 8 caracteres; una frase es más fácil de recordar.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(within(dialog).getByLabelText('Contraseña nueva'));
    await user.type(within(dialog).getByLabelText('Contraseña nueva'), 'el mate de la tarde');
    await user.type(within(dialog).getByLabelText('Repita la contraseña nueva'), 'el mate de la noche');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Las contraseñas nuevas no coinciden');
    expect(sentBodies(fetchSpy)).toHaveLength(0);
  });

  it('shows the API refusing a common password, keeps the dialog open, then changes it and closes', async () => {
    let answer = () => respond(400, { success: false, message: MSG.contrasenaComun });
    const fetchSpy = serve({ usuario: 'maria', rol: 'recepcion' }, () => answer());
    const dialog = await renderDialog();
    await fill(dialog, 'vieja-clave', 'password123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esa contraseña está entre las más usadas y es fácil de adivinar: elija otra',
    );
    expect(sentBodies(fetchSpy)).toEqual([{ contrasena_actual: 'vieja-clave', contrasena_nueva: 'password123' }]);

    answer = () =>
      respond(200, { success: true, message: MSG.contrasenaCambiada, usuario: { usuario: 'maria', rol: 'recepcion', debe_cambiar_contrasena: false } });
    const user = userEvent.setup();
    for (const label of ['Contraseña nueva', 'Repita la contraseña nueva']) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), 'el mate de la tarde');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith(MSG.contrasenaCambiada);
  });

  it('shows a wrong current password in Spanish', async () => {
    serve({ usuario: 'maria', rol: 'recepcion' }, () => respond(400, { success: false, message: MSG.contrasenaActualIncorrecta }));
    const dialog = await renderDialog();
    await fill(dialog, 'otra-clave', 'el mate de la tarde');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta');
  });

  it('voluntary: the × closes it, and it offers no «Cerrar Sesión»', async () => {
    serve({ usuario: 'maria', rol: 'recepcion' }, () => respond(200, {}));
    const dialog = await renderDialog();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar Sesión' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('voluntary: Escape closes it', async () => {
    serve({ usuario: 'maria', rol: 'recepcion' }, () => respond(200, {}));
    const dialog = await renderDialog();
    expect(within(dialog).getByLabelText('Contraseña actual')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('forced (temporary password): no ×, Escape does nothing, «Cerrar Sesión» is the way out', async () => {
    serve({ usuario: 'maria', rol: 'recepcion', debe_cambiar_contrasena: true }, () => respond(200, {}));
    const user = userEvent.setup();
    const dialog = await renderDialog(true);
    expect(dialog).toHaveTextContent('Su contraseña es temporal: elija una propia para continuar.');
    expect(within(dialog).getByLabelText('Contraseña temporal')).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('sesion')).toHaveTextContent('sin sesión'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forced: a successful change lifts the temporary flag', async () => {
    serve({ usuario: 'maria', rol: 'recepcion', debe_cambiar_contrasena: true }, () =>
      respond(200, { success: true, message: MSG.contrasenaCambiada, usuario: { usuario: 'maria', rol: 'recepcion', debe_cambiar_contrasena: false } }),
    );
    const dialog = await renderDialog(true);
    expect(screen.getByTestId('sesion')).toHaveTextContent('maria (temporal)');
    await fill(dialog, 'abcd-efgh-jkmn', 'el mate de la tarde');
    await waitFor(() => expect(screen.getByTestId('sesion')).toHaveTextContent(/^maria$/));
  });
});
