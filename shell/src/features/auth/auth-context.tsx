/**
 * Auth state of spec section 3 (isInitialized, isAuthenticated). The server decides: the session is an httpOnly
 * cookie checked by GET /api/auth/me; the `isAuthenticated` flag in local storage is only a hint that saves
 * anonymous visitors a request. The auth calls (and the zod schemas they validate with) are loaded only when used:
 * on /admin, when the flag says there may be a session, or on login, never for an anonymous visit.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import { clearDrafts } from '@camping/ui/hooks/draft-storage';

/**
 * The auth calls, with the shared API client told what to do on any 401. Every call that can answer 401
 * (the admin remotes') comes after a session check or a login, i.e. after this ran. Named: an admin page announces
 * these files in its HTML (load-graph.json).
 */
function loadAuthApi(onUnauthorized: () => void) {
  return Promise.all([
    import(/* webpackChunkName: "session-check" */ '@camping/contracts/api/auth'),
    import(/* webpackChunkName: "session-check" */ '@camping/contracts/api/http'),
  ]).then(([auth, http]) => {
    http.configureApi({ onUnauthorized });
    return auth;
  });
}

export const AUTH_FLAG_KEY = 'isAuthenticated';

export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /**
   * A call answered 401 while signed in (logout in another tab, expiry): the admin area stays, with every form's
   * input, and the login dialog opens over it; a login clears this (docs/decisions.md, "Session ends mid-work").
   */
  sessionExpired: boolean;
  /** Leaves the expired state without logging in (the clerk closed the dialog); the next 401 opens it again. */
  dismissSessionExpired: () => void;
  login: (usuario: string, contrasena: string) => Promise<void>;
  logout: () => Promise<void>;
  /** The user changed their password: a temporary one no longer blocks the admin area. */
  passwordChanged: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

function readFlag(): boolean {
  try {
    return localStorage.getItem(AUTH_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(value: boolean): void {
  try {
    if (value) localStorage.setItem(AUTH_FLAG_KEY, 'true');
    else localStorage.removeItem(AUTH_FLAG_KEY);
  } catch {
    // Storage blocked: the cookie still carries the session.
  }
}

export function AuthProvider({ children, verifyAtStart }: { children: ReactNode; verifyAtStart: boolean }) {
  const [needsCheck] = useState(() => verifyAtStart || readFlag());
  const [isInitialized, setInitialized] = useState(!needsCheck);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  // Read by the 401 handler, which the API client keeps from the first load.
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = user !== null;
  }, [user]);
  const authApi = useCallback(
    () =>
      loadAuthApi(() => {
        writeFlag(false);
        // Signed in until now: keep the screen (and its input) and ask for a login over it, never leave to /.
        if (signedIn.current) setSessionExpired(true);
        else setUser(null);
      }),
    [],
  );

  useEffect(() => {
    if (!needsCheck) return;
    let alive = true;
    authApi()
      .then(({ getMe }) => getMe())
      .then((me) => {
        if (!alive) return;
        setUser(me.usuario);
        writeFlag(true);
      })
      .catch(() => {
        if (!alive) return;
        setUser(null);
        writeFlag(false);
      })
      .finally(() => alive && setInitialized(true));
    return () => {
      alive = false;
    };
  }, [needsCheck, authApi]);

  const login = useCallback(async (usuario: string, contrasena: string) => {
    const { login: apiLogin } = await authApi();
    const result = await apiLogin({ usuario, contrasena });
    setUser(result.usuario);
    setSessionExpired(false);
    // What the screens under the login dialog failed to load meanwhile is asked again.
    (await import('@camping/contracts/api/http')).notifySessionRenewed();
    writeFlag(true);
    setInitialized(true);
  }, [authApi]);
  const dismissSessionExpired = useCallback(() => setSessionExpired(false), []);
  const passwordChanged = useCallback(() => setUser((u) => (u ? { ...u, debe_cambiar_contrasena: false } : u)), []);

  const logout = useCallback(async () => {
    try {
      const { logout: apiLogout } = await authApi();
      await apiLogout();
    } finally {
      setUser(null);
      setSessionExpired(false);
      writeFlag(false);
      // The next one to sign in on this tab must not find this clerk's drafts.
      clearDrafts();
    }
  }, [authApi]);

  const value = useMemo<AuthState>(
    () => ({
      isInitialized,
      isAuthenticated: user !== null,
      user,
      sessionExpired,
      dismissSessionExpired,
      login,
      logout,
      passwordChanged,
    }),
    [isInitialized, user, sessionExpired, dismissSessionExpired, login, logout, passwordChanged],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth fuera de AuthProvider');
  return value;
}
