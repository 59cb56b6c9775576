/**
 * What the Planilla's colours mean: the states of a stay, the three kinds of block (issue #19; fuera de servicio,
 * issue 36) and today. Each key with its words, so a wrapped line on a phone never leaves a key alone.
 */
const KEYS: ReadonlyArray<{ className: string; label: string }> = [
  { className: 'plan-key plan-bar-activa', label: 'Activa' },
  { className: 'plan-key plan-bar-finalizada', label: 'Finalizada' },
  { className: 'plan-key plan-bar-cancelada', label: 'Cancelada' },
  { className: 'plan-key plan-block', label: 'Bloqueo importado' },
  { className: 'plan-key plan-block plan-block-manual', label: 'Mantenimiento' },
  { className: 'plan-key plan-block plan-block-fuera', label: 'Fuera de servicio' },
  { className: 'plan-key-today', label: 'Hoy' },
];

export function PlanningLegend() {
  return (
    <p className="plan-legend">
      {KEYS.map((key) => (
        <span key={key.label} className="plan-legend-item">
          <span className={key.className} aria-hidden="true" /> {key.label}
        </span>
      ))}
    </p>
  );
}
