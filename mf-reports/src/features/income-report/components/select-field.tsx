/** A labelled select of the admin's `field` style: the report's filters and the phone's sort. */
import type { ReactNode } from 'react';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
  /** Options shown before the list (e.g. the current value when none of the list matches). */
  before?: ReactNode;
}

export function SelectField({ id, label, value, options, onChange, className, before }: SelectFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {before}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
