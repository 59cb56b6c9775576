/**
 * /admin/*: the guard, the layout and one remote per screen; over them, the question before leaving unsaved input
 * and the login dialog when the session ends mid-work.
 */
import { useState } from 'react';
import { Navigate, Route, Routes } from '../../lib/router';
import { esAdmin } from '@camping/contracts/schemas/auth';
import { Spinner } from '@camping/ui/spinner';
import { ADMIN_HOME, ADMIN_ROUTES } from '@camping/federation/remotes';
import { AdminGuard } from '../auth/admin-guard';
import { useAuth } from '../auth/auth-context';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { SessionExpiredLogin } from '../auth/session-expired-login';
import { useLoadedModule } from '../../lib/use-loaded-module';
import { RemoteFallback } from '../remotes/remote-fallback';
import { RemoteView } from '../remotes/remote-view';
import { AdminLayout } from './admin-layout';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

// Módulos is the shell's own screen (issue 20), downloaded only when an administrator opens it, and shown as soon as
// its code is here: no Suspense, which held it back 300 ms after its (empty) fallback (lib/use-loaded-module.ts).
type ModulosModule = typeof import('../modulos/components/modulos-page');
let modulos: ModulosModule | undefined;
const loadModulos = () => import('../modulos/components/modulos-page').then((m) => (modulos = m));

function ModulosRoute({ reportError }: { reportError: (message: string | null) => void }) {
  const { module, error } = useLoadedModule('modulos', loadModulos, () => modulos);
  if (error !== undefined) return <RemoteFallback error={error} />;
  if (!module) return <Spinner />;
  return <module.ModulosPage reportError={reportError} />;
}

/** Screens of administrators only (docs/staff.md): reception is sent to the calendar. */
const ADMIN_ONLY = new Set(['reportes', 'historial', 'usuarios']);

export function AdminArea() {
  const [error, setError] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const { user } = useAuth();
  // A temporary password is replaced before anything else: no screen loads under the forced dialog.
  const mustChange = user?.debe_cambiar_contrasena === true;
  return (
    <AdminGuard>
      <AdminLayout error={error} onDismissError={() => setError(null)}>
        {mustChange ? <ChangePasswordDialog open forced onClose={() => undefined} /> : null}
        <Routes>
          <Route index element={<Navigate to={ADMIN_HOME} replace />} />
          {Object.entries(ADMIN_ROUTES).map(([path, workspace]) => (
            <Route
              key={path}
              path={path}
              element={
                mustChange ? null : ADMIN_ONLY.has(path) && !esAdmin(user) ? (
                  <Navigate to={`/admin/${ADMIN_HOME}`} replace />
                ) : (
                  <RemoteView workspace={workspace} reportError={setError} reportUnsavedChanges={setUnsaved} />
                )
              }
            />
          ))}
          <Route
            path="modulos"
            element={<ModulosRoute reportError={setError} />}
          />
          <Route path="*" element={<Navigate to={ADMIN_HOME} replace />} />
        </Routes>
        <UnsavedChangesGuard when={unsaved} />
        <SessionExpiredLogin />
      </AdminLayout>
    </AdminGuard>
  );
}
