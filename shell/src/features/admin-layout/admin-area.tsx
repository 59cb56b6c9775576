/**
 * /admin/*: the guard, the layout and one row of the route table per screen (libs/federation/routes.json, through
 * AdminScreen); over them, the question before leaving unsaved input and the login dialog when the session ends
 * mid-work. /admin and an unknown admin path go to the home screen.
 */
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTE_TABLE, homeFor } from '@camping/federation/admin-routes';
import { AdminGuard } from '../auth/admin-guard';
import { useAuth } from '../auth/auth-context';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { SessionExpiredLogin } from '../auth/session-expired-login';
import { AdminLayout } from './admin-layout';
import { AdminScreen } from './admin-screen';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export function AdminArea() {
  const [error, setError] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const { user } = useAuth();
  // Absolute: a relative path under a splat route resolves against the whole unknown path in react-router 7. The
  // role's home: the housekeeping role cannot open the calendar (issue 36).
  const home = `/admin/${homeFor(user)}`;
  // A temporary password is replaced before anything else: no screen loads under the forced dialog.
  const mustChange = user?.debe_cambiar_contrasena === true;
  return (
    <AdminGuard>
      <AdminLayout error={error} onDismissError={() => setError(null)}>
        {mustChange ? <ChangePasswordDialog open forced onClose={() => undefined} /> : null}
        <Routes>
          <Route index element={<Navigate to={home} replace />} />
          {ADMIN_ROUTE_TABLE.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={mustChange ? null : <AdminScreen route={route} reportError={setError} reportUnsavedChanges={setUnsaved} />}
            />
          ))}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
        <UnsavedChangesGuard when={unsaved} />
        <SessionExpiredLogin />
      </AdminLayout>
    </AdminGuard>
  );
}
