/**
 * What a detail address says when it leads nowhere (a mistyped or deleted number, «abc») or its record could not be
 * loaded: a message inside the admin layout and the way back to the list, never a blank screen. Each remote names
 * its record (reservation-not-found.tsx, client-not-found.tsx).
 */
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface RecordNotFoundProps {
  /** «Reserva no encontrada», or «No se pudo cargar la reserva» when `onRetry` is given. */
  title: string;
  message: ReactNode;
  /** The list's address and the link's words: «Volver a Reservas». */
  backHref: string;
  backLabel: string;
  navigate: Navigate;
  /** The load failed for another reason (the server, the network): offered again instead of «no encontrada». */
  onRetry?: () => void;
  /** The screen's own page class, so the message sits where the list would. */
  pageClassName: string;
}

export function RecordNotFound({ title, message, backHref, backLabel, navigate, onRetry, pageClassName }: RecordNotFoundProps) {
  return (
    <section className={pageClassName} aria-label={title}>
      <div className="card empty-state record-not-found" role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
        <p className="record-not-found-actions">
          {onRetry ? (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Reintentar
            </button>
          ) : null}
          <AppLink href={backHref} navigate={navigate} className={onRetry ? 'btn btn-secondary' : 'btn btn-primary'}>
            {backLabel}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
