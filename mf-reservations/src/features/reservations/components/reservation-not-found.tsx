/**
 * What /admin/reservas/:id says when there is no such reservation (a mistyped or deleted number, «abc»), or when it
 * could not be loaded: a message inside the admin layout and the way back to the list, never a blank screen.
 */
import { MSG } from '@camping/contracts/messages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { AppLink } from '@camping/ui/app-link';
import { RESERVAS_PATH } from '@camping/ui/reservation-link';
import './reservation-not-found.css';

export interface ReservationNotFoundProps {
  detailId: string;
  /** The load failed for another reason (the server, the network): offered again instead of «no encontrada». */
  onRetry?: () => void;
  navigate: RemoteAppProps['navigate'];
}

export function ReservationNotFound({ detailId, onRetry, navigate }: ReservationNotFoundProps) {
  return (
    <section className="rsv-page" aria-labelledby="rsv-missing-title">
      <div className="card empty-state rsv-not-found" role="alert">
        <h1 id="rsv-missing-title">{onRetry ? 'No se pudo cargar la reserva' : MSG.reservaNoEncontrada}</h1>
        <p>
          {onRetry
            ? `Reserva N.º ${detailId}: revise la conexión e intente de nuevo.`
            : `No existe una reserva con el número «${detailId}». Puede haber sido eliminada o el enlace estar incompleto.`}
        </p>
        <p className="rsv-not-found-actions">
          {onRetry ? (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Reintentar
            </button>
          ) : null}
          <AppLink href={RESERVAS_PATH} navigate={navigate} className={onRetry ? 'btn btn-secondary' : 'btn btn-primary'}>
            Volver a Reservas
          </AppLink>
        </p>
      </div>
    </section>
  );
}
