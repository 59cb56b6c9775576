/**
 * A failed load says so once per failure: an error toast and the admin error banner (spec sections 2 and 8). The
 * banner is cleared when a later load succeeds or the screen goes away, if this screen put it there.
 */
import { useEffect, useRef } from 'react';
import { notify } from '@camping/ui/toast';

export interface LoadState {
  isError: boolean;
  isSuccess: boolean;
  errorUpdatedAt: number;
}

export function useLoadErrorReport(state: LoadState, message: string, reportError: (message: string | null) => void) {
  const reported = useRef(0);
  const bannerSet = useRef(false);
  const { isError, isSuccess, errorUpdatedAt } = state;

  useEffect(() => {
    if (isError && reported.current !== errorUpdatedAt) {
      reported.current = errorUpdatedAt;
      notify.error(message);
      reportError(message);
      bannerSet.current = true;
    } else if (isSuccess && bannerSet.current) {
      bannerSet.current = false;
      reportError(null);
    }
  }, [isError, isSuccess, errorUpdatedAt, message, reportError]);

  useEffect(() => {
    const banner = bannerSet;
    return () => {
      if (banner.current) reportError(null);
    };
  }, [reportError]);
}
