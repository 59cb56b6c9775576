/**
 * What the calendar's colours mean besides the types (the filter names those): the two kinds of block and the mark
 * of a stay in conflict with an imported calendar (issue #19).
 */
export function CalendarLegend() {
  return (
    <p className="cal-legend">
      <span className="cal-legend-item">
        <span className="cal-key cal-key-bloqueo" aria-hidden="true" /> Bloqueo de un calendario importado
      </span>
      <span className="cal-legend-item">
        <span className="cal-key cal-key-bloqueo cal-key-bloqueo-manual" aria-hidden="true" /> Mantenimiento
      </span>
      <span className="cal-legend-item">
        <span className="cal-key cal-key-conflicto" aria-hidden="true" /> Estadía en conflicto con un calendario importado
      </span>
    </p>
  );
}
