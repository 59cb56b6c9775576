/**
 * What the shell hands every remote (through the bridge's props). Remotes know the shell only through this.
 */
import type { SessionUser } from './schemas/auth';

export interface RemoteAppProps {
  /** Current path, e.g. '/admin/reservas'; the shell owns routing. */
  pathname: string;
  /** Current hash, e.g. '#servicios'. */
  hash: string;
  /**
   * Current query string, e.g. '?fecha=2026-11-28': passed so a remote is drawn again when only it changes (as «Hoy»'s
   * day). Optional: an older shell does not pass it (the remote reads window.location).
   */
  search?: string;
  /**
   * The screen of the route table row the path matched (libs/federation/routes.json), e.g. 'reservas', 'hoy'.
   * Optional: a shell older than the route table does not pass it (the remote then reads `pathname`).
   */
  screen?: string;
  /** The path's parameters, e.g. { id: '12' } on /admin/reservas/12. Optional, as `screen`. */
  params?: Readonly<Record<string, string>>;
  /** Navigates inside the SPA. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The signed-in user, or null on public pages. */
  user: SessionUser | null;
  /** Puts a message in the admin error banner (null clears it). */
  reportError: (message: string | null) => void;
  /**
   * Tells the shell whether the screen holds unsaved input, so it asks before a route change. Optional: a shell
   * older than this prop does not pass it, and the remote's own unload warning still works.
   */
  reportUnsavedChanges?: (dirty: boolean) => void;
}
