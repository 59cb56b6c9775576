/**
 * Admin route guard of spec section 4: uninitialised -> 'Cargando...'; not authenticated -> / (history replaced);
 * authenticated -> the admin area. A full load of an /admin URL always asks the server (see AuthProvider).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { MSG } from '@camping/contracts/messages';
import { useAuth } from './auth-context';

export function AdminGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAuth();
  if (!isInitialized) {
    return (
      <div className="admin-loading" role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
        <p>{MSG.cargando}</p>
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <>{children}</>;
}
