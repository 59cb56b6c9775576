/** The text of a load failure for the admin error banner: the screen's message and what the server said. */
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
