/**
 * The «Qué» of a history row, with its reservation as a link (issue 34): «Reserva N.º 12 · Pérez, Juan · Dormi 0 · …»
 * leads to that reservation's detail, «Pago N.º 5 de la reserva N.º 12 (Pérez, Juan · …)» links its reservation's
 * words. A deleted reservation's own row is not linked: that address would only say «no encontrada». The names
 * come with the page (issue 37).
 */
import { entidadHistorial } from '@camping/contracts/historial';
import type { HistorialNombres } from '@camping/contracts/historial-nombres';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ReservationLink } from '@camping/ui/reservation-link';

interface HistorySubjectProps {
  fila: HistorialFila;
  nombres?: HistorialNombres;
  navigate: RemoteAppProps['navigate'];
}

export function HistorySubject({ fila, nombres, navigate }: HistorySubjectProps) {
  const text = entidadHistorial(fila, nombres);
  if (fila.entidad === 'reserva') {
    // The link says what it opens («Reserva N.º 12»); the guest, unit and dates follow it as text.
    const head = `Reserva N.º ${fila.entidad_id}`;
    return fila.accion === 'delete' || !text.startsWith(head) ? (
      <>{text}</>
    ) : (
      <>
        <ReservationLink reservaId={fila.entidad_id} navigate={navigate}>
          {head}
        </ReservationLink>
        {text.slice(head.length)}
      </>
    );
  }
  const reservaId = fila.reserva_id;
  const tail = `reserva N.º ${reservaId}`;
  const at = reservaId === null ? -1 : text.indexOf(tail);
  if (reservaId === null || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <ReservationLink reservaId={reservaId} navigate={navigate}>
        {tail}
      </ReservationLink>
      {text.slice(at + tail.length)}
    </>
  );
}
