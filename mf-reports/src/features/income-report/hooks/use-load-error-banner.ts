/**
 * Puts this screen's load failures in the shell's admin error banner (spec: "the admin banner shows the error the
 * data layer holds") and takes them out again once the data loads, or when the screen is left.
 */
import { useEffect, useRef } from 'react';
import { errorMessage } from '@camping/contracts/api/http';

/** What the API client said went wrong ('' when it was not the client). */
export function apiErrorText(error: unknown): string {
  return errorMessage(error, '');
}

/** 'Error al cargar los reportes de ingresos: <what the server said>', or just the first part. */
export function loadErrorText(error: unknown, fallback: string): string {
  const detail = apiErrorText(error);
  return detail && detail !== fallback ? `${fallback}: ${detail}` : fallback;
}

export function useLoadErrorBanner(message: string | null, reportError: (message: string | null) => void): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (message === shown.current) return;
    if (message) reportError(message);
    // Only clear what this screen put there: another message may belong to someone else.
    else if (shown.current) reportError(null);
    shown.current = message;
  }, [message, reportError]);
  useEffect(
    () => () => {
      if (shown.current) reportError(null);
      shown.current = null;
    },
    [reportError],
  );
}
