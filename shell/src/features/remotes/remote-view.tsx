/**
 * Mounts a remote's app (through the bridge, in its own React root) with the props every remote gets: the path,
 * navigate, the signed-in user, the admin error banner and
 * the unsaved-input report.
 */
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { useMemo, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { REMOTES } from '@camping/federation/remotes';
import { Spinner } from '@camping/ui/spinner';
import { useAuth } from '../auth/auth-context';
import { RemoteFallback } from './remote-fallback';
import { loadRemoteApp } from './remote-registry';

/** One lazy component per remote, made once: nothing is downloaded until it renders. */
const REMOTE_COMPONENTS: Record<string, ComponentType<RemoteAppProps>> = Object.fromEntries(
  REMOTES.map((remote) => [
    remote.workspace,
    createRemoteAppComponent({
      loader: () => loadRemoteApp(remote.workspace) as never,
      loading: <Spinner />,
      fallback: RemoteFallback as never,
    }) as unknown as ComponentType<RemoteAppProps>,
  ]),
);

export function RemoteView({
  workspace,
  reportError = () => undefined,
  reportUnsavedChanges,
}: {
  workspace: string;
  reportError?: (message: string | null) => void;
  reportUnsavedChanges?: (dirty: boolean) => void;
}) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const { user } = useAuth();
  const Component = REMOTE_COMPONENTS[workspace];
  const navigate = useMemo(
    () => (to: string, options?: { replace?: boolean }) => routerNavigate(to, { replace: options?.replace }),
    [routerNavigate],
  );
  return (
    <Component
      pathname={location.pathname}
      hash={location.hash}
      navigate={navigate}
      user={user}
      reportError={reportError}
      reportUnsavedChanges={reportUnsavedChanges}
    />
  );
}
