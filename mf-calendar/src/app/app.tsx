/** Root of the remote: the shell passes the path; each admin route maps to one screen. */
import type { RemoteAppProps } from '@camping/contracts/shell-contract';

export function App({ pathname }: RemoteAppProps) {
  return (
    <section className="page-header" data-remote="mf-calendar" data-path={pathname}>
      <h1>Calendario de reservas</h1>
    </section>
  );
}
