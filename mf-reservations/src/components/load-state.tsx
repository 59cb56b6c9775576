/** The two in-between states of a list a form waits for: still loading, or failed with a retry. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <p className="rsv-verifying" role="status">
      <span className="rsv-dot-spinner" aria-hidden="true" /> {label}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="rsv-alert" role="alert">
      {message}{' '}
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
