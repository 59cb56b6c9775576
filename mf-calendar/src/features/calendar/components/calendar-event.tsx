/**
 * How one reservation looks inside the grid, and the wrapper that makes it reachable with the keyboard
 * (react-big-calendar's event cells are plain divs: this gives them a tab stop, a role and a Spanish name).
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { EventProps } from 'react-big-calendar';
import { formatDateTimeAR } from '@camping/contracts/format';
import { isLiveHold } from '@camping/contracts/holds';
import { hospedajeLabel, type ReservationEvent } from '../lib/reservation-events';

/** '11/03 18:30': a hold's expiry as short as the grid needs it (the tooltip and the panel give the year). */
function shortExpiry(venceEl: string | null | undefined): string {
  return formatDateTimeAR(venceEl).replace(/\/\d{4}/, '');
}

export function CalendarEvent({ event }: EventProps<ReservationEvent>) {
  return (
    <span className="cal-ev">
      {event.reserva.numero_hospedaje !== null ? (
        <span className="cal-ev-unit" aria-hidden="true">
          {event.reserva.numero_hospedaje}
        </span>
      ) : null}
      {isLiveHold(event.reserva) ? (
        <span className="cal-ev-hold">
          Pre<span className="cal-ev-hold-when"> · vence {shortExpiry(event.reserva.vence_el)}</span>
        </span>
      ) : null}
      <span className="cal-ev-name">{event.title}</span>
      <span className="cal-ev-detail"> - {hospedajeLabel(event.reserva)}</span>
    </span>
  );
}

/** What Enter or Space on a reservation does (the widget forwards keys only in some views). */
export const OpenReservationContext = createContext<(event: ReservationEvent) => void>(() => undefined);

export function CalendarEventWrapper({ event, children }: { event: ReservationEvent; children?: ReactNode }) {
  const open = useContext(OpenReservationContext);
  if (!isValidElement(children)) return <>{children}</>;
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    tabIndex: 0,
    role: 'button',
    'aria-label': isLiveHold(event.reserva)
      ? `Pre-reserva #${event.id}: ${event.text}, vence el ${formatDateTimeAR(event.reserva.vence_el)}. Ver detalles`
      : `Reserva #${event.id}: ${event.text}. Ver detalles`,
    'data-reserva-id': event.id,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      open(event);
    },
  });
}
