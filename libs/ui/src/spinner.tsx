import { MSG } from '@camping/contracts/messages';

export function Spinner({ label = MSG.cargando }: { label?: string }) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
