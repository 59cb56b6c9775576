/**
 * «Calendario» / «Planilla»: the two views of the calendar screen (issue 18), as links so each view has its own
 * address; the current one is marked for screen readers too.
 */
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
          <a
            key={view.path}
            href={view.path}
            className={active ? 'view-switch-link active' : 'view-switch-link'}
            aria-current={active ? 'page' : undefined}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              navigate(view.path);
            }}
          >
            {view.label}
          </a>
        );
      })}
    </nav>
  );
}
