/**
 * A record's detail as an address (issue 34): /admin/reservas/12 opens reservation 12 over its list, so a clerk can
 * copy the address and send it. Opening from the list goes to that address; closing goes back to the list: with the
 * browser's Back when the list opened it (no duplicate entry for Back to land on), else replacing the detail's entry
 * (it came by a link or was typed). An id that is no record, or that the server does not know (404), is «no encontrado».
 */
import { useRef } from 'react';
import { apiErrorStatus } from '@camping/contracts/api/http';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export type DetailState = 'closed' | 'loading' | 'open' | 'not-found' | 'error';

/** A record's id as the API takes it: a positive whole number; anything else («abc», «0», «1.5») is no record. */
export function parseRecordId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export interface DetailRouteOptions<T> {
  /** The ':id' segment of the address, or null on the list. */
  detailId: string | null;
  /** The record's load by id (a TanStack query), disabled while `parseRecordId(detailId)` is null. */
  query: { data: T | undefined; error: unknown; isError: boolean; refetch: () => unknown };
  /** The list's address ('/admin/reservas'). */
  listPath: string;
  navigate: Navigate;
  /** The browser's Back; a test hands in its own. */
  goBack?: () => void;
}

export function useDetailRoute<T>({ detailId, query, listPath, navigate, goBack = () => window.history.back() }: DetailRouteOptions<T>) {
  // The detail the list pushed: closing it is the browser's Back.
  const pushed = useRef<string | null>(null);
  const state: DetailState =
    detailId === null
      ? 'closed'
      : parseRecordId(detailId) === null || apiErrorStatus(query.error) === 404
        ? 'not-found'
        : query.data !== undefined
          ? 'open'
          : query.isError
            ? 'error'
            : 'loading';
  return {
    state,
    detailId,
    item: state === 'open' ? (query.data ?? null) : null,
    retry: () => void query.refetch(),
    show: (id: number) => {
      pushed.current = String(id);
      navigate(`${listPath}/${id}`);
    },
    close: () => {
      if (detailId === null) return;
      if (pushed.current === detailId) goBack();
      else navigate(listPath, { replace: true });
      pushed.current = null;
    },
  };
}
