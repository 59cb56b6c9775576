/** What /admin/clientes/:id says when there is no such client, or it could not be loaded (record-not-found.tsx). */
import { MSG } from '@camping/contracts/messages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { RecordNotFound } from '@camping/ui/record-not-found';
import { CLIENTES_PATH } from '../hooks/use-client-detail-route';

export interface ClientNotFoundProps {
  detailId: string;
  onRetry?: () => void;
  navigate: RemoteAppProps['navigate'];
}

export function ClientNotFound({ detailId, onRetry, navigate }: ClientNotFoundProps) {
  return (
    <RecordNotFound
      pageClassName="mfc-clients"
      title={onRetry ? 'No se pudo cargar el cliente' : MSG.clienteNoEncontrado}
      message={
        onRetry
          ? `Cliente N.º ${detailId}: revise la conexión e intente de nuevo.`
          : `No existe un cliente con el número «${detailId}». Puede haber sido eliminado o el enlace estar incompleto.`
      }
      backHref={CLIENTES_PATH}
      backLabel="Volver a Clientes"
      navigate={navigate}
      onRetry={onRetry}
    />
  );
}
