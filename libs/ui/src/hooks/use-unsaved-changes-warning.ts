/**
 * Warns before a form with unsaved input is left. Page unload (reload, closing the tab, typing another address):
 * the browser's own `beforeunload` prompt, the only one a page may show there. Route changes inside the app: the
 * shell owns the router, so the form tells it through `report` (RemoteAppProps.reportUnsavedChanges) and the
 * shell asks before navigating (docs/decisions.md, "Unsaved input").
 */
import { useEffect } from 'react';

export function useUnsavedChangesWarning(dirty: boolean, report?: (dirty: boolean) => void): void {
  useEffect(() => {
    report?.(dirty);
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      report?.(false);
    };
  }, [dirty, report]);
}
