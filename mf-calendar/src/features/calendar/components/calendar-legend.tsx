/**
 * What the calendar's colours mean besides the types (the filter names those): the three kinds of block (issue #19;
 * fuera de servicio, issue 36) and the mark of a stay in conflict with an imported calendar.
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
        <span className="cal-key cal-key-bloqueo cal-key-bloqueo-fuera" aria-hidden="true" /> Fuera de servicio
      </span>
      <span className="cal-legend-item">
        <span className="cal-key cal-key-conflicto" aria-hidden="true" /> Estadía en conflicto con un calendario importado
      </span>
    </p>
  );
}
