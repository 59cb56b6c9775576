/**
 * The admin layout of spec section 2: the six links, 'Volver al Sitio' and 'Cerrar Sesión'; below 900 px a
 * hamburger with an overlay and page scroll locked; the error banner; the broom that wipes caches and reloads.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useScrollLock } from '@camping/ui/hooks/use-scroll-lock';
import { useAuth } from '../auth/auth-context';
import { wipeAndReload } from '../../lib/cache-version';

export const ADMIN_NAV = [
  { label: 'Calendario', to: '/admin/calendario' },
  { label: 'Reserva Rápida', to: '/admin/reserva-rapida' },
  { label: 'Reservas', to: '/admin/reservas' },
  { label: 'Clientes', to: '/admin/clientes' },
  { label: 'Precios', to: '/admin/precios' },
  { label: 'Reportes', to: '/admin/reportes' },
] as const;

function BroomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M19 3 12.5 9.5" strokeLinecap="round" />
      <path d="M11 8.5 15.5 13 13 21H9.5l.8-3.2-2.3 3.2H4.6l1.2-2.6L4 19.6 6.5 11Z" strokeLinejoin="round" />
      <path d="M6.5 11 15.5 13" />
    </svg>
  );
}

export interface AdminLayoutProps {
  error: string | null;
  onDismissError: () => void;
  children: ReactNode;
}

export function AdminLayout({ error, onDismissError, children }: AdminLayoutProps) {
  const { logout, user } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  useScrollLock(menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const signOut = useCallback(async () => {
    await logout();
    navigate('/');
  }, [logout, navigate]);

  return (
    <div className="admin-shell">
      <header className="admin-navbar">
        <Link to="/admin/calendario" className="admin-brand">
          <img src="/logo.svg" alt="" width="34" height="34" />
          <span>Administración</span>
        </Link>
        <button
          type="button"
          className="admin-hamburger"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        {menuOpen ? <div className="admin-overlay" data-testid="admin-overlay" onClick={() => setMenuOpen(false)} /> : null}
        <nav id="admin-menu" className={menuOpen ? 'admin-menu open' : 'admin-menu'} aria-label="Administración">
          <ul>
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => (isActive ? 'active' : undefined)}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="admin-menu-actions">
            {user ? <span className="admin-user">{user.usuario}</span> : null}
            <Link to="/" className="btn btn-ghost" onClick={() => setMenuOpen(false)}>
              Volver al Sitio
            </Link>
            <button type="button" className="btn btn-secondary" onClick={signOut}>
              Cerrar Sesión
            </button>
          </div>
        </nav>
      </header>
      {error ? (
        <div className="admin-error-banner" role="alert">
          <span>{error}</span>
          <button type="button" aria-label="Cerrar aviso" onClick={onDismissError}>
            ×
          </button>
        </div>
      ) : null}
      <main className="admin-main">{children}</main>
      <button
        type="button"
        className="cache-broom"
        title="Limpiar caché y recargar"
        aria-label="Limpiar caché y recargar"
        onClick={() => void wipeAndReload()}
      >
        <BroomIcon />
      </button>
    </div>
  );
}
