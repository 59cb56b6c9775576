/**
 * What /admin/clientes/:id says when there is no such client (a mistyped or deleted number, «abc»), or when it could
 * not be loaded: a message inside the admin layout and the way back to the list, never a blank screen.
 */
import { MSG } from '@camping/contracts/messages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { AppLink } from '@camping/ui/app-link';
import { CLIENTES_PATH } from '../hooks/use-client-detail-route';
import './client-not-found.css';

export interface ClientNotFoundProps {
  detailId: string;
  /** The load failed for another reason (the server, the network): offered again instead of «no encontrado». */
  onRetry?: () => void;
  navigate: RemoteAppProps['navigate'];
}

export function ClientNotFound({ detailId, onRetry, navigate }: ClientNotFoundProps) {
  return (
    <section className="mfc-clients" aria-labelledby="mfc-missing-title">
      <div className="card empty-state mfc-not-found" role="alert">
        <h1 id="mfc-missing-title">{onRetry ? 'No se pudo cargar el cliente' : MSG.clienteNoEncontrado}</h1>
        <p>
          {onRetry
            ? `Cliente N.º ${detailId}: revise la conexión e intente de nuevo.`
            : `No existe un cliente con el número «${detailId}». Puede haber sido eliminado o el enlace estar incompleto.`}
        </p>
        <p className="mfc-not-found-actions">
          {onRetry ? (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Reintentar
            </button>
          ) : null}
          <AppLink href={CLIENTES_PATH} navigate={navigate} className={onRetry ? 'btn btn-secondary' : 'btn btn-primary'}>
            Volver a Clientes
          </AppLink>
        </p>
      </div>
    </section>
  );
}
