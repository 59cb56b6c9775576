import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('sends one request for a double click, and stays disabled until the work is done', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDialog open message="¿Eliminar?" onConfirm={onConfirm} onCancel={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Eliminar' });
    // Two clicks in the same task, before React renders again (what a fast double click does).
    button.click();
    button.click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    finish();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('with a caller that tracks the work itself (busy), stays disabled from the click until busy ends', async () => {
    const onConfirm = jest.fn();
    function Caller() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <ConfirmDialog
            open
            busy={busy}
            message="¿Eliminar?"
            onConfirm={() => {
              onConfirm();
              // A mutation's isPending arrives a task later, as TanStack Query notifies.
              setTimeout(() => setBusy(true), 0);
            }}
            onCancel={() => undefined}
          />
          <button type="button" onClick={() => setBusy(false)}>
            listo
          </button>
        </>
      );
    }
    render(<Caller />);
    const button = screen.getByRole('button', { name: 'Eliminar' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'listo', hidden: true }));
    await waitFor(() => expect(button).toBeEnabled());
  });
});
