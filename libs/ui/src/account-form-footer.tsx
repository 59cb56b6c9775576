/** The end of every form of a stay's account (issue 32): the server's refusal in place, «Cancelar» and the action. */
export interface AccountFormFooterProps {
  /** The server's refusal, if any. */
  refusal?: string;
  submitting: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}

export function AccountFormFooter({ refusal, submitting, label, busyLabel, onCancel }: AccountFormFooterProps) {
  return (
    <>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="pay-form-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={submitting}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={submitting}>
          {submitting ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
