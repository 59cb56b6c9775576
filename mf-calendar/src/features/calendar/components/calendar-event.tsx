/**
 * How one reservation or block looks inside the grid, and the wrapper that makes it reachable with the keyboard
 * (react-big-calendar's event cells are plain divs: this gives them a tab stop, a role and a Spanish name). A stay
 * with an open conflict carries a '!' badge (and an outline, calendar.css).
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
import { blockText, conflictLine, type BlockEvent, type CalendarItem } from '../lib/block-events';
import { hospedajeLabel } from '../lib/reservation-events';

/** '11/03 18:30': a hold's expiry as short as the grid needs it (the tooltip and the panel give the year). */
function shortExpiry(venceEl: string | null | undefined): string {
  return formatDateTimeAR(venceEl).replace(/\/\d{4}/, '');
}

function BlockContent({ event }: { event: BlockEvent }) {
  return (
    <span className="cal-ev">
      <span className="cal-ev-unit" aria-hidden="true">
        {event.numero}
      </span>
      <span className="cal-ev-name">{event.bloqueo.origen}</span>
      <span className="cal-ev-detail"> · {event.unidad}</span>
    </span>
  );
}

export function CalendarEvent({ event }: EventProps<CalendarItem>) {
  if (event.kind === 'bloqueo') return <BlockContent event={event} />;
  return (
    <span className="cal-ev">
      {event.conflictos.length > 0 ? (
        <span className="cal-ev-conflict" aria-hidden="true" title="Conflicto con un calendario importado">
          !
        </span>
      ) : null}
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

/** What Enter or Space on a reservation or block does (the widget forwards keys only in some views). */
export const OpenReservationContext = createContext<(event: CalendarItem) => void>(() => undefined);

function accessibleName(event: CalendarItem): string {
  if (event.kind === 'bloqueo') return `${event.unidad}: ${blockText(event.bloqueo)}. Ver bloqueo`;
  const conflicts = event.conflictos.map((k) => `. ${conflictLine(k)}`).join('');
  return isLiveHold(event.reserva)
    ? `Pre-reserva #${event.id}: ${event.text}, vence el ${formatDateTimeAR(event.reserva.vence_el)}${conflicts}. Ver detalles`
    : `Reserva #${event.id}: ${event.text}${conflicts}. Ver detalles`;
}

export function CalendarEventWrapper({ event, children }: { event: CalendarItem; children?: ReactNode }) {
  const open = useContext(OpenReservationContext);
  if (!isValidElement(children)) return <>{children}</>;
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    tabIndex: 0,
    role: 'button',
    'aria-label': accessibleName(event),
    ...(event.kind === 'bloqueo' ? { 'data-bloqueo-id': event.id } : { 'data-reserva-id': event.id }),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      open(event);
    },
  });
}
