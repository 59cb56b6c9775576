/** /admin/*: the guard, the layout and one remote per screen. */
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from '../auth/admin-guard';
import { RemoteView } from '../remotes/remote-view';
import { AdminLayout } from './admin-layout';

/** Admin route (under /admin) to the remote that serves it. */
export const ADMIN_ROUTES: Record<string, string> = {
  calendario: 'mf-calendar',
  'reserva-rapida': 'mf-reservations',
  reservas: 'mf-reservations',
  clientes: 'mf-clients',
  precios: 'mf-clients',
  reportes: 'mf-reports',
};

export function AdminArea() {
  const [error, setError] = useState<string | null>(null);
  return (
    <AdminGuard>
      <AdminLayout error={error} onDismissError={() => setError(null)}>
        <Routes>
          <Route index element={<Navigate to="calendario" replace />} />
          {Object.entries(ADMIN_ROUTES).map(([path, workspace]) => (
            <Route key={path} path={path} element={<RemoteView workspace={workspace} reportError={setError} />} />
          ))}
          <Route path="*" element={<Navigate to="calendario" replace />} />
        </Routes>
      </AdminLayout>
    </AdminGuard>
  );
}
