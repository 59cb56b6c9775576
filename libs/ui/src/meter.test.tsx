import { render, screen } from '@testing-library/react';
import { Meter } from './meter';

describe('Meter', () => {
  it('is a named meter with its percentage, drawn inside its track', () => {
    render(<Meter label="Ocupación de Cabañas" value={0.25} className="bar" color="#2563eb" />);
    const meter = screen.getByRole('meter', { name: 'Ocupación de Cabañas' });
    expect(meter).toHaveAttribute('aria-valuenow', '25');
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^25\s?%$/);
    expect((meter.firstChild as HTMLElement).style.width).toBe('25%');
    expect((meter.firstChild as HTMLElement).style.background).toBe('rgb(37, 99, 235)');
  });
  it('never draws past the ends', () => {
    render(<Meter label="Lleno" value={1.4} className="bar" />);
    expect((screen.getByRole('meter').firstChild as HTMLElement).style.width).toBe('100%');
  });
  it('says the share as the screen words it, when given (the reports: one decimal below 10 %)', () => {
    render(<Meter label="Ocupación de Grupos" value={0.025} className="reports-meter" valueText="2,5 %" />);
    const meter = screen.getByRole('meter', { name: 'Ocupación de Grupos' });
    expect(meter).toHaveAttribute('aria-valuetext', '2,5 %');
    expect(meter).toHaveAttribute('aria-valuenow', '3');
  });
});
