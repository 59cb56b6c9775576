/**
 * The wizard's own ways out (×, backdrop, Escape, «Cancelar») ask before dropping input, as leaving the screen does
 * (issue 37; docs/decisions.md, "Unsaved input"). Whether there is input is what the draft already reports to the
 * shell, so the two questions can never disagree.
 */
import { useCallback, useState } from 'react';

export interface LeaveGuard {
  /** Passed on as the form's unsaved-input report: remembered here, forwarded to the shell. */
  report: (dirty: boolean) => void;
  /** A way out was taken: closes at once when empty, else asks. */
  request: () => void;
  asking: boolean;
  confirm: () => void;
  stay: () => void;
}

export function useLeaveGuard(close: () => void, reportToShell?: (dirty: boolean) => void): LeaveGuard {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback(
    (next: boolean) => {
      setDirty(next);
      reportToShell?.(next);
    },
    [reportToShell],
  );
  return {
    report,
    request: () => (dirty ? setAsking(true) : close()),
    asking,
    confirm: () => {
      setAsking(false);
      close();
    },
    stay: () => setAsking(false),
  };
}
