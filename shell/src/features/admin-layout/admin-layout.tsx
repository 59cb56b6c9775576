/**
 * The admin layout of spec section 2: the six links (and «Hoy», issue 17, Configuración, issue 16, «Canales», issue 19,
 * «Historial» and «Usuarios», issue 17, and «Módulos», issue 20, for administrators; «Reportes» too; «Caja», issue 32), «Cambiar
 * contraseña», 'Volver
 * al Sitio' and 'Cerrar Sesión'; below 900 px a hamburger with an overlay and page scroll locked; the error banner; in the menu, «Limpiar caché» (asks first).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from '../../lib/router';
import { useScrollLock } from '@camping/ui/hooks/use-scroll-lock';
import { esAdmin, type SessionUser } from '@camping/contracts/schemas/auth';
import { useAuth } from '../auth/auth-context';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { ClearCacheAction } from './clear-cache-action';
import { usePendingConflicts } from './use-pending-conflicts';

export const ADMIN_NAV = [
  { label: 'Calendario', to: '/admin/calendario' },
  // Issue 17: the front desk's day, right after the default screen (a short word: the bar is crowded).
  { label: 'Hoy', to: '/admin/hoy' },
  { label: 'Reserva Rápida', to: '/admin/reserva-rapida' },
  { label: 'Reservas', to: '/admin/reservas' },
  { label: 'Clientes', to: '/admin/clientes' },
  { label: 'Precios', to: '/admin/precios' },
  // On a mid-width desktop the bar has no room for more words: the later areas are icons, their names kept for
  // screen readers and in the title.
  { label: 'Configuración', to: '/admin/configuracion', icon: '⚙' },
  { label: 'Canales', to: '/admin/canales', icon: '⇄', badge: 'conflictos' },
  // Issue 32: each user's till of the day and its closure, for reception and administrators.
  { label: 'Caja', to: '/admin/caja', icon: '$' },
  // Only what the role may use is shown (docs/staff.md); the API refuses the rest anyway. With Historial and
  // Usuarios the bar no longer fits 1280 px in words: Reportes and «Volver al Sitio» are icons too.
  { label: 'Historial', to: '/admin/historial', icon: '↺', adminOnly: true },
  { label: 'Usuarios', to: '/admin/usuarios', icon: '♙', adminOnly: true },
  { label: 'Reportes', to: '/admin/reportes', icon: '∑', adminOnly: true },
  // Where each remote is deployed (issue 20): administrators only.
  { label: 'Módulos', to: '/admin/modulos', icon: '▦', adminOnly: true },
] as const;

/** The bar's entries a user may use: reception does not see reports, history or users. */
export function navFor(user: SessionUser | null) {
  return ADMIN_NAV.filter((item) => !('adminOnly' in item) || esAdmin(user));
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12 20 3M17 6l2 2M15 8l2 2" strokeLinecap="round" />
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
  const conflictos = usePendingConflicts(user !== null);
  const [passwordOpen, setPasswordOpen] = useState(false);
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
            {navFor(user).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => [isActive ? 'active' : '', 'icon' in item ? 'admin-link-icon' : ''].join(' ').trim() || undefined}
                  title={'icon' in item ? item.label : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {'icon' in item ? (
                    <>
                      <span className="admin-link-glyph" aria-hidden="true">
                        {item.icon}
                      </span>
                      <span className="admin-link-label">{item.label}</span>
                      {'badge' in item && conflictos > 0 ? (
                        <span className="admin-badge" title={`${conflictos} conflictos de calendario pendientes`}>
                          {conflictos}
                          <span className="visually-hidden"> conflictos pendientes</span>
                        </span>
                      ) : null}
                    </>
                  ) : (
                    item.label
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="admin-menu-actions">
            {user ? <span className="admin-user">{user.usuario}</span> : null}
            {/* An icon on the crowded desktop bar, its words in the hamburger menu (as «Limpiar caché»). */}
            <button
              type="button"
              className="btn btn-ghost admin-cache-button"
              title="Cambiar contraseña"
              onClick={() => {
                setMenuOpen(false);
                setPasswordOpen(true);
              }}
            >
              <KeyIcon />
              <span className="admin-cache-text">Cambiar contraseña</span>
            </button>
            <ClearCacheAction onOpen={() => setMenuOpen(false)} />
            <Link to="/" className="btn btn-ghost admin-cache-button" title="Volver al Sitio" onClick={() => setMenuOpen(false)}>
              <span aria-hidden="true">⌂</span>
              <span className="admin-cache-text">Volver al Sitio</span>
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
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
