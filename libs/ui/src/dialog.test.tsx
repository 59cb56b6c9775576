import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('closes with the × and Escape by default', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Detalles">
        <p>Sin campos</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a required dialog has no × and ignores Escape', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog open required onOpenChange={onOpenChange} title="Cambiar contraseña">
        <label htmlFor="clave">Clave</label>
        <input id="clave" />
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });
});
