import { renderHook } from '@testing-library/react';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { apiErrorText, loadErrorText, useLoadErrorBanner } from './use-load-error-banner';

describe('load errors for the admin banner', () => {
  it('adds what the server said to the screen\'s message, once', () => {
    expect(loadErrorText(new ApiError('Demasiadas solicitudes', 429), MSG.errorCargarReportes)).toBe(
      `${MSG.errorCargarReportes}: Demasiadas solicitudes`,
    );
    expect(loadErrorText(new ApiError(MSG.errorCargarReportes, 200), MSG.errorCargarReportes)).toBe(MSG.errorCargarReportes);
    expect(loadErrorText(new TypeError('boom'), MSG.errorCargarReportes)).toBe(MSG.errorCargarReportes);
  });

  it('recognises an ApiError thrown by another copy of the client (a federated shared module)', () => {
    class ApiErrorCopy extends Error {
      constructor(
        message: string,
        readonly status: number,
      ) {
        super(message);
        this.name = 'ApiError';
      }
    }
    expect(apiErrorText(new ApiErrorCopy(MSG.errorConexion, 0))).toBe(MSG.errorConexion);
    expect(apiErrorText('texto')).toBe('');
  });

  it('reports, clears only its own message, and clears it when the screen is left', () => {
    const reportError = jest.fn();
    const { rerender, unmount } = renderHook(({ message }) => useLoadErrorBanner(message, reportError), {
      initialProps: { message: null as string | null },
    });
    expect(reportError).not.toHaveBeenCalled();
    rerender({ message: 'Error al cargar los reportes de ingresos' });
    expect(reportError).toHaveBeenLastCalledWith('Error al cargar los reportes de ingresos');
    rerender({ message: null });
    expect(reportError).toHaveBeenLastCalledWith(null);
    rerender({ message: 'otra vez' });
    reportError.mockClear();
    unmount();
    expect(reportError).toHaveBeenCalledWith(null);
  });
});
