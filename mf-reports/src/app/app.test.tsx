import { render, screen } from '@testing-library/react';
import { App } from './app';

describe('mf-reports App', () => {
  beforeEach(() => {
    // Never answers: this test is about the first paint, not the data.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  });

  it('renders the reports screen, marked as this remote, while the data loads', () => {
    render(<App pathname="/admin/reportes" hash="" navigate={jest.fn()} user={null} reportError={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes de ingresos' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf-reports"]')).not.toBeNull();
    expect(screen.getByText('Cargando reportes...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
