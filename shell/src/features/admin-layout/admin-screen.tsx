/**
 * One row of the admin route table on screen: the role guard (a role the row does not list gets «No tiene permiso
 * para ver esta pantalla.» inside the layout, and no request of that screen goes out), then the row's remote with its
 * screen and the path's parameters, or the shell's own screen (Módulos).
 */
import { useParams } from 'react-router-dom';
import { MSG } from '@camping/contracts/messages';
import { Spinner } from '@camping/ui/spinner';
import { SHELL_SCREENS, mayOpen, type AdminRoute } from '@camping/federation/admin-routes';
import { useAuth } from '../auth/auth-context';
import { useLoadedModule } from '../../lib/use-loaded-module';
import { RemoteFallback } from '../remotes/remote-fallback';
import { RemoteView } from '../remotes/remote-view';

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

export function NoPermission() {
  return (
    <p className="empty-state" role="alert">
      {MSG.sinPermisoPantalla}
    </p>
  );
}

/** The row's own parameters (`:id`), not the `*` of the enclosing /admin/* route. */
function useRouteParams(route: AdminRoute): Record<string, string> {
  const params = useParams();
  const names = route.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  return Object.fromEntries(names.flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])));
}

export interface AdminScreenProps {
  route: AdminRoute;
  reportError: (message: string | null) => void;
  reportUnsavedChanges: (dirty: boolean) => void;
}

export function AdminScreen({ route, reportError, reportUnsavedChanges }: AdminScreenProps) {
  const { user } = useAuth();
  const params = useRouteParams(route);
  if (!mayOpen(route, user)) return <NoPermission />;
  if (route.remote === SHELL_SCREENS) return <ModulosRoute reportError={reportError} />;
  return (
    <RemoteView
      workspace={route.remote}
      screen={route.screen}
      params={params}
      reportError={reportError}
      reportUnsavedChanges={reportUnsavedChanges}
    />
  );
}
