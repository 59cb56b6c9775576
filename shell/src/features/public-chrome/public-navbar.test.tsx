import './test-polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PUBLIC_NAV } from '@camping/contracts/public-pages';
import { PublicNavbar } from './public-navbar';

jest.mock('../auth/user-menu', () => ({ UserMenu: () => <button type="button">Iniciar sesión</button> }));

function renderBar(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicNavbar />
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('PublicNavbar', () => {
  afterEach(() => scrollTo(0));

  it('has the logo link and the seven entries of the spec, with the section links to the home', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Camping y Cabañas, inicio' })).toHaveAttribute('href', '/');
    const hrefs = PUBLIC_NAV.map((item) => within(nav).getByRole('link', { name: item.label }).getAttribute('href'));
    expect(hrefs).toEqual(['/', '/#about', '/#servicios', '/cabanas', '/dormis', '/camping', '/#contact']);
  });

  it("takes the 'scrolled' style past 50 px", () => {
    renderBar();
    const bar = screen.getByTestId('public-navbar');
    scrollTo(50);
    expect(bar).not.toHaveClass('scrolled');
    scrollTo(51);
    expect(bar).toHaveClass('scrolled');
  });

  it('opens and closes the small-screen menu, and choosing an entry or Escape closes it', () => {
    renderBar('/camping');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('public-menu')).toHaveClass('open');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(document.getElementById('public-menu')).not.toHaveClass('open');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Dormis' }));
    expect(document.getElementById('public-menu')).not.toHaveClass('open');
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('public-menu')).not.toHaveClass('open');
    expect(toggle).toHaveFocus();
  });

  it('marks the current page', () => {
    renderBar('/cabanas');
    expect(screen.getByRole('link', { name: 'Cabañas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });
});
