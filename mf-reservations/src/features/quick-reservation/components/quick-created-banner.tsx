/** What Reserva Rápida created last, with the way to the list. */
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { CreatedHoldWhatsapp } from '../../holds/components/created-hold-whatsapp';
import type { QuickCreated } from '../hooks/use-quick-submit';

export function QuickCreatedBanner({ created, navigate }: { created: QuickCreated; navigate?: RemoteAppProps['navigate'] }) {
  return (
    <div className="rsv-success" role="status">
      <span>
        ✓ {created.prereserva ? 'Pre-reserva' : 'Reserva'} #{created.id} creada para {created.nombre}
        {created.nuevo ? ' (cliente nuevo registrado)' : ''}.
      </span>
      {created.prereserva ? <CreatedHoldWhatsapp id={created.id} /> : null}
      {navigate ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => navigate('/admin/reservas')}>
          Ver reservas
        </button>
      ) : null}
    </div>
  );
}
