import { act, fireEvent, render, screen } from '@testing-library/react';
import { createBrowserHistory, createMemoryHistory, Link, MemoryRouter, Navigate, NavLink, Route, Router, Routes, useLocation, type Update } from '.';

function Shown() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="lugar">{pathname + search + hash}</output>;
}

const at = (path: string, routes: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {routes}
      <Shown />
    </MemoryRouter>,
  );

const ADMIN = (
  <Routes>
    <Route path="*" element={<p>resto</p>} />
    <Route index element={<Navigate to="calendario" replace />} />
    <Route path="reservas" element={<p>reservas</p>} />
    <Route path="calendario/planilla" element={<p>planilla</p>} />
    <Route path="calendario" element={<p>calendario</p>} />
  </Routes>
);
const APP = (
  <Routes>
    <Route path="*" element={<p>sitio</p>} />
    <Route path="/admin/*" element={ADMIN} />
  </Routes>
);

describe("the shell's router", () => {
  it.each([
    ['/admin/reservas', 'reservas'],
    ['/Admin/RESERVAS/', 'reservas'],
    ['/admin/calendario', 'calendario'],
    ['/admin/calendario/planilla', 'planilla'],
    ['/admin/reservas/7', 'resto'],
    ['/camping', 'sitio'],
    ['/', 'sitio'],
    ['/administrar', 'sitio'],
  ])('shows %s with the route that fits it best, whatever their order', (path, text) => {
    at(path, APP);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('resolves a relative redirect under its route: /admin goes to /admin/calendario, replacing the entry', () => {
    const history = createMemoryHistory({ initialEntries: ['/admin'] });
    render(<Router history={history}>{APP}</Router>);
    expect(screen.getByText('calendario')).toBeTruthy();
    expect(history.location.pathname).toBe('/admin/calendario');
    expect(history.index).toBe(0);
  });

  it('follows a plain click on a link and leaves a modified click (new tab) to the browser', () => {
    at(
      '/',
      <>
        <Link to="/camping?x=1#fotos">Camping</Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Camping' });
    expect(link.getAttribute('href')).toBe('/camping?x=1#fotos');
    // What the router left to the browser, seen after it (jsdom itself cannot open the page: it is stopped there).
    let leftToBrowser: boolean | undefined;
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByTestId('lugar').textContent).toBe('/');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('lugar').textContent).toBe('/camping?x=1#fotos');
  });

  it('marks the link to the current page, or to one above it; the home link only on the home', () => {
    at(
      '/admin/calendario/planilla',
      <nav>
        <NavLink to="/">Inicio</NavLink>
        <NavLink to="/admin/calendario" className={({ isActive }) => (isActive ? 'active' : undefined)}>
          Calendario
        </NavLink>
        <NavLink to="/admin/calendario/planilla">Planilla</NavLink>
        <NavLink to="/admin/reservas">Reservas</NavLink>
      </nav>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Inicio')).toBeNull();
    expect(current('Calendario')).toBe('page');
    expect(screen.getByRole('link', { name: 'Calendario' }).className).toBe('active');
    expect(current('Planilla')).toBe('page');
    expect(current('Reservas')).toBeNull();
  });

  it("keeps each browser entry's index, so back and forward say how far they went", async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory(window);
    const updates: Update[] = [];
    const stop = history.listen((update) => updates.push(update));
    history.push('/camping', { desde: 'inicio' });
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
    expect(updates.at(-1)).toMatchObject({ action: 'POP', delta: -2, location: { pathname: '/' } });
    await act(async () => {
      const pop = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.forward();
      await pop;
    });
    expect(updates.at(-1)).toMatchObject({ action: 'POP', delta: 1, location: { pathname: '/camping', state: { desde: 'inicio' } } });
    stop();
  });
});
