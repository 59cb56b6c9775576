/**
 * Mounts a remote's app (through the bridge, in its own React root) with the props every remote gets: the path, the
 * route table's screen and the path's parameters (admin screens), navigate, the signed-in user, the admin error
 * banner and the unsaved-input report.
 */
import { useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@camping/ui/spinner';
import { useAuth } from '../auth/auth-context';
import { PrerenderedRemoteHtml } from './prerendered-remote';
import { RemoteMount, remoteRootClass } from './remote-mount';

export function RemoteView({
  workspace,
  screen,
  params,
  reportError = () => undefined,
  reportUnsavedChanges,
}: {
  workspace: string;
  screen?: string;
  params?: Readonly<Record<string, string>>;
  reportError?: (message: string | null) => void;
  reportUnsavedChanges?: (dirty: boolean) => void;
}) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const { user } = useAuth();
  const navigate = useMemo(
    () => (to: string, options?: { replace?: boolean }) => routerNavigate(to, { replace: options?.replace }),
    [routerNavigate],
  );
  const prerendered = useContext(PrerenderedRemoteHtml);
  if (prerendered !== null) {
    return <div className={remoteRootClass(workspace)} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return (
    <RemoteMount
      workspace={workspace}
      loading={<Spinner />}
      props={{ pathname: location.pathname, hash: location.hash, search: location.search, screen, params, navigate, user, reportError, reportUnsavedChanges }}
    />
  );
}
