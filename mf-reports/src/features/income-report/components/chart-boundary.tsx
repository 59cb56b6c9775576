/**
 * Charts are loaded lazily; if their chunk cannot be fetched (a flaky connection, a redeploy under way) the figures
 * beside them still stand and only the chart slot says so, instead of the whole screen falling over.
 */
import { Component, Suspense, type ReactNode } from 'react';

interface ChartBoundaryProps {
  className: string;
  children: ReactNode;
}

export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('No se pudo cargar el gráfico', error);
  }

  override render() {
    const { className, children } = this.props;
    if (this.state.failed) {
      return (
        <div className={`${className} reports-chart-placeholder reports-chart-failed`} role="note">
          Gráfico no disponible
        </div>
      );
    }
    return <Suspense fallback={<div className={`${className} reports-chart-placeholder`} aria-hidden="true" />}>{children}</Suspense>;
  }
}
