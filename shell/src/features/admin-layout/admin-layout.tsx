/**
 * The admin layout of spec section 2: the spec's six links and every later screen (the route table's entries for the
 * user's role, in named groups: admin-nav-groups.tsx), «Cambiar contraseña», «Limpiar caché» (asks first), 'Volver al
 * Sitio' and 'Cerrar Sesión'; below 900 px a hamburger with an overlay and page scroll locked; the error banner.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useScrollLock } from '@camping/ui/hooks/use-scroll-lock';
import { navFor } from '@camping/federation/admin-routes';
import { useAuth } from '../auth/auth-context';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { AdminNavGroups } from './admin-nav-groups';
import { ClearCacheAction } from './clear-cache-action';
import { usePendingConflicts } from './use-pending-conflicts';
import { useBarHeight } from './use-bar-height';

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
  const barRef = useRef<HTMLElement>(null);
  useBarHeight(barRef);
  const groups = navFor(user);
  // Only a bar that shows the count asks for it (the housekeeping role may not: issue 36), and not under a forced
  // password change: the API refuses everything but the change then (issue 37, no 403 in the background).
  const conflictos = usePendingConflicts(
    user?.debe_cambiar_contrasena !== true && groups.some((group) => group.entries.some((entry) => entry.badge === 'conflictos')),
  );
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
      <header ref={barRef} className="admin-navbar" data-toasts-below="">
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
          {/* The route table's entries (libs/federation/routes.json) for the user's role, in words, in their groups. */}
          <AdminNavGroups groups={groups} conflictos={conflictos} onNavigate={() => setMenuOpen(false)} />
          <div className="admin-menu-actions">
            {user ? <span className="admin-user">{user.usuario}</span> : null}
            {/* In words where the bar has room, an icon between 900 and 1099 px, words in the phone menu (as «Limpiar caché»). */}
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
        <div className="admin-error-banner" role="alert" data-toasts-below="">
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
