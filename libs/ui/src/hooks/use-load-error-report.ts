/**
 * A failed load says so once per failure: the admin error banner (spec sections 2 and 8) and, unless the screen
 * shows the failure itself, an error toast. The banner is cleared when a later load succeeds or when the screen
 * goes away, if this screen put it there: it must not follow staff to another screen.
 */
import { useEffect, useRef } from 'react';
import { notify } from '../toast';

/** What the hook reads of a TanStack Query result (or of several, combined by the screen). */
export interface LoadState {
  isError: boolean;
  isSuccess: boolean;
  errorUpdatedAt: number;
}

export interface LoadErrorReportOptions {
  /** Also raise an error toast for each new failure (default true). */
  toast?: boolean;
}

export function useLoadErrorReport(
  state: LoadState,
  message: string,
  reportError: (message: string | null) => void,
  { toast = true }: LoadErrorReportOptions = {},
): void {
  const reported = useRef<{ at: number; message: string } | null>(null);
  const bannerSet = useRef(false);
  const { isError, isSuccess, errorUpdatedAt } = state;

  useEffect(() => {
    if (isError) {
      const last = reported.current;
      if (last?.at === errorUpdatedAt && last.message === message) return;
      // A toast per failure; the banner also follows a change of message (another query of the screen failed).
      if (toast && last?.at !== errorUpdatedAt) notify.error(message);
      reported.current = { at: errorUpdatedAt, message };
      reportError(message);
      bannerSet.current = true;
    } else if (isSuccess && bannerSet.current) {
      // Only clear what this screen put there: another message may belong to someone else.
      bannerSet.current = false;
      reported.current = null;
      reportError(null);
    }
  }, [isError, isSuccess, errorUpdatedAt, message, reportError, toast]);

  useEffect(() => {
    const banner = bannerSet;
    return () => {
      if (banner.current) reportError(null);
      banner.current = false;
    };
  }, [reportError]);
}
