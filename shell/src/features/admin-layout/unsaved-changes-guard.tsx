/**
 * Asks before a route change leaves a screen whose remote reported unsaved input (RemoteAppProps.reportUnsavedChanges).
 * The shell owns the router, so the question is asked here, once for every remote, for every way out inside the app:
 * links, `navigate()` (the remotes' too) and the browser's back and forward (GuardedRouter holds them). Page unload is
 * each form's own `beforeunload` (useUnsavedChangesWarning). A change of hash or search on the same path leaves nothing.
 */
import { UnsavedChangesDialog } from '@camping/ui/unsaved-changes-dialog';
import { useNavigationBlocker } from '../../lib/guarded-router';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  return (
    <UnsavedChangesDialog open={blocked} onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />
  );
}
