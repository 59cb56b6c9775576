/**
 * The public top bar: logo (home), the seven entries and the user icon. Scrolled style past 50 px; below 900 px a
 * toggle opens and closes the menu, and choosing an entry, Escape or a click outside closes it. Entries to
 * sections of the home (/#about, /#servicios, /#contact) scroll there from any page, also when clicked again.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LIMITES } from '@camping/contracts/domain';
import { PUBLIC_NAV } from '@camping/contracts/public-pages';
import { UserMenu } from '../auth/user-menu';


function isCurrent(to: string, pathname: string, hash: string): boolean {
  const [path, fragment = ''] = to.split('#');
  if (fragment) return pathname === path && hash === `#${fragment}`;
  return pathname === path && (path !== '/' || hash === '');
}

export function PublicNavbar() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > LIMITES.navbarScrolledPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const wide = window.matchMedia('(min-width: 900px)');
    const onWide = () => wide.matches && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      wide.removeEventListener('change', onWide);
    };
  }, [menuOpen]);

  const choose = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    // The same entry again: the URL does not change, so scroll by hand.
    if (`${location.pathname}${location.hash}` !== to) return;
    const [, fragment] = to.split('#');
    const target = fragment ? document.getElementById(fragment) : null;
    event.preventDefault();
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <header className={scrolled ? 'public-navbar scrolled' : 'public-navbar'} data-testid="public-navbar" data-toasts-below="">
      <nav ref={navRef} className="public-navbar-inner" aria-label="Navegación principal">
        <Link to="/" className="brand" onClick={choose('/')} aria-label="Camping y Cabañas, inicio">
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>Camping y Cabañas</span>
        </Link>
        <button
          ref={toggleRef}
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
                aria-current={isCurrent(item.to, location.pathname, location.hash) ? 'page' : undefined}
                onClick={choose(item.to)}
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
