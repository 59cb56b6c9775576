/**
 * What the shell relies on from react-router-dom under GuardedRouter (the unsaved-changes guard itself:
 * features/admin-layout/unsaved-changes-guard.test.tsx): the best route whatever the case or a final slash, links
 * that leave a modified click to the browser, the current entry marked, and the entry index of the browser history
 * that lets the guard undo a back or forward.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, NavLink, Route, Routes, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, useLocation } from 'react-router-dom';
import { GuardedRouter } from './guarded-router';

function Shown() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="lugar">{pathname + search + hash}</output>;
}

const at = (path: string, children: React.ReactNode) =>
  render(
    <GuardedRouter history={UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })}>
      {children}
      <Shown />
    </GuardedRouter>,
  );

const APP = (
  <Routes>
    <Route path="*" element={<p>sitio</p>} />
    <Route
      path="/admin/*"
      element={
        <Routes>
          <Route path="*" element={<p>resto</p>} />
          <Route path="reservas" element={<p>reservas</p>} />
          <Route path="reservas/:id" element={<p>detalle</p>} />
          <Route path="calendario/planilla" element={<p>planilla</p>} />
          <Route path="calendario" element={<p>calendario</p>} />
        </Routes>
      }
    />
  </Routes>
);

describe('react-router-dom under the guarded router', () => {
  it.each([
    ['/admin/reservas', 'reservas'],
    ['/Admin/RESERVAS/', 'reservas'],
    ['/admin/reservas/7', 'detalle'],
    ['/admin/calendario/planilla', 'planilla'],
    ['/admin/reservas/7/pagos', 'resto'],
    ['/camping', 'sitio'],
    ['/administrar', 'sitio'],
  ])('shows %s with the route that fits it best', (path, text) => {
    at(path, APP);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('follows a plain click on a link and leaves a modified click (new tab) to the browser', () => {
    at('/', <Link to="/camping?x=1#fotos">Camping</Link>);
    const link = screen.getByRole('link', { name: 'Camping' });
    expect(link).toHaveAttribute('href', '/camping?x=1#fotos');
    let leftToBrowser: boolean | undefined;
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByTestId('lugar')).toHaveTextContent(/^\/$/);
    fireEvent.click(link);
    expect(screen.getByTestId('lugar')).toHaveTextContent('/camping?x=1#fotos');
  });

  it('marks the link to the current page or to one above it; the home link only on the home', () => {
    at(
      '/admin/calendario/planilla',
      <nav>
        <NavLink to="/">Inicio</NavLink>
        <NavLink to="/admin/calendario">Calendario</NavLink>
        <NavLink to="/admin/reservas">Reservas</NavLink>
      </nav>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Inicio')).toBeNull();
    expect(current('Calendario')).toBe('page');
    expect(current('Reservas')).toBeNull();
  });

  it("keeps each browser entry's index, so the guard knows how far a back or forward went", async () => {
    window.history.replaceState(null, '', '/');
    const history = UNSAFE_createBrowserHistory({ window, v5Compat: true });
    const updates: { action: string; delta: number | null; pathname: string }[] = [];
    const stop = history.listen(({ action, delta, location }) => updates.push({ action, delta, pathname: location.pathname }));
    history.push('/camping');
    history.push('/cabanas');
    history.replace('/cabanas?foto=2');
    expect(updates.map((u) => [u.action, u.delta])).toEqual([
      ['PUSH', 1],
      ['PUSH', 1],
      ['REPLACE', 0],
    ]);
    await act(async () => {
      const pop = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.go(-2);
      await pop;
    });
    expect(updates.at(-1)).toEqual({ action: 'POP', delta: -2, pathname: '/' });
    stop();
  });
});
