/**
 * The public top bar: logo, the seven entries and the user icon. Scrolled style past 50 px; below 900 px a toggle
 * opens the menu and choosing an entry closes it.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LIMITES } from '@camping/contracts/domain';
import { UserMenu } from '../auth/user-menu';

export const PUBLIC_NAV = [
  { label: 'Inicio', to: '/' },
  { label: 'Sobre Nosotros', to: '/#about' },
  { label: 'Servicios', to: '/#servicios' },
  { label: 'Cabañas', to: '/cabanas' },
  { label: 'Dormis', to: '/dormis' },
  { label: 'Camping', to: '/camping' },
  { label: 'Contacto', to: '/#contact' },
] as const;

export function PublicNavbar() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > LIMITES.navbarScrolledPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const current = `${location.pathname}${location.hash}`;

  return (
    <header className={scrolled ? 'public-navbar scrolled' : 'public-navbar'}>
      <nav className="public-navbar-inner" aria-label="Navegación principal">
        <Link to="/" className="brand" onClick={() => setMenuOpen(false)}>
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>Camping y Cabañas</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="public-menu"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <ul id="public-menu" className={menuOpen ? 'public-menu open' : 'public-menu'}>
          {PUBLIC_NAV.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current === item.to || (item.to === '/' && current === '/') ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <UserMenu />
      </nav>
    </header>
  );
}
