/** A section of «Hoy»: its title with how many, the stays, and a note when there are more than it shows. */
import type { ReactNode } from 'react';
import type { HoySeccion } from '@camping/contracts/schemas/hoy';
import { StayRow, type StayRowHandlers, type StayRowKind } from './stay-row';

export interface HoySectionProps extends StayRowHandlers {
  id: string;
  title: string;
  empty: string;
  seccion: HoySeccion;
  kind: StayRowKind;
  hoy: string;
  esHoy: boolean;
  busyId: number | null;
  /** Under the title (the balances' total). */
  extra?: ReactNode;
}

export function HoySection({ id, title, empty, seccion, kind, hoy, esHoy, busyId, extra, ...handlers }: HoySectionProps) {
  const more = seccion.total - seccion.reservas.length;
  return (
    <section className="fd-section card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="fd-count">{seccion.total}</span>
      </h2>
      {extra}
      {seccion.reservas.length === 0 ? (
        <p className="rsv-muted">{empty}</p>
      ) : (
        <ul className="fd-stays">
          {seccion.reservas.map((r) => (
            <StayRow key={r.id} reserva={r} kind={kind} hoy={hoy} esHoy={esHoy} busy={busyId === r.id} {...handlers} />
          ))}
        </ul>
      )}
      {more > 0 ? <p className="rsv-muted fd-more">Y {more} más: búsquelas en Reservas.</p> : null}
    </section>
  );
}
