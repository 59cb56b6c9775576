import { MSG_PUBLICO } from '@camping/contracts/messages-publico';

export function Spinner({ label = MSG_PUBLICO.cargando }: { label?: string }) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
