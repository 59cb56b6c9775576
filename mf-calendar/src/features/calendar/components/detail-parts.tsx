/** What the detail panels share (a reservation's and a block's): a label/value row. */
import type { ReactNode } from 'react';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cal-detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
