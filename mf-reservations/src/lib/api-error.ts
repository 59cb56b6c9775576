/**
 * What an API error says, read by its shape rather than with `instanceof ApiError`. Under Module Federation a shared
 * library's own relative imports (contracts' `api/reservas.ts` importing `./http`) can load as a second copy of
 * `http.ts`, whose ApiError class is not the one this remote imports, so `instanceof` fails and the server's message
 * (a clash, a duplicate) would be lost behind the fallback.
 */
interface ApiErrorShape {
  name: 'ApiError';
  message: string;
  status: number;
}

function isApiErrorShape(error: unknown): error is ApiErrorShape {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  return typeof (error as { status?: unknown }).status === 'number';
}

/** The HTTP status of an API error (0: no connection; 200: an answer of the wrong shape), else null. */
export function apiErrorStatus(error: unknown): number | null {
  return isApiErrorShape(error) ? error.status : null;
}

/** The server's Spanish message, or the screen's fallback for anything else. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiErrorShape(error) && error.message ? error.message : fallback;
}
