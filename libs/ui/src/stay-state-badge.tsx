/**
 * The stay's state (issue 17) as a small badge for lists and details: «Ingresó 25/11/2026 10:32 · maria», «Salió …»,
 * «No se presentó». Nothing before the guest arrives. `compact` (tables, cards) shows only the word, the whole line
 * in its title. Written once for Reservas, «Hoy», the calendar and the client history.
 */
import { estadoEstadia, estadoEstadiaTexto, type EstadiaActual } from '@camping/contracts/stay-states';

const PALABRA = { en_casa: 'Ingresó', salio: 'Salió', no_show: 'No se presentó' } as const;

export function StayStateBadge({ reserva, compact = false }: { reserva: EstadiaActual; compact?: boolean }) {
  const texto = estadoEstadiaTexto(reserva);
  const estado = estadoEstadia(reserva);
  if (!texto || estado === 'sin_ingreso') return null;
  return (
    <span className={`stay-state stay-state-${estado}`} title={texto}>
      {compact ? PALABRA[estado] : texto}
    </span>
  );
}
