/** «2 pre-reservas vencen hoy»: the way from the calendar to the list of holds to chase today (issue 16). */
import { useHoldsDueToday } from '../api/use-holds-due-today';

export function HoldsDueTodayLink({ navigate }: { navigate: (to: string) => void }) {
  const due = useHoldsDueToday();
  if (!due.data) return null;
  return (
    <button type="button" className="btn btn-secondary cal-due-today" onClick={() => navigate('/admin/reservas#vencen-hoy')}>
      {due.data === 1 ? '1 pre-reserva vence hoy' : `${due.data} pre-reservas vencen hoy`}
    </button>
  );
}
