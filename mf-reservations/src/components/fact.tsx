/** One label and value of a description list (`<dl>`): details, cards, summaries. */
import type { ReactNode } from 'react';

export function Fact({ label, children, className, valueClassName, valueTestId }: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
  valueTestId?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={valueTestId}>
        {children}
      </dd>
    </div>
  );
}
