/**
 * «Calendario» / «Planilla»: the two views of the calendar screen (issue 18), as links so each view has its own
 * address; the current one is marked for screen readers too.
 */
import { AppLink } from '@camping/ui/app-link';
import './view-switch.css';

export const CALENDAR_PATH = '/admin/calendario';
export const PLANNING_PATH = '/admin/calendario/planilla';

const VIEWS = [
  { label: 'Calendario', path: CALENDAR_PATH },
  { label: 'Planilla', path: PLANNING_PATH },
] as const;

export function ViewSwitch({ current, navigate }: { current: string; navigate: (to: string) => void }) {
  return (
    <nav className="view-switch" aria-label="Vista del calendario">
      {VIEWS.map((view) => {
        const active = view.path === current;
        return (
          <AppLink
            key={view.path}
            href={view.path}
            navigate={navigate}
            className={active ? 'view-switch-link active' : 'view-switch-link'}
            aria-current={active ? 'page' : undefined}
          >
            {view.label}
          </AppLink>
        );
      })}
    </nav>
  );
}
