import { render, screen } from '@testing-library/react';
import type { Quote } from '../features/lodging/api/use-price-quote';
import { PriceSummary } from './price-summary';

const ready = (total: number, kind: Quote['kind'] = 'camping'): Quote => ({
  kind, status: 'ready', dias: 2, precioPorDia: total / 2, subtotal: total, descuento: 0, total, error: null, desglose: null, rechazo: null,
});
const calculating = (kind: Quote['kind'] = 'camping'): Quote => ({ ...ready(0, kind), status: 'calculating', precioPorDia: null });

describe('PriceSummary', () => {
  it('keeps the last total, dimmed and marked, while the next is calculated (no flash at every keystroke)', () => {
    const { rerender } = render(<PriceSummary quote={ready(24000)} />);
    expect(screen.getByTestId('precio-total')).toHaveTextContent('$ 24.000');

    rerender(<PriceSummary quote={calculating()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Recalculando precio...');
    expect(screen.getByTestId('resumen-precio-anterior')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('resumen-precio-anterior')).toHaveTextContent('$ 24.000');
    // Not the current total: whoever waits for it waits for the new one.
    expect(screen.queryByTestId('precio-total')).toBeNull();

    rerender(<PriceSummary quote={ready(36000)} />);
    expect(screen.getByTestId('precio-total')).toHaveTextContent('$ 36.000');
    expect(screen.queryByText('Recalculando precio...')).toBeNull();
  });

  it('says «Calculando precio...» with nothing priced before, after an idle or failed quote, or for another kind', () => {
    const { rerender } = render(<PriceSummary quote={calculating()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculando precio...');

    rerender(<PriceSummary quote={ready(24000)} />);
    rerender(<PriceSummary quote={{ ...calculating(), status: 'idle' }} />);
    rerender(<PriceSummary quote={calculating()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculando precio...');

    rerender(<PriceSummary quote={ready(24000)} />);
    rerender(<PriceSummary quote={{ ...calculating(), status: 'error', error: 'No se pudo obtener el precio' }} />);
    rerender(<PriceSummary quote={calculating()} />);
    expect(screen.queryByText('$ 24.000')).toBeNull();

    rerender(<PriceSummary quote={ready(24000)} />);
    rerender(<PriceSummary quote={calculating('unidad')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculando precio...');
    expect(screen.queryByText('$ 24.000')).toBeNull();
  });
});
