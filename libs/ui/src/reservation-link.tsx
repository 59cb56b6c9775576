/**
 * «Reserva N.º 12»: the link to a reservation's own address (/admin/reservas/12, its detail over the Reservas list),
 * where a clerk wants to send one: «Hoy», Historial, the calendar's detail.
 */
import type { ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './app-link';

export const RESERVAS_PATH = '/admin/reservas';

/** The reservation's address inside the app. */
export function reservationPath(id: number): string {
  return `${RESERVAS_PATH}/${id}`;
}

/** The address to paste in a chat or a mail: absolute, on this site's origin. */
export function reservationUrl(id: number, origin: string = window.location.origin): string {
  return new URL(reservationPath(id), origin).href;
}

export interface ReservationLinkProps extends Omit<AppLinkProps, 'href' | 'children'> {
  reservaId: number;
  /** The link's text; «Reserva N.º 12» when absent. */
  children?: ReactNode;
}

export function ReservationLink({ reservaId, children, ...rest }: ReservationLinkProps) {
  return (
    <AppLink {...rest} href={reservationPath(reservaId)}>
      {children ?? `Reserva N.º ${reservaId}`}
    </AppLink>
  );
}
