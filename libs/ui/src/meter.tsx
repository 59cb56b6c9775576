/**
 * A share from 0 to 1 drawn as a bar, with the `meter` role, its value and a Spanish percentage for screen readers
 * (occupancy in the calendar's cards and in the reports; any screen that shows "how full").
 */
import type { CSSProperties } from 'react';

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });

export interface MeterProps {
  /** Accessible name, e.g. 'Ocupación de Cabañas'. */
  label: string;
  /** 0 to 1; values outside are drawn at the ends and read as given. */
  value: number;
  /** Class of the track; its `span` child is the filled part. */
  className: string;
  /** Fill colour, when the stylesheet does not set it. */
  color?: string;
  /** What a screen reader says, when the screen words the share its own way (the reports: 2,5 % below 10 %). */
  valueText?: string;
}

export function Meter({ label, value, className, color, valueText }: MeterProps) {
  const drawn = Math.min(1, Math.max(0, value));
  const fill: CSSProperties = { width: `${drawn * 100}%`, ...(color ? { background: color } : {}) };
  return (
    <div
      className={className}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      aria-valuetext={valueText ?? percent.format(value)}
    >
      <span style={fill} />
    </div>
  );
}
