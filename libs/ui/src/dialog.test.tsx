import { render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('focuses the first field when it opens, not the close button', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Nuevo Cliente">
        <label htmlFor="nombre">Nombre</label>
        <input id="nombre" />
      </Dialog>,
    );
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  it('focuses the dialog itself when it has no field', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Detalles">
        <p>Sin campos</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});
