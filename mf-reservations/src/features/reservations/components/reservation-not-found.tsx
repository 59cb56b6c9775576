/** What /admin/reservas/:id says when there is no such reservation, or it could not be loaded (record-not-found.tsx). */
import { MSG } from '@camping/contracts/messages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { RecordNotFound } from '@camping/ui/record-not-found';
import { RESERVAS_PATH } from '@camping/ui/reservation-link';

export interface ReservationNotFoundProps {
  detailId: string;
  onRetry?: () => void;
  navigate: RemoteAppProps['navigate'];
}

export function ReservationNotFound({ detailId, onRetry, navigate }: ReservationNotFoundProps) {
  return (
    <RecordNotFound
      pageClassName="rsv-page"
      title={onRetry ? 'No se pudo cargar la reserva' : MSG.reservaNoEncontrada}
      message={
        onRetry
          ? `Reserva N.º ${detailId}: revise la conexión e intente de nuevo.`
          : `No existe una reserva con el número «${detailId}». Puede haber sido eliminada o el enlace estar incompleto.`
      }
      backHref={RESERVAS_PATH}
      backLabel="Volver a Reservas"
      navigate={navigate}
      onRetry={onRetry}
    />
  );
}
