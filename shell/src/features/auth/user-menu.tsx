/**
 * The user icon of the public bar: opens the login modal, or, signed in, the 'Admin' menu with
 * 'Panel de Administración' and 'Cerrar sesión'. The modal (a Radix dialog) is downloaded when the pointer or the
 * keyboard reaches the icon, not with every public page; once loaded it stays mounted.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth-context';
import type { LoginModalProps } from './login-modal';

const loadLoginModal = () => import('./login-modal').then((module) => module.LoginModal);

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
      <path d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

export function UserMenu() {
  const { isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);
  const [LoginModal, setLoginModal] = useState<ComponentType<LoginModalProps> | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  /** A failed download is retried on the next hover or click (the bundler retries failed chunks). */
  const prepareLogin = () =>
    loadLoginModal()
      .then((component) => setLoginModal(() => component))
      .catch((error) => {
        console.error('No se pudo cargar el inicio de sesión', error);
        setLoginOpen(false);
      });

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        type="button"
        className="user-icon-button"
        aria-label={isAuthenticated ? 'Menú de administración' : 'Iniciar sesión'}
        aria-haspopup={isAuthenticated ? 'menu' : 'dialog'}
        aria-expanded={isAuthenticated ? menuOpen : loginOpen}
        onPointerEnter={isAuthenticated || LoginModal ? undefined : prepareLogin}
        onFocus={isAuthenticated || LoginModal ? undefined : prepareLogin}
        onClick={() => {
          if (isAuthenticated) return setMenuOpen((v) => !v);
          setLoginOpen(true);
          if (!LoginModal) void prepareLogin();
        }}
      >
        <UserIcon />
      </button>
      {isAuthenticated && menuOpen ? (
        <div className="user-dropdown" role="menu" aria-label="Admin">
          <div className="user-dropdown-header">Admin</div>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenuOpen(false);
              navigate('/admin');
            }}
          >
            Panel de Administración
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={async () => {
              setMenuOpen(false);
              await logout();
              navigate('/');
            }}
          >
            Cerrar sesión
          </button>
        </div>
      ) : null}
      {LoginModal ? <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} /> : null}
    </div>
  );
}
