/**
 * The «Qué» of a history row, with its reservation as a link (issue 34): «Reserva N.º 12» leads to that reservation's
 * detail, «Pago N.º 5 de la reserva N.º 12» links its last words. A deleted reservation's own row is not linked:
 * that address would only say «no encontrada».
 */
import { entidadHistorial } from '@camping/contracts/historial';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ReservationLink } from '@camping/ui/reservation-link';

export function HistorySubject({ fila, navigate }: { fila: HistorialFila; navigate: RemoteAppProps['navigate'] }) {
  const text = entidadHistorial(fila);
  if (fila.entidad === 'reserva') {
    return fila.accion === 'delete' ? (
      <>{text}</>
    ) : (
      <ReservationLink reservaId={fila.entidad_id} navigate={navigate}>
        {text}
      </ReservationLink>
    );
  }
  const tail = `reserva N.º ${fila.reserva_id}`;
  if (fila.reserva_id === null || !text.endsWith(tail)) return <>{text}</>;
  return (
    <>
      {text.slice(0, -tail.length)}
      <ReservationLink reservaId={fila.reserva_id} navigate={navigate}>
        {tail}
      </ReservationLink>
    </>
  );
}
