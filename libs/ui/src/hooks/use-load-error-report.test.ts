import { renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { useLoadErrorReport, type LoadState } from './use-load-error-report';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const ok: LoadState = { isError: false, isSuccess: true, errorUpdatedAt: 0 };
const failed = (at: number): LoadState => ({ isError: true, isSuccess: false, errorUpdatedAt: at });

describe('useLoadErrorReport', () => {
  beforeEach(() => jest.mocked(toast.error).mockClear());

  it('reports a failure once (banner and toast) and clears the banner when the data loads', () => {
    const reportError = jest.fn();
    const { rerender } = renderHook(({ state }) => useLoadErrorReport(state, 'Error al cargar', reportError), {
      initialProps: { state: failed(1) },
    });
    expect(reportError).toHaveBeenLastCalledWith('Error al cargar');
    expect(toast.error).toHaveBeenCalledTimes(1);
    rerender({ state: failed(1) });
    expect(reportError).toHaveBeenCalledTimes(1);
    rerender({ state: ok });
    expect(reportError).toHaveBeenLastCalledWith(null);
  });

  it('clears its banner when the screen unmounts, so it does not follow staff to another screen', () => {
    const reportError = jest.fn();
    const { unmount } = renderHook(() => useLoadErrorReport(failed(5), 'Error al cargar las reservas', reportError));
    reportError.mockClear();
    unmount();
    expect(reportError).toHaveBeenCalledWith(null);
  });

  it('leaves a banner it did not set alone, on success and on unmount', () => {
    const reportError = jest.fn();
    const { rerender, unmount } = renderHook(({ state }) => useLoadErrorReport(state, 'x', reportError), {
      initialProps: { state: ok },
    });
    rerender({ state: ok });
    unmount();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('follows a change of message without a second toast, and can leave the toast to the screen', () => {
    const reportError = jest.fn();
    const { rerender } = renderHook(({ message }) => useLoadErrorReport(failed(2), message, reportError, { toast: false }), {
      initialProps: { message: 'Error al cargar los reportes' },
    });
    rerender({ message: 'Error al cargar la ocupación' });
    expect(reportError).toHaveBeenLastCalledWith('Error al cargar la ocupación');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
