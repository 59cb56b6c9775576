import { lazy, Suspense, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import { AuthProvider } from '../features/auth/auth-context';
import { PublicLayout } from '../features/public-chrome/public-layout';
import { RemoteFallback } from '../features/remotes/remote-fallback';
import { GuardedBrowserRouter } from '../lib/guarded-router';
import { useLoadedModule } from '../lib/use-loaded-module';
import { LazyBoundary } from './lazy-boundary';

// Admin code (layout, guard, the toaster the admin remotes raise toasts into) is downloaded on /admin only:
// an anonymous visitor of the public site never gets it. Named: the build lists its files (load-graph.json) and the
// server announces them in an admin page's HTML (docs/architecture.md).
type AdminAreaModule = typeof import('../features/admin-layout/admin-area');
let adminArea: AdminAreaModule | undefined;
const loadAdminArea = () =>
  import(/* webpackChunkName: "admin-area" */ '../features/admin-layout/admin-area').then((m) => (adminArea = m));
const AppToaster = lazy(() => import('@camping/ui/toast').then((m) => ({ default: m.AppToaster })));

function AdminLoading() {
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{MSG_PUBLICO.cargando}</p>
    </div>
  );
}

/** /admin/*: shown once its code is here, without Suspense's hold (lib/use-loaded-module.ts). */
function AdminAreaRoute() {
  const { module, error } = useLoadedModule('admin-area', loadAdminArea, () => adminArea);
  if (error !== undefined) return <RemoteFallback error={error} />;
  if (!module) return <AdminLoading />;
  return <module.AdminArea />;
}

/** The toaster joins on the first admin screen and stays, so a toast raised just before leaving still shows. */
function LazyToaster() {
  const { pathname } = useLocation();
  const onAdmin = pathname.startsWith('/admin');
  const [needed, setNeeded] = useState(onAdmin);
  if (onAdmin && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <LazyBoundary fallback={null}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </LazyBoundary>
  );
}

/**
 * Every route of the shell. A plain router, not a data router (createBrowserRouter): the data router's code is ~17 KB
 * gzip more on every public page, and the only thing it was there for, holding a navigation that would leave unsaved
 * input, GuardedBrowserRouter does (docs/performance.md).
 */
export function App() {
  return (
    <GuardedBrowserRouter>
      <AuthProvider verifyAtStart={window.location.pathname.startsWith('/admin')}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <LazyBoundary>
                <AdminAreaRoute />
              </LazyBoundary>
            }
          />
          <Route path="*" element={<PublicLayout />} />
        </Routes>
        <LazyToaster />
      </AuthProvider>
    </GuardedBrowserRouter>
  );
}
