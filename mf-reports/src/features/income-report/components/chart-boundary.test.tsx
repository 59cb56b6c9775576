import { render, screen } from '@testing-library/react';
import { ChartBoundary } from './chart-boundary';

function Broken(): never {
  throw new Error('chunk load failed');
}

describe('ChartBoundary', () => {
  it('keeps the screen standing when a chart cannot load, and says so in its slot', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>Total de ingresos</p>
        <ChartBoundary className="reports-donut">
          <Broken />
        </ChartBoundary>
      </div>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Gráfico no disponible');
    expect(screen.getByText('Total de ingresos')).toBeInTheDocument();
    logged.mockRestore();
  });
});
