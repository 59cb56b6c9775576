/** Pieces the detail panels share (a reservation's and a block's): a label/value row and a link to another screen. */
import type { MouseEvent, ReactNode } from 'react';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cal-detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A real link (opens in a new tab with a modifier) that a plain click follows inside the SPA. */
export function AdminLink({ to, navigate, children }: { to: string; navigate?: (to: string) => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
