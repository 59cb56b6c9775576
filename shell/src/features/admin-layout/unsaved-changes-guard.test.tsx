import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@camping/contracts/messages';
import { GuardedBrowserRouter, GuardedRouter } from '../../lib/guarded-router';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The form's screen: links, a remote's `navigate()`, and the guard over them. */
function Form({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <p>Formulario</p>
      <Link to="/admin/calendario">Calendario</Link>
      <Link to="/admin/reserva-rapida#ayuda">Ayuda</Link>
      <button type="button" onClick={() => navigate('/admin/reservas', { replace: true })}>
        Ir a reservas
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás
      </button>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="ruta">{pathname + hash}</output>;
}

const screens = (dirty: boolean) => (
  <>
    <Routes>
      <Route path="/admin/reserva-rapida" element={<Form dirty={dirty} />} />
      <Route
        path="/admin/calendario"
        element={
          <>
            <p>Vista calendario</p>
            <Link to="/admin/reserva-rapida">Reserva rápida</Link>
          </>
        }
      />
      <Route path="/admin/reservas" element={<p>Vista reservas</p>} />
    </Routes>
    <Where />
  </>
);

/** The shell's router over a memory history that came from the calendar to the form (v5Compat: it tells of pushes too). */
function renderWith(dirty: boolean) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/admin/calendario', '/admin/reserva-rapida'], initialIndex: 1, v5Compat: true });
  render(<GuardedRouter history={history}>{screens(dirty)}</GuardedRouter>);
  return history;
}

const question = () => screen.findByRole('dialog', { name: 'Datos sin guardar' });
const stay = () => fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
const leave = async () => fireEvent.click(await screen.findByRole('button', { name: 'Salir' }));
const click = (role: 'link' | 'button', name: string) => fireEvent.click(screen.getByRole(role, { name }));
const where = () => screen.getByRole('status', { name: 'ruta', hidden: true }).textContent;

describe('UnsavedChangesGuard', () => {
  it('asks before a link leaves unsaved input; «Seguir editando» stays, «Salir» goes', async () => {
    const history = renderWith(true);
    click('link', 'Calendario');
    expect(await question()).toHaveTextContent(MSG.cambiosSinGuardar);
    stay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Formulario')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/reserva-rapida');

    click('link', 'Calendario');
    await leave();
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    expect(history.index).toBe(2);
  });

  it('asks before navigate() (a remote leaving on its own), and leaves as it was asked to: replacing', async () => {
    const history = renderWith(true);
    click('button', 'Ir a reservas');
    await question();
    expect(history.location.pathname).toBe('/admin/reserva-rapida');
    await leave();
    expect(await screen.findByText('Vista reservas')).toBeInTheDocument();
    expect(history.index).toBe(1);
  });

  it('asks before going back in the history; the screen and the entry stay until «Salir»', async () => {
    const history = renderWith(true);
    click('button', 'Atrás');
    await question();
    expect(history.index).toBe(1);
    expect(where()).toBe('/admin/reserva-rapida');
    stay();
    expect(screen.getByText('Formulario')).toBeInTheDocument();

    click('button', 'Atrás');
    await leave();
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    expect(history.index).toBe(0);
  });

  it('lets a change of hash on the same screen through', async () => {
    renderWith(true);
    click('link', 'Ayuda');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toBe('/admin/reserva-rapida#ayuda');
  });

  it('asks nothing when the screen reports no unsaved input', async () => {
    renderWith(false);
    click('link', 'Calendario');
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('UnsavedChangesGuard in the browser router', () => {
  // jsdom's own history: back and forward arrive as a popstate after the URL has changed, as in a browser.
  const back = () => act(() => window.history.back());
  const forward = () => act(() => window.history.forward());

  it("undoes the browser's back and forward until «Salir», then goes", async () => {
    window.history.replaceState(null, '', '/admin/calendario');
    render(<GuardedBrowserRouter>{screens(true)}</GuardedBrowserRouter>);
    click('link', 'Reserva rápida');
    expect(await screen.findByText('Formulario')).toBeInTheDocument();

    back();
    expect(await question()).toHaveTextContent(MSG.cambiosSinGuardar);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/reserva-rapida'));
    stay();
    expect(screen.getByText('Formulario')).toBeInTheDocument();
    back();
    await leave();
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/calendario');

    // Back on the form with the calendar after it: forward is asked too.
    forward();
    expect(await screen.findByText('Formulario')).toBeInTheDocument();
    click('link', 'Calendario');
    await leave();
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    back();
    expect(await screen.findByText('Formulario')).toBeInTheDocument();
    forward();
    await question();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/reserva-rapida'));
    await leave();
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/calendario');
  });
});
